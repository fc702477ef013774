import { Button, Divider, Group, Paper, Text, Title } from '@mantine/core';
import type { Cart } from '@rona/domain';
import { translator } from '@rona/i18n';
import { cartMessages } from '@rona/i18n/areas/cart';
import { cartLineOf, formatRupiah, isBuyDisabled, totalSaving } from '@rona/rules';
import classes from './cart.module.css';

const t = translator(cartMessages);

interface CartSummaryProps {
  cart: Cart;
  member: boolean;
  busy: boolean;
  onPromo(): void;
  onBuy(): void;
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}

/** Totals as the server (member) or the shared rules over server prices (guest) computed them. */
export function CartSummary({ cart, member, busy, onPromo, onBuy }: CartSummaryProps) {
  const s = cart.summary;
  const saving = totalSaving(cart.vouchers.filter((v) => v.usable));
  const disabled = isBuyDisabled(cart.products.map(cartLineOf), s.grandTotal);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cart-summary-title">
      <Title order={2} size="h4" id="cart-summary-title" mb="sm">
        {t('cart.summaryTitle')}
      </Title>
      {member ? (
        <Button variant="light" fullWidth mb="md" onClick={onPromo}>
          {cart.vouchers.length ? t('cart.promoApplied', { n: cart.vouchers.length }) : t('cart.promoButton')}
        </Button>
      ) : (
        <Text size="xs" c="dimmed" mb="md">
          {t('cart.promoMembersOnly')}
        </Text>
      )}
      <div data-testid="cart-summary">
        <Row label={t('cart.itemsTotal', { n: s.totalItems })} value={formatRupiah(s.itemsTotal)} />
        {s.discountTotal > 0 && <Row label={t('cart.discountTotal')} value={`-${formatRupiah(s.discountTotal)}`} />}
        {saving > 0 && <Row label={t('cart.voucherTotal')} value={`-${formatRupiah(saving)}`} />}
        <Divider my="sm" />
        {/* On a phone the total and 'Beli (N)' stay pinned to the bottom of the screen (cart.module.css). */}
        <div className={classes.buyBar} data-testid="cart-buy-bar">
          <div className={classes.buyTotal}>
            <Row label={t('cart.grandTotal')} value={formatRupiah(s.grandTotal)} strong />
          </div>
          <Button className={classes.buy} size="md" disabled={disabled} loading={busy} onClick={onBuy}>
            {t('cart.buy', { n: s.totalItems })}
          </Button>
        </div>
      </div>
    </Paper>
  );
}
