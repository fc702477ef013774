import { ActionIcon, Checkbox, Text } from '@mantine/core';
import type { CartItem } from '@rona/domain';
import { translator } from '@rona/i18n';
import { cartMessages } from '@rona/i18n/areas/cart';
import { cartStockLabel, cartStockState, formatRupiah, isCartItemUnavailable } from '@rona/rules';
import { paths } from '@rona/routes';
import { AppLink, TrashIcon } from '@rona/ui';
import { droppedDiscountLimit } from '@rona/ui/cart';
import classes from './cart.module.css';
import { QuantityStepper } from './quantity-stepper';

const t = translator(cartMessages);

interface CartLineProps {
  item: CartItem;
  busy: boolean;
  onSelect(isSelected: boolean): void;
  onQuantity(quantity: number): void;
  onDelete(): void;
}

export function CartLine({ item, busy, onSelect, onQuantity, onDelete }: CartLineProps) {
  const w = item.warehouse;
  const stock = { stock: w.stock, status: item.status };
  const unavailable = isCartItemUnavailable(stock);
  const state = cartStockState(stock);
  const discountLimit = droppedDiscountLimit(item);
  return (
    <li className={classes.line} data-unavailable={unavailable || undefined} data-testid="cart-line">
      <Checkbox
        checked={item.isSelected}
        onChange={(e) => onSelect(e.currentTarget.checked)}
        aria-label={t('cart.selectLine', { name: item.name })}
      />
      <img className={classes.lineImage} src={item.image} alt={item.name} width={88} height={88} loading="lazy" />
      <div className={classes.lineBody}>
        <AppLink to={paths.product(item.url)} className={classes.lineName}>
          {item.name}
        </AppLink>
        <Text size="sm" c="dimmed">
          {item.size}
        </Text>
        <Text size="xs" fw={600} className={classes.stock} data-state={state}>
          {cartStockLabel(stock)}
        </Text>
        <div className={classes.prices}>
          {w.fixedPrice < w.price && <s className={classes.struck}>{formatRupiah(w.price)}</s>}
          <strong>{formatRupiah(w.fixedPrice)}</strong>
        </div>
        {discountLimit !== null && (
          <Text size="xs" c="orange.9" data-testid="cart-discount-limit">
            {t('cart.discountLimit', { n: discountLimit })}
          </Text>
        )}
      </div>
      <div className={classes.lineActions}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('cart.deleteLine', { name: item.name })}
          onClick={onDelete}
        >
          <TrashIcon />
        </ActionIcon>
        <QuantityStepper
          name={item.name}
          quantity={w.quantity}
          stock={w.stock}
          disabled={busy || unavailable}
          onChange={onQuantity}
        />
      </div>
    </li>
  );
}
