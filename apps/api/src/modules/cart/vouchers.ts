import type { Voucher } from '@rona/domain';
import { formatShopDate, voucherDeduction } from '@rona/rules';
import type { VoucherRow, VoucherUsage } from './repository';
import { cartMessages as m, fill } from './messages';

export type { VoucherRow, VoucherUsage };

const unused: VoucherUsage = { total: 0, mine: 0 };

/** Why a voucher cannot be used yet or any more, before its terms are looked at; null when its dates and limits allow it. */
function limitReason(row: VoucherRow, now: Date, usage: VoucherUsage): string | null {
  if (row.startsAt && row.startsAt.getTime() > now.getTime())
    return fill(m.voucherNotStarted, { date: formatShopDate(row.startsAt) });
  if (row.usageLimit !== null && usage.total >= row.usageLimit) return m.voucherQuotaUsed;
  if (row.perMemberLimit !== null && usage.mine >= row.perMemberLimit) {
    return row.perMemberLimit === 1 ? m.voucherUsedOnce : fill(m.voucherUsedMax, { n: row.perMemberLimit });
  }
  return null;
}

/**
 * A voucher as the cart shows it, judged against this cart: its start and its limits (with the
 * `usage` counted so far), then `usable` and `deducted_price` from the shared rule. The cart has
 * no shipping cost yet, so a shipping voucher deducts 0 here and its amount is settled at checkout.
 */
export function voucherFor(
  row: VoucherRow,
  subtotal: number,
  now: Date,
  shippingCost = 0,
  usage: VoucherUsage = unused,
): Voucher {
  const terms = {
    category: row.category,
    discType: row.discType,
    discAmount: row.discAmount,
    maxDiscount: row.maxDiscount,
    minimumTransaction: row.minimumTransaction,
    expired: row.expiresAt.toISOString(),
  };
  const held = limitReason(row, now, usage);
  const deduction = held
    ? ({ usable: false, amount: 0, reason: held } as const)
    : voucherDeduction(terms, subtotal, shippingCost, now);
  return {
    id: row.id,
    name: row.name,
    ...terms,
    usable: deduction.usable,
    deducted_price: deduction.amount,
    ...(deduction.usable ? {} : { reason: deduction.reason }),
  };
}
