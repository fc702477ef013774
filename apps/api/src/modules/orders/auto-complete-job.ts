import type { FastifyInstance } from 'fastify';
import { completeDeliveredOrders } from './auto-complete';

/** How often delivered orders are checked for auto-completion. Safe with several API instances (SKIP LOCKED). */
export const ORDER_AUTO_COMPLETE_INTERVAL_MS = 10 * 60_000;

/**
 * Starts the auto-completion timer (main.ts only; tests call completeDeliveredOrders with their own
 * time). Orders delivered ORDER_AUTO_COMPLETE_DAYS ago that the buyer did not finish become SUCCESS
 * and earn their points. Answers the stop function.
 */
export function startOrderAutoComplete(app: FastifyInstance, every = ORDER_AUTO_COMPLETE_INTERVAL_MS): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const finished = await completeDeliveredOrders(app.db, app.clock.now(), {
        days: app.config.orderAutoCompleteDays,
      });
      if (finished.length) app.log.info({ finished }, 'orders: delivered orders completed automatically');
    } catch (err) {
      app.log.error({ err }, 'orders: auto-completion run failed; retried on the next tick');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), every);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
