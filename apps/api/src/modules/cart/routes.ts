import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { memberId } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { cartService } from './cart-service';
import { checkoutStarter } from './checkout-start';
import { cartMessages as m } from './messages';
import { guestCheckoutRules } from './order-limits';

/** The member cart, vouchers and the start of a checkout (spec 1 §7). Every answer is the repriced cart. */
export async function cartRoutes(app: FastifyInstance) {
  const carts = cartService(app.db, app.config.orderCaps, () => app.clock.now());
  const checkout = checkoutStarter(app.db, carts, app.config.orderCaps);

  registerEndpoint(app, contract.cartList, ({ auth }) => carts.read(memberId(auth)));
  registerEndpoint(app, contract.cartAdd, ({ auth, body }) => carts.add(memberId(auth), body.itemId, body.quantity), {
    message: m.added,
  });
  registerEndpoint(app, contract.cartRemove, ({ auth, params }) => carts.remove(memberId(auth), params.id), {
    message: m.removed,
  });
  registerEndpoint(app, contract.cartEditQuantity, ({ auth, params, body }) =>
    carts.editQuantity(memberId(auth), params.id, body.quantity),
  );
  registerEndpoint(app, contract.cartEditSelected, ({ auth, params, body }) =>
    carts.editSelected(memberId(auth), params.id, body.isSelected),
  );
  registerEndpoint(app, contract.cartUpdate, ({ auth, body }) => carts.updateVouchers(memberId(auth), body), {
    message: (cart) => (cart.vouchers.length ? m.vouchersApplied : m.vouchersCleared),
  });
  registerEndpoint(app, contract.cartVouchers, ({ auth }) => carts.vouchers(memberId(auth)));
  registerEndpoint(app, contract.cartMerge, ({ auth, body }) => carts.merge(memberId(auth), body.products, body.mode));
  registerEndpoint(app, contract.checkoutNew, ({ auth }) => checkout.forMember(memberId(auth)), {
    message: m.checkoutStarted,
  });
  registerEndpoint(app, contract.guestCartPrice, ({ body }) => carts.priceGuest(body.products));
  registerEndpoint(
    app,
    contract.guestCheckoutCreate,
    async ({ body, request }) => {
      await app.rateLimiter.consume(guestCheckoutRules(request.ip));
      return checkout.forGuest(body.products);
    },
    { message: m.checkoutStarted },
  );
}
