import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall, apiKeys, errorMessages } from '@rona/api-client';
import type { AdminFailedMessage } from '@rona/domain';
import { notifySuccess } from '@rona/ui';
import { t } from './i18n';
import { messageKindLabel } from '../../shared/message-kind';

/** 'Kirim Ulang' asks first; the buttons wait while the request runs; the list and the dashboard's count refresh. */
export function RetryDialog({ message, onClose }: { message: AdminFailedMessage; onClose: () => void }) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    // Its failure (a 409: already queued by someone else) shows in the dialog, not as a toast as well.
    meta: { silent: true },
    mutationFn: () => adminCall('adminMessageRetry', { params: { id: message.id } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminFailedMessages') }),
        queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminDashboard') }),
      ]);
      notifySuccess(t('backoffice.messages.retried'));
      onClose();
    },
  });
  return (
    <Modal opened onClose={retry.isPending ? () => undefined : onClose} title={t('backoffice.messages.retryTitle')}>
      <Stack>
        <Text>
          {t('backoffice.messages.retryBody', {
            kind: messageKindLabel(message.kind),
            channel: t(`backoffice.messages.channel.${message.channel}`),
            recipient: message.recipient,
          })}
        </Text>
        {retry.isError && (
          <Alert color="red.9" role="alert">
            {errorMessages(retry.error)[0]}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={retry.isPending} data-autofocus>
            {t('backoffice.cancel')}
          </Button>
          <Button onClick={() => retry.mutate()} loading={retry.isPending}>
            {t('backoffice.messages.retryConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
