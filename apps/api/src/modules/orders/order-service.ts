import { INVOICE_PREFIX, type orderSearchQuerySchema } from '@rona/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { cartService } from '../cart/cart-service';
import { finishDelivered } from './auto-complete';
import { createOrder, type OrderDeps, type OrderRequest } from './create-order';
import { orderMessages as m } from './messages';
import { closePendingPayment, paymentByInvoice } from '../payments/repository';
import { findOrder, linesOf, memberHasBankAccount, searchMemberOrders } from './repository';
import { orderDetailOf, orderListOf, paymentDataOf, trackingOf } from './views';
import { lockOrder, moveOrder, type OrderRow } from './transitions';
import { withCourierEvents } from './shipment';

type SearchQuery = z.output<typeof orderSearchQuerySchema>;

export function orderService(deps: OrderDeps & { onCatalogueChanged: () => void }) {
  const { db } = deps;

  /** A member's own order, else 404 (another member's answers like a missing one). */
  async function own(userId: string, invoice: string): Promise<OrderRow> {
    const row = await findOrder(db, { invoice, userId });
    if (!row) throw notFound(m.invoiceNotFound);
    return row;
  }

  async function guestOrder(uuid: string): Promise<OrderRow> {
    const row = await findOrder(db, { guestUuid: uuid });
    if (!row) throw notFound(m.orderNotFound);
    return row;
  }

  async function paymentData(order: OrderRow) {
    const data = await paymentDataOf(db, order);
    if (!data) throw notFound(m.invoiceNotFound);
    return data;
  }

  /** Runs a buyer's move on their order in one transaction (locked, then moved). */
  async function buyerMove(userId: string, invoice: string, run: (tx: DbOrTx, order: OrderRow) => Promise<OrderRow>) {
    await own(userId, invoice);
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, { invoice });
      if (!order) throw notFound(m.invoiceNotFound);
      return run(tx, order);
    });
  }

  return {
    async createMember(userId: string, checkoutId: string, request: OrderRequest) {
      const order = await createOrder(deps, checkoutId, { userId }, request);
      deps.onCatalogueChanged();
      return {
        order: { invoice_number: order.invoice, status: order.status, payments: { methode: order.paymentCode } },
      };
    },

    async createGuest(checkoutId: string, guestToken: string | null, request: OrderRequest) {
      const order = await createOrder(deps, checkoutId, { guestToken }, request);
      deps.onCatalogueChanged();
      return { uuid: order.guestUuid ?? '', order: { invoice_number: order.invoice } };
    },

    memberPayment: async (userId: string, invoice: string) => paymentData(await own(userId, invoice)),
    guestPayment: async (uuid: string) => paymentData(await guestOrder(uuid)),

    async detail(userId: string, invoice: string) {
      const order = await own(userId, invoice);
      return orderDetailOf(order, (await linesOf(db, [order.id])).get(order.id) ?? []);
    },

    async guestDetail(uuid: string) {
      const order = await guestOrder(uuid);
      return orderDetailOf(order, (await linesOf(db, [order.id])).get(order.id) ?? []);
    },

    async search(userId: string, q: SearchQuery) {
      const limit = q.limit ?? 3;
      const page = q.page ?? 1;
      const { rows, totalData } = await searchMemberOrders(db, userId, {
        status: q.status,
        search: q.search,
        date: q.date,
        limit,
        page,
      });
      return {
        datas: await orderListOf(db, rows),
        page: { currentPage: page, totalPage: Math.max(1, Math.ceil(totalData / limit)), totalData, limit },
      };
    },

    /** Cancels an unpaid order: the payment is closed first, so a payment arriving later cannot settle it. */
    async cancel(userId: string, invoice: string) {
      const moved = await buyerMove(userId, invoice, async (tx, order) => {
        if (order.status !== 'WAITING_PAYMENT' && order.status !== 'PENDING')
          throw new HttpError(409, m.notAllowed, [{ message: m.notAllowed }]);
        const closed = await closePendingPayment(tx, order.invoice, 'FAILED', new Date());
        const payment = await paymentByInvoice(tx, order.invoice);
        if (!closed && payment && payment.status === 'SUCCESS')
          throw new HttpError(409, m.notAllowed, [{ message: m.notAllowed }]);
        return moveOrder(tx, order, 'cancel', 'buyer', { note: 'dibatalkan pembeli' });
      });
      deps.onCatalogueChanged();
      return { invoice: moved.invoice, status: moved.status, point: 0 };
    },

    /** DELIVERED → SUCCESS with the cashback credited once: the same finish as the auto-completion job. */
    async confirmSuccess(userId: string, invoice: string) {
      const moved = await buyerMove(userId, invoice, (tx, order) => finishDelivered(tx, order, 'buyer', new Date()));
      return { invoice: moved.invoice, status: moved.status, point: moved.cashback };
    },

    /** WAITING_CONFIRM → REQUEST_REFUND; the refund goes to the saved bank account, so one is required. */
    async requestRefund(userId: string, invoice: string, reason: string) {
      if (!(await memberHasBankAccount(db, userId))) throw badRequest(m.refundBankMissing);
      const moved = await buyerMove(userId, invoice, (tx, order) =>
        moveOrder(tx, order, 'requestRefund', 'buyer', { note: reason, set: { refundReason: reason } }),
      );
      return { invoice: moved.invoice, status: moved.status, point: 0 };
    },

    /** The order's products back in the cart (quantities capped at the stock; gone ones skipped). */
    async orderAgain(userId: string, invoice: string) {
      const order = await own(userId, invoice);
      const lines = (await linesOf(db, [order.id])).get(order.id) ?? [];
      return cartService(db, deps.caps).merge(
        userId,
        lines.flatMap((l) => (l.variantId ? [{ id: l.variantId, quantity: l.quantity, isSelected: true }] : [])),
        'merge',
      );
    },

    /** Tracking: a member's own order, or a guest order whose uuid matches. `order_id` is the invoice (NMW-…). */
    async tracking(orderId: string, member: { userId: string } | null, uuid: string | undefined) {
      const invoice = orderId.startsWith(`${INVOICE_PREFIX}${INVOICE_PREFIX}`)
        ? orderId.slice(INVOICE_PREFIX.length)
        : orderId;
      const row = await findOrder(db, { invoice });
      const allowed = row && ((member && row.userId === member.userId) || (uuid && row.guestUuid === uuid));
      if (!row || !allowed) throw notFound(m.orderNotFound);
      return withCourierEvents(await trackingOf(db, row), row, deps.shipping, deps.log);
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
