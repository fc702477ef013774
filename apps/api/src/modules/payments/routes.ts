import type { FastifyInstance } from 'fastify';
import { notificationRoute } from './notification-route';
import { sandboxPages } from './sandbox-pages';

/**
 * The DOKU notification route and — with the sandbox provider — the sandbox's pages, each in its
 * own encapsulated context (their body parsers stay theirs). `app.payments` is built by the root.
 */
export async function paymentRoutes(app: FastifyInstance) {
  await app.register(notificationRoute);
  if (app.payments.provider.name === 'sandbox') await app.register(sandboxPages);
}
