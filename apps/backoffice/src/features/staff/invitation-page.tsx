import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { adminCall, ApiError, errorMessages } from '@rona/api-client';
import { paths } from '@rona/routes';
import { useDocumentTitle } from '@rona/ui';
import classes from './invitation.module.css';
import { t } from './i18n';

/** The link's refusal says all there is (no form field is named 'token'); anything else as the shared handler says it. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.errors[0]?.field === 'token' ? error.errors[0].message : errorMessages(error)[0];

/** /admin/invitation/:token — the invited staff member sets a password (the link works once, 72 hours). */
export function InvitationPage() {
  useDocumentTitle(t('backoffice.invitation.title'));
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ password?: string; again?: string }>({});
  const accept = useMutation({
    meta: { silent: true },
    mutationFn: () => adminCall('adminStaffInvitationAccept', { body: { token, password } }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      password: password.length >= 10 ? undefined : t('backoffice.invitation.tooShort'),
      again: again === password ? undefined : t('backoffice.invitation.mismatch'),
    };
    setErrors(next);
    if (!next.password && !next.again) accept.mutate();
  };
  return (
    <main className={classes.page}>
      <Paper
        component="section"
        withBorder
        shadow="sm"
        p="xl"
        className={classes.card}
        aria-labelledby="bo-invite-title"
      >
        <Stack gap="md">
          <Title order={1} id="bo-invite-title" size="h3">
            {t('backoffice.invitation.title')}
          </Title>
          {accept.isSuccess ? (
            <>
              <Alert color="green" role="status">
                {t('backoffice.invitation.done', { email: accept.data.email })}
              </Alert>
              <Anchor component={Link} to={paths.adminLogin()} fw={600}>
                {t('backoffice.invitation.toLogin')}
              </Anchor>
            </>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <Text size="sm">{t('backoffice.invitation.intro')}</Text>
                {accept.isError && (
                  <Alert color="red" role="alert">
                    {refusal(accept.error)}
                  </Alert>
                )}
                <PasswordInput
                  label={t('backoffice.invitation.password')}
                  description={t('backoffice.invitation.passwordHint')}
                  autoComplete="new-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  error={errors.password}
                  data-autofocus
                />
                <PasswordInput
                  label={t('backoffice.invitation.confirm')}
                  autoComplete="new-password"
                  required
                  value={again}
                  onChange={(e) => setAgain(e.currentTarget.value)}
                  error={errors.again}
                />
                <Button type="submit" loading={accept.isPending} disabled={accept.isPending} fullWidth>
                  {t('backoffice.invitation.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </main>
  );
}
