import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Voucher } from '@rona/domain';
import { voucherDeduction } from '@rona/rules';
import type { Database } from '../../db/client';
import { cartVouchers, voucherClaims, voucherUses, vouchers } from '../../db/schema';
import { cartMessages as m, fill } from './messages';

export type VoucherRow = typeof vouchers.$inferSelect;

/** Vouchers without a code are open to every member; coded ones only once the member claimed the code. */
export function memberVouchers(db: Database, userId: string): Promise<VoucherRow[]> {
  return db
    .select({ voucher: vouchers })
    .from(vouchers)
    .leftJoin(voucherClaims, and(eq(voucherClaims.voucherId, vouchers.id), eq(voucherClaims.userId, userId)))
    .where(or(isNull(vouchers.redeemCode), sql`${voucherClaims.userId} is not null`))
    .orderBy(vouchers.category, vouchers.expiresAt, vouchers.id)
    .then((rows) => rows.map((r) => r.voucher));
}

export function appliedVoucherIds(db: Database, userId: string): Promise<string[]> {
  return db
    .select({ id: cartVouchers.voucherId })
    .from(cartVouchers)
    .where(eq(cartVouchers.userId, userId))
    .then((rows) => rows.map((r) => r.id));
}

export function findByRedeemCode(db: Database, code: string): Promise<VoucherRow | null> {
  return db
    .select()
    .from(vouchers)
    .where(sql`upper(${vouchers.redeemCode}) = ${code.toUpperCase()}`)
    .then((rows) => rows[0] ?? null);
}

/** How many orders hold a voucher: all of them, and this member's. */
export interface VoucherUsage {
  total: number;
  mine: number;
}
const unused: VoucherUsage = { total: 0, mine: 0 };

/** The uses of these vouchers by orders that still hold them (cancelled and expired orders gave theirs back). */
export async function voucherUsage(
  db: Database,
  voucherIds: string[],
  userId: string | null,
): Promise<Map<string, VoucherUsage>> {
  if (!voucherIds.length) return new Map();
  const rows = await db
    .select({
      voucherId: voucherUses.voucherId,
      total: count(),
      mine: userId ? sql<number>`count(*) filter (where ${voucherUses.userId} = ${userId})` : sql<number>`0`,
    })
    .from(voucherUses)
    .where(inArray(voucherUses.voucherId, voucherIds))
    .groupBy(voucherUses.voucherId);
  return new Map(rows.map((r) => [r.voucherId, { total: Number(r.total), mine: Number(r.mine) }]));
}

/** The vouchers' rows locked for this transaction, so their uses are counted one order at a time. */
export async function lockVouchers(tx: Database, voucherIds: string[]): Promise<void> {
  if (voucherIds.length)
    await tx
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(inArray(vouchers.id, [...voucherIds].sort()))
      .orderBy(vouchers.id)
      .for('update');
}

/** Counts the order's vouchers against their limits (call with the vouchers locked and judged usable). */
export async function recordVoucherUses(
  tx: Database,
  voucherIds: string[],
  orderId: string,
  userId: string | null,
  now: Date,
): Promise<void> {
  if (voucherIds.length)
    await tx.insert(voucherUses).values(voucherIds.map((voucherId) => ({ voucherId, orderId, userId, usedAt: now })));
}

/** Gives the order's vouchers back (the order was cancelled or expired): they count against no limit any more. */
export async function releaseVoucherUse(tx: Database, orderId: string): Promise<void> {
  await tx.delete(voucherUses).where(eq(voucherUses.orderId, orderId));
}

const shopDate = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

/** Why a voucher cannot be used yet or any more, before its terms are looked at; null when its dates and limits allow it. */
function limitReason(row: VoucherRow, now: Date, usage: VoucherUsage): string | null {
  if (row.startsAt && row.startsAt.getTime() > now.getTime())
    return fill(m.voucherNotStarted, { date: shopDate.format(row.startsAt) });
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
