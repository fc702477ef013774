import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router-dom';
import { hasLinkToolSession, keepLinkToolSession, linkToolCall } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';
import { notifyError, useDocumentTitle } from '@rona/ui';
import classes from './link-login.module.css';

const t = translator(linkpageMessages);

/** /link-login: e-mail and password; the studio keeps its token only for users with the store role. */
export function LinkLoginPage() {
  useDocumentTitle(t('linkpage.login.title'));
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [noAccess, setNoAccess] = useState(false);
  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) => linkToolCall('login', { body }),
  });

  if (hasLinkToolSession()) return <Navigate to="/link-page" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNoAccess(false);
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ data }) => {
          if (keepLinkToolSession(data)) navigate('/link-page', { replace: true });
          else setNoAccess(true);
        },
        onError: notifyError,
      },
    );
  };

  return (
    <main className={classes.page}>
      <Paper component="section" withBorder shadow="sm" p="xl" radius="md" className={classes.card}>
        <Title order={1} size="h3" mb="lg" ta="center">
          {t('linkpage.login.title')}
        </Title>
        <form onSubmit={submit}>
          <Stack>
            <TextInput
              type="email"
              label={t('linkpage.login.email')}
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <PasswordInput
              label={t('linkpage.login.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              visibilityToggleButtonProps={{ 'aria-label': t('linkpage.login.showPassword') }}
            />
            {noAccess && (
              <Alert color="red" role="alert">
                {t('linkpage.login.noAccess')}
              </Alert>
            )}
            <Button type="submit" loading={login.isPending} fullWidth>
              {t('linkpage.login.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </main>
  );
}

export default LinkLoginPage;
