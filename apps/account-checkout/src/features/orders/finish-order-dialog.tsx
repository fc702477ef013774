import { Button, Group, Modal, Text } from '@mantine/core';
import { translator } from '@rona/i18n';
import { orderUpdatesMessages } from '@rona/i18n/areas/order-updates';

const t = translator(orderUpdatesMessages);

/**
 * 'Selesaikan' asks first (issue 16 item 6): finishing an order cannot be undone and ends the
 * refund window. `invoice` null = closed.
 */
export function FinishOrderDialog({
  invoice,
  busy,
  onConfirm,
  onClose,
}: {
  invoice: string | null;
  busy: boolean;
  onConfirm: (invoice: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={invoice !== null}
      onClose={onClose}
      title={t('orderUpdates.finishTitle')}
      closeButtonProps={{ 'aria-label': t('orderUpdates.close') }}
      centered
    >
      <Text size="sm">{t('orderUpdates.finishText', { invoice: invoice ?? '' })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('orderUpdates.finishCancel')}
        </Button>
        <Button loading={busy} onClick={() => invoice && onConfirm(invoice)}>
          {t('orderUpdates.finishConfirm')}
        </Button>
      </Group>
    </Modal>
  );
}
