import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cartItems,
  cartVouchers,
  checkouts,
  products,
  voucherClaims,
  voucherUses,
  vouchers,
  variants,
  type CheckoutLine,
  type Dimension,
} from '../../db/schema';
import { variantColumns } from '../catalogue/repository';

export type VoucherRow = typeof vouchers.$inferSelect;

const lineColumns = {
  ...variantColumns,
  promoId: variants.promoId,
  maxPerOrder: variants.maxPerOrder,
  productId: products.id,
  name: products.name,
  image: products.image,
  /** On sale: the product shown and the size enabled. */
  status: sql<boolean>`(${products.status} and ${variants.enabled})`,
  dimension: sql<Dimension>`coalesce(${variants.dimension}, ${products.dimension})`,
  marketplace: products.marketplace,
};
export type VariantRow = Awaited<ReturnType<typeof variantRows>>[number];

// ── cart lines ──────────────────────────────────────────────────────────────────────────────────

/** Variants with their product, as the cart prices them (always from the catalogue, never from the client). */
export function variantRows(db: DbOrTx, variantIds: string[]) {
  if (!variantIds.length) return Promise.resolve([]);
  return db
    .select(lineColumns)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.id, variantIds));
}

/** A member's cart rows in the order they were added. */
export function memberCartRows(db: DbOrTx, userId: string) {
  return db
    .select({ ...lineColumns, quantity: cartItems.quantity, isSelected: cartItems.isSelected })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(variants.id));
}

/** One line of a member's cart (its quantity), or null. */
export function memberCartRow(db: DbOrTx, userId: string, variantId: string) {
  return db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)))
    .then((rows) => rows[0] ?? null);
}

/**
 * Adds units to a line (creating it when new) in one conditional statement: the line never passes
 * `max` (the stock or the variant's cap), whatever runs in parallel. False when it would have.
 */
export async function addCartUnits(
  db: DbOrTx,
  userId: string,
  variantId: string,
  quantity: number,
  max: number,
): Promise<boolean> {
  if (quantity > max) return false;
  const rows = await db
    .insert(cartItems)
    .values({ userId, variantId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.variantId],
      set: { quantity: sql`${cartItems.quantity} + ${quantity}` },
      setWhere: sql`${cartItems.quantity} + ${quantity} <= ${max}`,
    })
    .returning({ quantity: cartItems.quantity });
  return rows.length > 0;
}

/** Sets a line's quantity (creating it when new). */
export async function putCartLine(db: DbOrTx, userId: string, variantId: string, quantity: number): Promise<void> {
  await db
    .insert(cartItems)
    .values({ userId, variantId, quantity })
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.variantId], set: { quantity } });
}

/** Changes an existing line's quantity or selection. */
export async function updateCartLine(
  db: DbOrTx,
  userId: string,
  variantId: string,
  set: { quantity: number } | { isSelected: boolean },
): Promise<void> {
  await db
    .update(cartItems)
    .set(set)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)));
}

export async function removeCartLine(db: DbOrTx, userId: string, variantId: string): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)));
}

/** Removes these variants' lines from a member's cart (what an order bought). */
export async function removeCartLines(db: DbOrTx, userId: string, variantIds: string[]): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.variantId, variantIds)));
}

export async function emptyCart(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

// ── vouchers ────────────────────────────────────────────────────────────────────────────────────

/** Vouchers without a code are open to every member; coded ones only once the member claimed the code. */
export function memberVouchers(db: DbOrTx, userId: string): Promise<VoucherRow[]> {
  return db
    .select({ voucher: vouchers })
    .from(vouchers)
    .leftJoin(voucherClaims, and(eq(voucherClaims.voucherId, vouchers.id), eq(voucherClaims.userId, userId)))
    .where(or(isNull(vouchers.redeemCode), sql`${voucherClaims.userId} is not null`))
    .orderBy(vouchers.category, vouchers.expiresAt, vouchers.id)
    .then((rows) => rows.map((r) => r.voucher));
}

export function vouchersByIds(db: DbOrTx, ids: string[]): Promise<VoucherRow[]> {
  return db.select().from(vouchers).where(inArray(vouchers.id, ids));
}

export function findByRedeemCode(db: DbOrTx, code: string): Promise<VoucherRow | null> {
  return db
    .select()
    .from(vouchers)
    .where(sql`upper(${vouchers.redeemCode}) = ${code.toUpperCase()}`)
    .then((rows) => rows[0] ?? null);
}

/** The member holds a coded voucher from now on (claiming twice is harmless). */
export async function claimVoucher(db: DbOrTx, userId: string, voucherId: string): Promise<void> {
  await db.insert(voucherClaims).values({ userId, voucherId }).onConflictDoNothing();
}

export function appliedVoucherIds(db: DbOrTx, userId: string): Promise<string[]> {
  return db
    .select({ id: cartVouchers.voucherId })
    .from(cartVouchers)
    .where(eq(cartVouchers.userId, userId))
    .then((rows) => rows.map((r) => r.id));
}

/** The vouchers applied to a member's cart become exactly these. */
export async function replaceAppliedVouchers(db: DbOrTx, userId: string, ids: string[]): Promise<void> {
  await db.delete(cartVouchers).where(eq(cartVouchers.userId, userId));
  if (ids.length) await db.insert(cartVouchers).values(ids.map((voucherId) => ({ userId, voucherId })));
}

/** How many orders hold a voucher: all of them, and this member's. */
export interface VoucherUsage {
  total: number;
  mine: number;
}

/** The uses of these vouchers by orders that still hold them (cancelled and expired orders gave theirs back). */
export async function voucherUsage(
  db: DbOrTx,
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
export async function lockVouchers(tx: DbOrTx, voucherIds: string[]): Promise<void> {
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
  tx: DbOrTx,
  voucherIds: string[],
  orderId: string,
  userId: string | null,
  now: Date,
): Promise<void> {
  if (voucherIds.length)
    await tx.insert(voucherUses).values(voucherIds.map((voucherId) => ({ voucherId, orderId, userId, usedAt: now })));
}

/** Gives the order's vouchers back (the order was cancelled or expired): they count against no limit any more. */
export async function releaseVoucherUse(tx: DbOrTx, orderId: string): Promise<void> {
  await tx.delete(voucherUses).where(eq(voucherUses.orderId, orderId));
}

// ── checkouts ───────────────────────────────────────────────────────────────────────────────────

/** Stores a started checkout (its frozen lines and vouchers); answers its id. */
export async function insertCheckout(
  db: DbOrTx,
  values: { userId: string | null; guest: boolean; lines: CheckoutLine[]; voucherIds: string[]; expiresAt: Date },
): Promise<{ id: string }> {
  const [row] = await db.insert(checkouts).values(values).returning({ id: checkouts.id });
  return { id: row!.id };
}
