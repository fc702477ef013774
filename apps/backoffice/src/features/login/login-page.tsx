import { Alert, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { adminCall, ApiError, errorMessages } from '@rona/api-client';
import { ADMIN_OTP_FIELD } from '@rona/domain/browser';
import { useDocumentTitle } from '@rona/ui';
import { t } from '../../shared/i18n';
import { staffMeQuery } from '../../shared/staff/staff-queries';
import { loginTarget } from './login-target';
import classes from './login.module.css';

const needsCode = (error: unknown) =>
  error instanceof ApiError && error.errors.some((e) => e.field === ADMIN_OTP_FIELD);

/** /admin/login: e-mail and password, then the authenticator code when the account has one. */
export function LoginPage() {
  useDocumentTitle(t('backoffice.login.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string; otp?: string }>({});
  const login = useMutation({
    // Its failure shows next to the form, not as a toast as well.
    meta: { silent: true },
    mutationFn: () => adminCall('adminLogin', { body: { email, password, otp: step === 'code' ? otp : undefined } }),
    onSuccess: (result) => {
      queryClient.setQueryData(staffMeQuery().queryKey, result.data);
      navigate(loginTarget(params.get('redirect')), { replace: true });
    },
    onError: (error) => {
      // The account has a second factor: ask for the code (not an error to show).
      if (step === 'password' && needsCode(error)) {
        setStep('code');
        login.reset();
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors =
      step === 'password'
        ? {
            email: email.trim() ? undefined : t('backoffice.login.emailRequired'),
            password: password ? undefined : t('backoffice.login.passwordRequired'),
          }
        : { otp: otp.trim() ? undefined : t('backoffice.login.otpRequired') };
    setFieldErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    login.reset();
    login.mutate();
  };

  return (
    <main className={classes.page}>
      <Paper
        component="section"
        withBorder
        shadow="sm"
        p="xl"
        className={classes.card}
        aria-labelledby="bo-login-title"
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={1} id="bo-login-title" size="h3">
              {t('backoffice.login.title')}
            </Title>
            {login.isError && (
              <Alert color="red" role="alert">
                {errorMessages(login.error)[0]}
              </Alert>
            )}
            {step === 'password' ? (
              <>
                <TextInput
                  label={t('backoffice.login.email')}
                  type="email"
                  autoComplete="username"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  error={fieldErrors.email}
                  data-autofocus
                />
                <PasswordInput
                  label={t('backoffice.login.password')}
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  error={fieldErrors.password}
                />
              </>
            ) : (
              <TextInput
                label={t('backoffice.login.otp')}
                description={t('backoffice.login.otpHint')}
                autoComplete="one-time-code"
                inputMode="text"
                required
                autoFocus
                value={otp}
                onChange={(e) => setOtp(e.currentTarget.value)}
                error={fieldErrors.otp}
              />
            )}
            <Button type="submit" loading={login.isPending} disabled={login.isPending} fullWidth>
              {step === 'password' ? t('backoffice.login.submit') : t('backoffice.login.verify')}
            </Button>
            {step === 'code' && (
              <Button
                variant="subtle"
                onClick={() => {
                  setStep('password');
                  setOtp('');
                  login.reset();
                }}
              >
                {t('backoffice.login.back')}
              </Button>
            )}
          </Stack>
        </form>
      </Paper>
    </main>
  );
}
