import { useEffect, useRef } from 'react';
import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { apiMutation } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { authMessages } from '@rona/i18n/areas/auth';
import { paths } from '@rona/routes';
import { notifySuccess, useDocumentTitle } from '@rona/ui';
import { AuthCard, authClasses } from '../../shared/auth-form/auth-card';
import { PasswordField } from '../../shared/auth-form/password-field';
import { PASSWORD_MIN, validateReset } from './password-rules';

const t = translator(authMessages);

/** Spec 3 §9: after a successful reset, /login follows after 1 second. */
export const RESET_REDIRECT_MS = 1000;

/** /reset-password/{token} (spec 3 §2): the new password twice, 'Reset Password'. */
export function ResetPasswordPage() {
  useDocumentTitle(t('auth.reset.title'));
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reset = useMutation(apiMutation('resetPassword', queryClient));
  const form = useForm({
    initialValues: { password: '', rePassword: '' },
    validate: validateReset,
    validateInputOnBlur: true,
  });
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);
  const confirmLocked = form.getValues().password.length < PASSWORD_MIN;

  const submit = form.onSubmit((body) =>
    reset.mutate(
      { params: { token }, body },
      {
        onSuccess: () => {
          notifySuccess(t('auth.reset.success'));
          redirect.current = window.setTimeout(() => navigate(paths.login(), { replace: true }), RESET_REDIRECT_MS);
        },
      },
    ),
  );

  const done = reset.isSuccess;
  return (
    <AuthCard title={t('auth.reset.title')}>
      <form className={authClasses.form} onSubmit={submit} noValidate>
        <PasswordField
          label={t('auth.reset.password')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('auth.reset.rePassword')}
          autoComplete="new-password"
          required
          readOnly={confirmLocked}
          description={confirmLocked ? t('auth.register.rePasswordHint') : undefined}
          {...form.getInputProps('rePassword')}
        />
        <Button type="submit" fullWidth loading={reset.isPending} disabled={reset.isPending || done}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
