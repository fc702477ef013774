import fp from 'fastify-plugin';
import { settlementHandler } from '../modules/orders/settlement';

/**
 * Plugs the orders module's settlement into `app.payments`: a settled payment moves its order on,
 * inside the transaction that claims the payment (and clears the cached catalogue: stock changed).
 */
export const orderSettlementPlugin = fp(
  async (app) => {
    app.payments.setSettlementHandler(
      settlementHandler({ log: app.log, onCatalogueChanged: () => app.catalogueChanges.announce() }),
    );
  },
  { name: 'order-settlement', dependencies: ['payments', 'response-cache'] },
);
