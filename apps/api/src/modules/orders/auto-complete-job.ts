import type { FastifyInstance } from 'fastify';
import { completeDeliveredOrders } from './auto-complete';
import { repeatEvery } from './timer';

/** How often delivered orders are checked for auto-completion. Safe with several API instances (SKIP LOCKED). */
export const ORDER_AUTO_COMPLETE_INTERVAL_MS = 10 * 60_000;

/**
 * Starts the auto-completion timer (main.ts only; tests call completeDeliveredOrders with their own
 * time). Orders delivered ORDER_AUTO_COMPLETE_DAYS ago that the buyer did not finish become SUCCESS
 * and earn their points. Answers the stop function.
 */
export function startOrderAutoComplete(app: FastifyInstance, every = ORDER_AUTO_COMPLETE_INTERVAL_MS): () => void {
  return repeatEvery(
    every,
    async () => {
      const finished = await completeDeliveredOrders(app.db, app.clock.now(), {
        days: app.config.orderAutoCompleteDays,
      });
      if (finished.length) app.log.info({ finished }, 'orders: delivered orders completed automatically');
    },
    (err) => app.log.error({ err }, 'orders: auto-completion run failed; retried on the next tick'),
  );
}
