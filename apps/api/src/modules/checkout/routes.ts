import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { memberOf } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { checkoutService } from './checkout-service';
import { checkoutMessages as m } from './messages';
import { paymentServices } from './payment-services';

/** Checkout reads and changes, courier prices and payment methods (spec 2 §7). */
export async function checkoutRoutes(app: FastifyInstance) {
  const checkouts = checkoutService(app.db, app.shipping);
  const me = (auth: Parameters<typeof memberOf>[0]) => memberOf(auth).userId;

  registerEndpoint(app, contract.checkoutGet, ({ auth, query }) => checkouts.forMember(me(auth), query.checkoutId));
  registerEndpoint(app, contract.guestCheckoutGet, ({ auth, query }) =>
    checkouts.forGuest(query.checkoutId, auth.guestToken),
  );
  registerEndpoint(
    app,
    contract.checkoutUpdate,
    ({ auth, params, body }) => checkouts.updateMember(me(auth), params.checkoutId, body),
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
    checkouts.shippingPrice(query.checkout, auth.member ? { userId: auth.member.userId } : null),
  );
  registerEndpoint(app, contract.paymentServices, () => paymentServices(app.db));
}
