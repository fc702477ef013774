import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { memberId } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { fill, orderMessages as m } from './messages';
import { guestOrderRules, memberOrderRules } from '../cart/order-limits';
import { lookUpGuestOrder } from './guest-lookup';
import { orderService } from './order-service';

/**
 * Orders (spec 2 §7): creation from a checkout, the payment-waiting data, history, detail,
 * cancel, finish, refund request, order again, guest order and tracking.
 */
export async function orderRoutes(app: FastifyInstance) {
  const service = orderService({
    db: app.db,
    shipping: app.shipping,
    payments: app.payments,
    log: app.log,
    siteUrl: app.config.siteUrl,
    caps: app.config.orderCaps,
    clock: () => app.clock.now(),
    onCatalogueChanged: () => app.catalogueChanges.announce(),
  });

  registerEndpoint(
    app,
    contract.orderCreate,
    async ({ auth, body, request }) => {
      const userId = memberId(auth);
      await app.rateLimiter.consume(memberOrderRules(userId));
      return service.createMember(userId, body.checkoutId, {
        grandTotal: body.grandTotal,
        clientAddress: request.ip,
      });
    },
    { message: m.created },
  );
  registerEndpoint(
    app,
    contract.guestOrderCreate,
    async ({ auth, body, request }) => {
      await app.rateLimiter.consume(guestOrderRules(request.ip));
      return service.createGuest(body.checkoutId, auth.guestToken, {
        grandTotal: body.grandTotal,
        clientAddress: request.ip,
      });
    },
    { message: m.created },
  );
  registerEndpoint(app, contract.orderPayment, ({ auth, params }) =>
    service.memberPayment(memberId(auth), params.invoice),
  );
  registerEndpoint(app, contract.guestOrderPayment, ({ query }) => service.guestPayment(query.search));
  registerEndpoint(app, contract.orderDetail, ({ auth, params }) => service.detail(memberId(auth), params.invoice));
  registerEndpoint(app, contract.orderSearch, ({ auth, query }) => service.search(memberId(auth), query));
  registerEndpoint(app, contract.orderCancel, ({ auth, params }) => service.cancel(memberId(auth), params.invoice), {
    message: (r) => fill(m.cancelled, { invoice: r.invoice }),
  });
  registerEndpoint(
    app,
    contract.orderConfirmSuccess,
    ({ auth, params }) => service.confirmSuccess(memberId(auth), params.invoice),
    {
      message: (r) => (r.point > 0 ? fill(m.finishedWithPoints, { point: r.point }) : m.finished),
    },
  );
  registerEndpoint(
    app,
    contract.refundRequest,
    ({ auth, params, body }) => service.requestRefund(memberId(auth), params.invoice, body.refundRequest),
    {
      message: m.refundRequested,
    },
  );
  registerEndpoint(app, contract.orderAgain, ({ auth, query }) => service.orderAgain(memberId(auth), query.invoice), {
    message: m.orderAgain,
  });
  registerEndpoint(app, contract.guestOrder, ({ query }) => service.guestDetail(query.search));
  registerEndpoint(
    app,
    contract.guestOrderLookup,
    ({ body, request }) => lookUpGuestOrder(app.db, app.rateLimiter, { ...body, clientAddress: request.ip }),
    { message: m.lookupFound },
  );
  registerEndpoint(app, contract.orderTracking, ({ auth, query }) =>
    service.tracking(query.order_id, auth.member, query.uuid),
  );
}
