import fp from 'fastify-plugin';
import type { Config } from '../config';
import { dokuProvider } from '../modules/payments/doku-provider';
import { sandboxProvider } from '../modules/payments/sandbox-provider';
import { paymentsService, type PaymentsService } from '../modules/payments/service';
import type { PaymentProvider } from '../modules/payments/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts payments at the configured provider and settles them from its notifications. */
    payments: PaymentsService;
  }
}

/** DOKU (Jokul v2) or the built-in sandbox, as PAYMENT_PROVIDER says. */
export function createPaymentProvider(config: Config): PaymentProvider {
  const p = config.payment;
  if (p.provider === 'doku')
    return dokuProvider({ clientId: p.dokuClientId, secretKey: p.dokuSecretKey, baseUrl: p.dokuBaseUrl });
  return sandboxProvider({ publicBaseUrl: config.publicBaseUrl });
}

/** `app.payments`: the payments service on the configured provider (the order settlement is plugged in by the root). */
export const paymentsPlugin = fp(
  async (app) => {
    const provider = createPaymentProvider(app.config);
    if (provider.name === 'sandbox' && app.config.env === 'production') {
      app.log.warn('payments: PAYMENT_PROVIDER is sandbox — anyone with a payment link can mark it paid');
    }
    app.decorate('payments', paymentsService({ db: app.db, provider, log: app.log, now: () => app.clock.now() }));
  },
  { name: 'payments', dependencies: ['config', 'database', 'clock'] },
);
