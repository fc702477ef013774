import { Button, Group, Modal } from '@mantine/core';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';

const t = translator(linkpageMessages);

export interface ConfirmDialogProps {
  opened: boolean;
  message: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The studio's confirmations: the spec's question with 'Lanjutkan' and 'Tidak'. */
export function ConfirmDialog({ opened, message, busy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    // The question is the dialog's title, so the dialog is named by it (an aria-label on Mantine's root div is not allowed).
    <Modal
      opened={opened}
      onClose={onClose}
      withCloseButton={false}
      centered
      size="sm"
      title={message}
      styles={{ title: { width: '100%', textAlign: 'center', fontWeight: 500 } }}
    >
      <Group justify="center">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('linkpage.confirm.no')}
        </Button>
        <Button onClick={onConfirm} loading={busy} data-autofocus>
          {t('linkpage.confirm.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
