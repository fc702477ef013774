import { Alert, Button, Code, Image, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCall, errorMessages } from '@rona/api-client';
import { useDocumentTitle } from '@rona/ui';
import { t } from '../../shared/i18n';
import { useStaff } from '../../shared/staff/staff-context';
import { staffMeQuery } from '../../shared/staff/staff-queries';

/** /admin/security: turn on the authenticator (QR code, first code, recovery codes shown once). */
export function SecurityPage() {
  useDocumentTitle(t('backoffice.security.title'));
  const staff = useStaff();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const enrol = useMutation({ mutationFn: () => adminCall('adminTotpEnrol', {}), meta: { silent: true } });
  const confirm = useMutation({
    // Its failure shows next to the form, not as a toast as well.
    meta: { silent: true },
    mutationFn: () => adminCall('adminTotpConfirm', { body: { otp: code.trim() } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMeQuery().queryKey }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate();
  };

  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {t('backoffice.security.title')}
      </Title>
      <Paper withBorder p="md" component="section" aria-labelledby="bo-totp">
        <Title order={2} size="h4" id="bo-totp" mb="sm">
          {t('backoffice.security.totp')}
        </Title>
        {confirm.data ? (
          <Stack gap="sm">
            <Alert color="green" role="status">
              {t('backoffice.security.enabled')}
            </Alert>
            <Text fw={600}>{t('backoffice.security.recovery')}</Text>
            <Text size="sm">{t('backoffice.security.recoveryHint')}</Text>
            <List data-testid="recovery-codes">
              {confirm.data.recoveryCodes.map((c) => (
                <List.Item key={c}>
                  <Code>{c}</Code>
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : staff.totpEnabled ? (
          <Text>{t('backoffice.security.totpOn')}</Text>
        ) : enrol.data ? (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Text size="sm">{t('backoffice.security.scan')}</Text>
              <Image src={enrol.data.qrDataUrl} alt={t('backoffice.security.qrAlt')} w={200} h={200} />
              <Text size="sm">
                {t('backoffice.security.secret', { secret: '' })}
                <Code>{enrol.data.secret}</Code>
              </Text>
              <TextInput
                label={t('backoffice.security.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                error={confirm.isError ? errorMessages(confirm.error)[0] : undefined}
                required
              />
              <div>
                <Button type="submit" loading={confirm.isPending} disabled={confirm.isPending}>
                  {t('backoffice.security.confirm')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text>{t('backoffice.security.totpOff')}</Text>
            {enrol.isError && (
              <Alert color="red" role="alert">
                {errorMessages(enrol.error)[0]}
              </Alert>
            )}
            <Button onClick={() => enrol.mutate()} loading={enrol.isPending} disabled={enrol.isPending}>
              {t('backoffice.security.start')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
