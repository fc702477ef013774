import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { dokuProvider } from './doku-provider';
import { notificationRoute } from './notification-route';
import { sandboxPages } from './sandbox-pages';
import { sandboxProvider } from './sandbox-provider';
import { paymentsService, type PaymentsService } from './service';
import type { PaymentProvider } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts payments at the configured provider and settles them from its notifications. */
    payments: PaymentsService;
  }
}

export function createPaymentProvider(config: Config): PaymentProvider {
  const p = config.payment;
  if (p.provider === 'doku')
    return dokuProvider({ clientId: p.dokuClientId, secretKey: p.dokuSecretKey, baseUrl: p.dokuBaseUrl });
  return sandboxProvider({ publicBaseUrl: config.publicBaseUrl });
}

/**
 * Decorates the root app with `app.payments` (for the orders module), and registers the DOKU
 * notification route and — with the sandbox provider — the sandbox's pages, each in its own
 * encapsulated context (their body parsers stay theirs).
 */
export async function paymentRoutes(app: FastifyInstance) {
  const provider = createPaymentProvider(app.config);
  if (provider.name === 'sandbox' && app.config.env === 'production') {
    app.log.warn('payments: PAYMENT_PROVIDER is sandbox — anyone with a payment link can mark it paid');
  }
  app.decorate('payments', paymentsService({ db: app.db, provider, log: app.log }));
  await app.register(notificationRoute);
  if (provider.name === 'sandbox') await app.register(sandboxPages);
}
// Same effect as fastify-plugin: `app.payments` lands on the root instance.
(paymentRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
