import { Button, Group, Modal, Text } from '@mantine/core';
import { translator } from '@rona/i18n';
import { cartMessages } from '@rona/i18n/areas/cart';

const t = translator(cartMessages);

interface GuestLoginPromptProps {
  opened: boolean;
  onClose(): void;
  onContinue(): void;
  onLogin(): void;
}

/**
 * A guest buying discounted lines: log in to keep the promo, or go on at regular prices. The dialog
 * has no visible title: its name is on the dialog itself (Modal's own props go to a wrapper without
 * a role, where a label is not allowed: Lighthouse's accessibility 96 on /cart).
 */
export function GuestLoginPrompt({ opened, onClose, onContinue, onLogin }: GuestLoginPromptProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered radius="md">
      <Modal.Overlay />
      <Modal.Content aria-label={t('cart.guestLogin')}>
        <Modal.Body pt="md">
          <Text ta="center">{t('cart.guestPrompt')}</Text>
          <Group justify="center" mt="lg">
            <Button variant="default" onClick={onContinue}>
              {t('cart.guestContinue')}
            </Button>
            <Button onClick={onLogin}>{t('cart.guestLogin')}</Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
