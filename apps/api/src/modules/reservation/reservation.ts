import type { StockMovementReason } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import type { AuditActor } from '../audit/record';
import { moveStock } from '../stock/ledger';
import { recordPoints } from '../account/points';
import { recordVoucherUses, releaseVoucherUse } from '../cart/repository';

/**
 * What an open order holds, taken and given back in this one module (issue 25 §11), so the two
 * cannot drift apart: its lines' units (stock), the points it spent and the vouchers it used.
 * Placing an order takes the stock first, under its locks and before it is priced again
 * (`reserveStock`), then, once the order row exists, the points and vouchers (`holdPointsAndVouchers`).
 * The moves that end an order unshipped give back exactly that (`releaseReservation`). Every unit
 * taken or given back is a movement of the stock ledger (modules/stock), in the same transaction.
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

/** Who an order's stock movements are recorded against and why (the stock ledger, issue 27 §5). */
export interface StockCause {
  reason: StockMovementReason;
  actor: AuditActor;
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
  order: { invoice: string; buyer: AuditActor; at: Date },
): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId))) {
    const taken = await moveStock(tx, {
      variantId: line.variantId,
      change: -line.quantity,
      reason: 'pesanan',
      reference: order.invoice,
      actor: order.buyer,
      at: order.at,
    });
    if (taken === null) throw short(line);
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
export async function releaseReservation(
  tx: DbOrTx,
  r: Omit<Reservation, 'voucherIds'>,
  now: Date,
  cause: StockCause,
): Promise<void> {
  for (const line of r.lines) {
    if (!line.variantId) continue;
    const back = { variantId: line.variantId, change: line.quantity, reference: r.invoice, at: now, ...cause };
    await moveStock(tx, back);
  }
  if (r.userId && r.pointsUsed > 0) {
    await recordPoints(tx, { userId: r.userId, type: 'income', point: r.pointsUsed, invoice: r.invoice }, now);
  }
  await releaseVoucherUse(tx, r.orderId);
}
