import { Button, Group, Modal, Text } from '@mantine/core';
import { translator } from '@rona/i18n';
import { cartMessages } from '@rona/i18n/areas/cart';

const t = translator(cartMessages);

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm(): void;
  onClose(): void;
  busy?: boolean;
}

/** A yes/no question before something that cannot be undone ('Hapus Produk', 'Hapus Semua Produk'). */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  onConfirm,
  onClose,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="md">
      <Text size="sm">{body}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('cart.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
