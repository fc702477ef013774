import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorMessages } from '@rona/api-client';
import { notifySuccess } from '@rona/ui';
import { t } from './i18n';

/** 'Hapus' asks first; the row is gone from the shop at once. */
export function DeleteDialog({
  name,
  remove,
  onClose,
}: {
  name: string;
  remove: () => Promise<unknown>;
  onClose: () => void;
}) {
  const del = useMutation({
    meta: { silent: true },
    mutationFn: remove,
    onSuccess: () => {
      notifySuccess(t('backoffice.banners.deleted', { name }));
      onClose();
    },
  });
  return (
    <Modal
      opened
      onClose={del.isPending ? () => undefined : onClose}
      title={t('backoffice.banners.deleteTitle', { name })}
    >
      <Stack>
        <Text>{t('backoffice.banners.deleteBody')}</Text>
        {del.isError && (
          <Alert color="red.9" role="alert">
            {errorMessages(del.error)[0]}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={del.isPending} data-autofocus>
            {t('backoffice.cancel')}
          </Button>
          <Button color="red.9" onClick={() => del.mutate()} loading={del.isPending}>
            {t('backoffice.banners.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
