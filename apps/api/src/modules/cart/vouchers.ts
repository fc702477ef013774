import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Voucher } from '@rona/domain';
import { voucherDeduction } from '@rona/pricing';
import type { Database } from '../../db/client';
import { cartVouchers, voucherClaims, vouchers } from '../../db/schema';

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

/**
 * A voucher as the cart shows it, judged against this cart: `usable` and `deducted_price` come
 * from the shared rule. The cart has no shipping cost yet, so a shipping voucher deducts 0 here
 * and its amount is settled at checkout.
 */
export function voucherFor(row: VoucherRow, subtotal: number, now: Date, shippingCost = 0): Voucher {
  const terms = {
    category: row.category,
    discType: row.discType,
    discAmount: row.discAmount,
    maxDiscount: row.maxDiscount,
    minimumTransaction: row.minimumTransaction,
    expired: row.expiresAt.toISOString(),
  };
  const deduction = voucherDeduction(terms, subtotal, shippingCost, now);
  return {
    id: row.id,
    name: row.name,
    ...terms,
    usable: deduction.usable,
    deducted_price: deduction.amount,
    ...(deduction.usable ? {} : { reason: deduction.reason }),
  };
}
