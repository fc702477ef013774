import { useState, type FormEvent } from 'react';
import { Button, Modal, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { apiMutation } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';
import { notifySuccess } from '@rona/ui';
import { validateNewPassword } from '../../../shared/member-area/member-rules';
import classes from '../../../shared/member-area/member-area.module.css';

const t = translator(accountMessages);

/** The URL parameter that carries the validation token between the two steps (spec 3 §4). */
const TOKEN_PARAM = 'token';

/**
 * Change password in two steps: the current password is checked and its token goes into the URL;
 * with a token there the new-password form shows; success removes the token again.
 */
export function ChangePassword() {
  const [params, setParams] = useSearchParams();
  const token = params.get(TOKEN_PARAM);
  const [asking, setAsking] = useState(false);
  const dropToken = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TOKEN_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <Button variant="subtle" onClick={() => setAsking(true)}>
        {t('account.password.change')}
      </Button>
      <Modal
        opened={asking || token !== null}
        onClose={() => {
          setAsking(false);
          if (token) dropToken();
        }}
        title={t('account.password.change')}
        centered
        closeButtonProps={{ 'aria-label': t('account.close') }}
      >
        {token ? (
          <NewPasswordForm
            token={token}
            onDone={() => {
              setAsking(false);
              dropToken();
            }}
          />
        ) : (
          <CurrentPasswordForm
            onChecked={(next) => {
              setAsking(false);
              setParams((current) => {
                const url = new URLSearchParams(current);
                url.set(TOKEN_PARAM, next);
                return url;
              });
            }}
          />
        )}
      </Modal>
    </>
  );
}

function CurrentPasswordForm({ onChecked }: { onChecked: (token: string) => void }) {
  const queryClient = useQueryClient();
  const check = useMutation(apiMutation('passwordValidate', queryClient));
  const form = useForm({ initialValues: { password: '' } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { password } = form.getValues();
    if (!password) return form.setErrors({ password: t('account.password.min') });
    check.mutate({ body: { password } }, { onSuccess: ({ token }) => onChecked(token) });
  };
  return (
    <form className={classes.stack} onSubmit={submit} noValidate>
      <p className={classes.muted}>{t('account.password.currentLead')}</p>
      <PasswordInput
        label={t('account.password.current')}
        autoComplete="current-password"
        data-autofocus
        {...form.getInputProps('password')}
      />
      <Button type="submit" loading={check.isPending} disabled={check.isPending}>
        {t('account.password.check')}
      </Button>
    </form>
  );
}

function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const change = useMutation(apiMutation('passwordChange', queryClient));
  const form = useForm({ initialValues: { password: '', rePassword: '' } });
  const longEnough = form.getValues().password.length >= 8;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateNewPassword(form.getValues());
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    change.mutate(
      { body: { token, ...form.getValues() } },
      {
        onSuccess: () => {
          notifySuccess(t('account.password.changed'));
          onDone();
        },
      },
    );
  };
  return (
    <form className={classes.stack} onSubmit={submit} noValidate>
      <PasswordInput
        label={t('account.password.new')}
        autoComplete="new-password"
        data-autofocus
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('account.password.repeat')}
        autoComplete="new-password"
        readOnly={!longEnough}
        description={longEnough ? undefined : t('account.password.repeatHint')}
        {...form.getInputProps('rePassword')}
      />
      <Button type="submit" loading={change.isPending} disabled={change.isPending}>
        {t('account.save')}
      </Button>
    </form>
  );
}
