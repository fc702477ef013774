import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { apiMutation } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { authMessages } from '@rona/i18n/areas/auth';
import { paths } from '@rona/routes';
import { notifySuccess, useDocumentTitle } from '@rona/ui';
import { AuthCard, authClasses } from '../../shared/auth-form/auth-card';
import { validateForgot } from './password-rules';

const t = translator(authMessages);

/** /forgot-password (spec 3 §2): an e-mail and 'Kirim Kode Verifikasi'; the link to reset comes by mail. */
export function ForgotPasswordPage() {
  useDocumentTitle(t('auth.forgot.title'));
  const queryClient = useQueryClient();
  const forgot = useMutation(apiMutation('forgotPassword', queryClient));
  const form = useForm({ initialValues: { email: '' }, validate: validateForgot });

  const submit = form.onSubmit((body) =>
    forgot.mutate(
      { body },
      {
        onSuccess: () => {
          notifySuccess(t('auth.forgot.sent'));
          form.reset();
        },
      },
    ),
  );

  return (
    <AuthCard title={t('auth.forgot.title')} lead={t('auth.forgot.body')}>
      <form className={authClasses.form} onSubmit={submit} noValidate>
        <TextInput
          label={t('auth.forgot.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={forgot.isPending} disabled={forgot.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <p className={authClasses.footer}>
        <Link className={authClasses.link} to={paths.login()}>
          {t('auth.forgot.back')}
        </Link>
      </p>
    </AuthCard>
  );
}
