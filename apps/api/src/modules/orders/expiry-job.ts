import type { FastifyInstance } from 'fastify';
import { expireOverdueOrders } from './settlement';
import { repeatEvery } from './timer';

/** How often unpaid orders are checked for expiry. Safe with several API instances (SKIP LOCKED). */
export const ORDER_EXPIRY_INTERVAL_MS = 60_000;

/** Starts the expiry timer (main.ts only; tests call expireOverdueOrders directly). Answers the stop function. */
export function startOrderExpiry(app: FastifyInstance, every = ORDER_EXPIRY_INTERVAL_MS): () => void {
  return repeatEvery(
    every,
    async () => {
      const expired = await expireOverdueOrders(app.db, app.clock.now(), { payments: app.payments });
      if (expired.length) {
        app.log.info({ expired }, 'orders: unpaid orders expired');
        app.responseCache.clear();
      }
    },
    (err) => app.log.error({ err }, 'orders: expiry run failed; retried on the next tick'),
  );
}
