import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { variants } from '../../db/schema';
import { recordPoints } from '../account/points';
import { recordVoucherUses, releaseVoucherUse } from '../cart/repository';

/**
 * What an open order holds, taken and given back in this one module (issue 25 §11), so the two
 * cannot drift apart: its lines' units (stock), the points it spent and the vouchers it used.
 * Placing an order takes the stock first, under its locks and before it is priced again
 * (`reserveStock`), then, once the order row exists, the points and vouchers (`holdPointsAndVouchers`).
 * The moves that end an order unshipped give back exactly that (`releaseReservation`).
 */
export interface Reservation {
  orderId: string;
  invoice: string;
  /** The member who spent the points; null for a guest. */
  userId: string | null;
  lines: readonly { variantId: string | null; quantity: number }[];
  pointsUsed: number;
  voucherIds: readonly string[];
}

/** Takes `quantity` units of a variant if that many are on sale (one conditional statement). */
async function takeStock(tx: DbOrTx, variantId: string, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(variants)
    .set({ stock: sql`${variants.stock} - ${quantity}` })
    .where(and(eq(variants.id, variantId), sql`${variants.stock} >= ${quantity}`))
    .returning({ id: variants.id });
  return taken.length > 0;
}

async function returnStock(tx: DbOrTx, variantId: string, quantity: number): Promise<void> {
  await tx
    .update(variants)
    .set({ stock: sql`${variants.stock} + ${quantity}` })
    .where(eq(variants.id, variantId));
}

/**
 * All or nothing: every line's units are taken, or `short(line)` is thrown for the first line
 * without enough stock (the transaction then takes nothing). A fixed order (by variant), so two
 * buyers of the same products never wait on each other crosswise.
 */
export async function reserveStock<L extends { variantId: string; quantity: number }>(
  tx: DbOrTx,
  lines: readonly L[],
  short: (line: L) => Error,
): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId))) {
    if (!(await takeStock(tx, line.variantId, line.quantity))) throw short(line);
  }
}

/** The points spent (a member's expense on the invoice) and the vouchers counted against their limits. */
export async function holdPointsAndVouchers(tx: DbOrTx, r: Omit<Reservation, 'lines'>, now: Date): Promise<void> {
  if (r.userId && r.pointsUsed > 0) {
    await recordPoints(tx, { userId: r.userId, type: 'expense', point: r.pointsUsed, invoice: r.invoice }, now);
  }
  await recordVoucherUses(tx, [...r.voucherIds], r.orderId, r.userId, now);
}

/**
 * Gives back what the order holds: its units back on sale, its points back (an income on the
 * invoice), its vouchers free of their limits. Once: only the winning move calls it.
 */
export async function releaseReservation(tx: DbOrTx, r: Omit<Reservation, 'voucherIds'>, now: Date): Promise<void> {
  for (const line of r.lines) {
    if (line.variantId) await returnStock(tx, line.variantId, line.quantity);
  }
  if (r.userId && r.pointsUsed > 0) {
    await recordPoints(tx, { userId: r.userId, type: 'income', point: r.pointsUsed, invoice: r.invoice }, now);
  }
  await releaseVoucherUse(tx, r.orderId);
}
