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

/** A guest buying discounted lines: log in to keep the promo, or go on at regular prices. */
export function GuestLoginPrompt({ opened, onClose, onContinue, onLogin }: GuestLoginPromptProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="md"
      withCloseButton={false}
      aria-label={t('cart.guestLogin')}
    >
      <Text ta="center">{t('cart.guestPrompt')}</Text>
      <Group justify="center" mt="lg">
        <Button variant="default" onClick={onContinue}>
          {t('cart.guestContinue')}
        </Button>
        <Button onClick={onLogin}>{t('cart.guestLogin')}</Button>
      </Group>
    </Modal>
  );
}
