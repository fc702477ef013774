import type { FastifyInstance } from 'fastify';
import { runMessageWorker } from '../modules/order-messages/worker';
import { completeDeliveredOrders } from '../modules/orders/auto-complete';
import { expireOverdueOrders } from '../modules/orders/settlement';
import type { JobDefinition } from './registry';

/** How often unpaid orders are checked for expiry. Safe with several API instances (SKIP LOCKED). */
export const ORDER_EXPIRY_INTERVAL_MS = 60_000;
/** How often delivered orders are checked for auto-completion (SKIP LOCKED as well). */
export const ORDER_AUTO_COMPLETE_INTERVAL_MS = 10 * 60_000;
/** How often the outbox is looked at for due messages and reminders. */
export const MESSAGE_WORKER_INTERVAL_MS = 2_000;

/**
 * The shop's background jobs (tests call the functions they run directly, with their own time):
 * unpaid orders expire (their stock goes back: every instance's catalogue cache is told), delivered
 * orders the buyer did not finish complete themselves after ORDER_AUTO_COMPLETE_DAYS, and the
 * outbox delivers order and newsletter messages (decision 010).
 */
export function shopJobs(app: FastifyInstance): JobDefinition[] {
  return [
    {
      name: 'order-expiry',
      everyMs: ORDER_EXPIRY_INTERVAL_MS,
      run: async () => {
        const expired = await expireOverdueOrders(app.db, app.clock.now(), { payments: app.payments });
        if (!expired.length) return;
        app.log.info({ expired }, 'orders: unpaid orders expired');
        app.catalogueChanges.announce();
      },
    },
    {
      name: 'order-auto-complete',
      everyMs: ORDER_AUTO_COMPLETE_INTERVAL_MS,
      run: async () => {
        const finished = await completeDeliveredOrders(app.db, app.clock.now(), {
          days: app.config.orderAutoCompleteDays,
        });
        if (finished.length) app.log.info({ finished }, 'orders: delivered orders completed automatically');
      },
    },
    {
      name: 'outbox',
      everyMs: MESSAGE_WORKER_INTERVAL_MS,
      run: (context) =>
        runMessageWorker(
          { db: app.db, messaging: app.messaging, compose: app.config, log: app.log },
          () => context.stopping,
        ),
    },
  ];
}
