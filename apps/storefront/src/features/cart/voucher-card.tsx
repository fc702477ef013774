import { UnstyledButton, Text } from '@mantine/core';
import type { Voucher } from '@rona/domain';
import { translator } from '@rona/i18n';
import { cartMessages } from '@rona/i18n/areas/cart';
import { formatRupiah, formatShopDate } from '@rona/rules';
import classes from './cart.module.css';

const t = translator(cartMessages);

/** One voucher in the dialog: pressed when chosen, unavailable (with the reason) when not usable. */
export function VoucherCard({
  voucher: v,
  selected,
  onToggle,
}: {
  voucher: Voucher;
  selected: boolean;
  onToggle(): void;
}) {
  return (
    <UnstyledButton
      className={classes.voucher}
      aria-pressed={selected}
      aria-disabled={!v.usable || undefined}
      data-selected={selected || undefined}
      onClick={onToggle}
      data-testid="voucher-card"
    >
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {t(v.category === 'shipping' ? 'voucherDialog.shipping' : 'voucherDialog.transaction')}
      </Text>
      <Text fw={600}>{v.name}</Text>
      <Text size="xs" c="dimmed">
        {t('voucherDialog.minimum', { amount: formatRupiah(v.minimumTransaction) })} ·{' '}
        {t('voucherDialog.validUntil', { date: formatShopDate(v.expired) })}
      </Text>
      {v.reason && (
        <Text size="xs" c="red">
          {v.reason}
        </Text>
      )}
    </UnstyledButton>
  );
}
