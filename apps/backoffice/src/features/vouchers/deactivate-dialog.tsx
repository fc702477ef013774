import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall, apiKeys, errorMessages } from '@rona/api-client';
import type { AdminVoucher } from '@rona/domain';
import { notifySuccess } from '@rona/ui';
import { t } from './i18n';

/** 'Nonaktifkan' asks first: the voucher ends at once and cannot be switched on again. */
export function DeactivateDialog({
  voucher,
  onClose,
}: {
  voucher: Pick<AdminVoucher, 'id' | 'name'>;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const deactivate = useMutation({
    // Its failure shows in the dialog, not as a toast as well.
    meta: { silent: true },
    mutationFn: () => adminCall('adminVoucherDeactivate', { params: { id: voucher.id } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminVouchers') }),
        queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminVoucher') }),
      ]);
      notifySuccess(t('backoffice.vouchers.deactivated', { name: voucher.name }));
      onClose();
    },
  });
  return (
    <Modal
      opened
      onClose={deactivate.isPending ? () => undefined : onClose}
      title={t('backoffice.vouchers.deactivateTitle', { name: voucher.name })}
    >
      <Stack>
        <Text>{t('backoffice.vouchers.deactivateBody')}</Text>
        {deactivate.isError && (
          <Alert color="red.9" role="alert">
            {errorMessages(deactivate.error)[0]}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={deactivate.isPending} data-autofocus>
            {t('backoffice.cancel')}
          </Button>
          <Button color="red.9" onClick={() => deactivate.mutate()} loading={deactivate.isPending}>
            {t('backoffice.vouchers.deactivateConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
