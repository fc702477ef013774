import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { memberId } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { checkoutService } from './checkout-service';
import { checkoutMessages as m } from './messages';
import { paymentServices } from './payment-services';

/** Checkout reads and changes, courier prices and payment methods (spec 2 §7). */
export async function checkoutRoutes(app: FastifyInstance) {
  const checkouts = checkoutService(app.db, app.shipping, () => app.clock.now());

  registerEndpoint(app, contract.checkoutGet, ({ auth, query }) =>
    checkouts.forMember(memberId(auth), query.checkoutId),
  );
  registerEndpoint(app, contract.guestCheckoutGet, ({ auth, query }) =>
    checkouts.forGuest(query.checkoutId, auth.guestToken),
  );
  registerEndpoint(
    app,
    contract.checkoutUpdate,
    ({ auth, params, body }) => checkouts.updateMember(memberId(auth), params.checkoutId, body),
    {
      message: m.updated,
    },
  );
  registerEndpoint(
    app,
    contract.guestCheckoutUpdate,
    ({ auth, params, body }) => checkouts.updateGuest(params.checkoutId, auth.guestToken, body),
    {
      message: m.updated,
    },
  );
  registerEndpoint(app, contract.shippingPrice, ({ auth, query }) =>
    checkouts.shippingPrice(query.checkout, auth.member),
  );
  registerEndpoint(app, contract.paymentServices, () => paymentServices(app.db));
}
