import type { Database, DbOrTx } from '../../db/client';
import type { orders } from '../../db/schema';
import { recordPoints } from '../account/points';
import { lockDeliveredBefore } from './repository';
import { moveOrder } from './transitions';

type OrderRow = typeof orders.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The note on the history row of an order the system finished. */
export const AUTO_COMPLETE_NOTE = 'selesai otomatis';

/**
 * DELIVERED → SUCCESS with the order's cashback credited to the member, in the caller's
 * transaction. The move is conditional (`moveOrder` updates only a row still DELIVERED), so of two
 * finishers — the buyer's 'Selesaikan' and this job, or two job runs — one wins and the points are
 * credited once; the loser gets a 409 and writes nothing.
 */
export async function finishDelivered(
  tx: DbOrTx,
  order: OrderRow,
  actor: 'buyer' | 'system',
  now: Date,
): Promise<OrderRow> {
  const moved = await moveOrder(tx, order, 'finish', actor, {
    now,
    note: actor === 'system' ? AUTO_COMPLETE_NOTE : null,
  });
  if (order.userId && order.cashback > 0)
    await recordPoints(
      tx,
      { userId: order.userId, type: 'income', point: order.cashback, invoice: order.invoice },
      now,
    );
  return moved;
}

/**
 * Finishes every order delivered `days` days ago or earlier that the buyer did not finish
 * (issue 16 item 6; ORDER_AUTO_COMPLETE_DAYS). One transaction per run, the orders taken with FOR
 * UPDATE SKIP LOCKED, so parallel runs and several API instances finish each order once.
 * Answers the invoices this run finished.
 */
export async function completeDeliveredOrders(
  db: Database,
  now: Date,
  opts: { days: number; batch?: number },
): Promise<string[]> {
  const deliveredBy = new Date(now.getTime() - opts.days * DAY_MS);
  return db.transaction(async (tx) => {
    const due = await lockDeliveredBefore(tx, deliveredBy, opts.batch ?? 100);
    const finished: string[] = [];
    for (const order of due) {
      await finishDelivered(tx, order, 'system', now);
      finished.push(order.invoice);
    }
    return finished;
  });
}
