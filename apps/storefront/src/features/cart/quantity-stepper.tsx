import { ActionIcon, Group, Text } from '@mantine/core';
import { translator } from '@rona/i18n';
import { cartMessages } from '@rona/i18n/areas/cart';
import { canDecrement, canIncrement } from '@rona/rules';

const t = translator(cartMessages);

interface QuantityStepperProps {
  name: string;
  quantity: number;
  stock: number;
  disabled?: boolean;
  onChange(quantity: number): void;
}

/** − n +: never below 1, never above the stock (spec 1 §4). */
export function QuantityStepper({ name, quantity, stock, disabled = false, onChange }: QuantityStepperProps) {
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t('cart.quantity', { name })}>
      <ActionIcon
        variant="default"
        radius="xl"
        size="md"
        aria-label={t('cart.decrease')}
        disabled={disabled || !canDecrement(quantity)}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </ActionIcon>
      <Text w={32} ta="center" fw={600} aria-live="polite" data-testid="cart-quantity">
        {quantity}
      </Text>
      <ActionIcon
        variant="default"
        radius="xl"
        size="md"
        aria-label={t('cart.increase')}
        disabled={disabled || !canIncrement(quantity, stock)}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </ActionIcon>
    </Group>
  );
}
