import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { INVOICE_PREFIX } from '@rona/domain';
import { formatRupiah } from '@rona/rules';
import { paths } from '@rona/routes';
import type { Database } from '../../db/client';
import {
  cartItems,
  checkouts,
  orderLines,
  orderStatusHistory,
  orders,
  users,
  variants,
  type CheckoutLine,
} from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { checkOrderUnits, checkVariantCap, DEFAULT_ORDER_CAPS, type OrderCaps } from '../cart/order-caps';
import { lockVouchers, recordVoucherUses, variantRows } from '../cart/cart-repository';
import { loadCheckout, priceCheckout, quotedChoice } from '../checkout/checkout-view';
import { checkGuestToken } from '../checkout/guest-token';
import { loadPoints, recordPoints } from '../account/points';
import type { PaymentsService } from '../payments';
import { recordOrderStep } from '../order-messages/record';
import type { ShippingProvider } from '../shipping';
import { fill, orderMessages as m } from './messages';
import {
  checkOpenUnpaid,
  orderOfCheckout,
  refuseLinesAlreadyOrdered,
  serializeBuyer,
  type Buyer,
} from './order-guards';
import { lockOrder, moveOrder, type OrderRow } from './transitions';

/** How long an order waits for its payment (the payment expires with it). */
export const PAYMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The shop's day (WIB, Asia/Jakarta) as YYYY-MM-DD. */
const shopDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'NMW-' + the shop's day (WIB) + 8 random characters: unique enough, not guessable, fits the contract's pattern. */
export function newInvoice(now: Date): string {
  const day = shopDay.format(now).replaceAll('-', '');
  return `${INVOICE_PREFIX}${day}-${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;
}

export interface OrderDeps {
  db: Database;
  shipping: ShippingProvider;
  payments: PaymentsService;
  log: FastifyBaseLogger;
  publicBaseUrl: string;
  caps?: OrderCaps;
}

/** What the buyer sent with 'Bayar' besides the checkout: the total they saw (older pages omit it) and where they are. */
export interface OrderRequest {
  grandTotal?: number;
  clientAddress: string;
}

export type { Buyer };

/** The claim lost: the checkout became an order in a parallel request ('Bayar' twice). */
class AlreadyOrdered extends Error {}

/** All-or-nothing: every line's units are taken, or the transaction fails naming the short product. */
async function reserveStock(tx: Database, lines: CheckoutLine[]) {
  // A fixed order (by variant) so two buyers of the same products never wait on each other crosswise.
  for (const line of [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId))) {
    const taken = await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} - ${line.quantity}` })
      .where(and(eq(variants.id, line.variantId), sql`${variants.stock} >= ${line.quantity}`))
      .returning({ id: variants.id });
    if (!taken.length)
      throw new HttpError(409, fill(m.stockShort, { name: `${line.name} ${line.size}`.trim() }), [
        { message: fill(m.stockShort, { name: line.name }) },
      ]);
  }
}

/** The per-variant and per-order unit caps, against the variants as they are now. */
async function checkCaps(db: Database, caps: OrderCaps, lines: CheckoutLine[]) {
  const rows = new Map(
    (
      await variantRows(
        db,
        lines.map((l) => l.variantId),
      )
    ).map((r) => [r.variantId, r]),
  );
  for (const line of lines) {
    const row = rows.get(line.variantId);
    if (row) checkVariantCap(caps, row, line.quantity, `${line.name} ${line.size}`.trim());
  }
  checkOrderUnits(caps, lines);
}

/**
 * Turns an open, complete checkout into an order (spec 2 §4 checkout flow; the limits in
 * docs/product/orders.md). One transaction serializes the buyer, claims the checkout, refuses a
 * second order of the same cart and too many unpaid orders, reserves the stock, locks the vouchers,
 * prices the checkout again under those locks and refuses a total other than the one the buyer saw
 * (answering the fresh checkout), then writes the order, its lines, its first history row, the
 * points spent and the vouchers used, and empties the bought lines from the member's cart. The
 * payment is started outside it (the provider is slow); if that fails the order becomes FAILED
 * with its stock, points and vouchers released and the checkout opens again, so 'Bayar' can simply
 * be pressed again. A checkout that already became the caller's order answers that order.
 */
export async function createOrder(
  deps: OrderDeps,
  checkoutId: string,
  buyer: Buyer,
  request: OrderRequest,
  now = new Date(),
): Promise<OrderRow> {
  const { db } = deps;
  const caps = deps.caps ?? DEFAULT_ORDER_CAPS;
  const member = 'userId' in buyer ? buyer : null;
  const made = await orderOfCheckout(db, checkoutId, buyer);
  if (made) return made;
  const { row, choices } = await loadCheckout(db, checkoutId, member ?? 'guest', now);
  if (!member) checkGuestToken(choices.guestTokenHash, 'guestToken' in buyer ? buyer.guestToken : null);
  const { address: quotedAddress, service } = await quotedChoice(db, deps.shipping, row, choices);
  const view = await priceCheckout(db, row, choices, quotedAddress, service, now);
  const address = view.customer.address;
  if (!address) throw badRequest(m.noAddress);
  if (!view.shipping) throw badRequest(m.noShipping);
  if (!view.payment) throw badRequest(m.noPayment);
  const gone = view.products.find((p) => !p.status);
  if (gone)
    throw new HttpError(409, fill(m.productGone, { name: gone.name }), [
      { message: fill(m.productGone, { name: gone.name }) },
    ]);
  await checkCaps(db, caps, row.lines);
  const shipping = view.shipping;
  const paymentCode = view.payment.methode;
  const expected = request.grandTotal ?? view.summary.grandTotal;

  const contact = member
    ? await db
        .select({ name: users.fullName, email: users.email, phone: users.phone })
        .from(users)
        .where(eq(users.id, member.userId))
        .then(([u]) => ({
          name: u?.name ?? address.recipientName,
          email: u?.email ?? '',
          phone: u?.phone ?? address.phone,
        }))
    : { name: address.recipientName, email: choices.guestAddress?.email ?? '', phone: address.phone };

  const expiresAt = new Date(now.getTime() + PAYMENT_WINDOW_MS);
  let order: OrderRow;
  try {
    order = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      await serializeBuyer(tx, member, contact, request.clientAddress);
      const claimed = await tx
        .update(checkouts)
        .set({ status: 'ordered' })
        .where(and(eq(checkouts.id, row.id), eq(checkouts.status, 'open')))
        .returning({ id: checkouts.id });
      if (!claimed.length) throw new AlreadyOrdered();
      await refuseLinesAlreadyOrdered(tx, row, member, contact);
      await checkOpenUnpaid(tx, caps, member, contact, request.clientAddress, now);
      await reserveStock(tx, row.lines);
      await lockVouchers(tx, row.voucherIds);
      // Priced again under the locks (points balance, voucher uses): what is charged is this.
      const fresh = await priceCheckout(tx, row, choices, quotedAddress, service, now);
      if (fresh.summary.grandTotal !== expected) {
        const message = fill(m.totalChanged, { total: formatRupiah(fresh.summary.grandTotal) });
        throw new HttpError(409, message, [{ message }], fresh);
      }
      const summary = fresh.summary;
      if (member && summary.totalPointUsed > 0) {
        const balance = (await loadPoints(tx, member.userId, 1, 1, now)).datas.totalPoint;
        if (balance < summary.totalPointUsed) throw badRequest(m.pointsShort);
      }
      const [created] = await tx
        .insert(orders)
        .values({
          invoice: newInvoice(now),
          guestUuid: member ? null : randomUUID(),
          userId: member?.userId ?? null,
          guest: !member,
          contact,
          checkoutId: row.id,
          status: 'WAITING_PAYMENT',
          summary,
          address,
          shipping,
          paymentCode,
          pointsUsed: summary.totalPointUsed,
          cashback: summary.point,
          grandTotal: summary.grandTotal,
          clientAddress: request.clientAddress,
          expiresAt,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('order insert returned no row');
      await tx.insert(orderLines).values(
        row.lines.map((l, position) => ({
          orderId: created.id,
          position,
          variantId: l.variantId,
          productId: l.productId,
          name: l.name,
          size: l.size,
          url: l.url,
          image: l.image,
          weight: l.weight,
          quantity: l.quantity,
          price: l.price,
          finalPrice: l.finalPrice,
        })),
      );
      await tx
        .insert(orderStatusHistory)
        .values({ orderId: created.id, status: 'WAITING_PAYMENT', at: now, actor: 'buyer', note: null });
      await recordOrderStep(tx, created, 'placed', now);
      if (member && summary.totalPointUsed > 0) {
        await recordPoints(
          tx,
          { userId: member.userId, type: 'expense', point: summary.totalPointUsed, invoice: created.invoice },
          now,
        );
      }
      await recordVoucherUses(
        tx,
        fresh.vouchers.filter((v) => v.usable).map((v) => v.id),
        created.id,
        member?.userId ?? null,
        now,
      );
      if (member) {
        await tx.delete(cartItems).where(
          and(
            eq(cartItems.userId, member.userId),
            inArray(
              cartItems.variantId,
              row.lines.map((l) => l.variantId),
            ),
          ),
        );
      }
      return created;
    });
  } catch (error) {
    if (!(error instanceof AlreadyOrdered)) throw error;
    const other = await orderOfCheckout(db, checkoutId, buyer);
    if (!other) throw new HttpError(410, m.checkoutOrdered, [{ message: m.checkoutOrdered }]);
    return other;
  }

  try {
    const waitingPage = member ? paths.payment(paymentCode, order.invoice) : paths.paymentGuest(order.guestUuid ?? '');
    await deps.payments.createPayment({
      invoice: order.invoice,
      amount: order.grandTotal,
      methodCode: paymentCode,
      customer: { id: member?.userId, name: contact.name, email: contact.email, phone: contact.phone },
      expiresAt,
      callbackUrl: `${deps.publicBaseUrl}${waitingPage}`,
    });
  } catch (error) {
    deps.log.warn(
      { err: error, invoice: order.invoice },
      'orders: payment could not be created; order failed, checkout reopened',
    );
    await db.transaction(async (tx) => {
      const locked = await lockOrder(tx as unknown as Database, { id: order.id });
      if (locked)
        await moveOrder(tx as unknown as Database, locked, 'paymentFailed', 'system', {
          note: 'payment not created',
          now: new Date(),
        });
      await tx.update(checkouts).set({ status: 'open' }).where(eq(checkouts.id, row.id));
    });
    if (error instanceof HttpError && error.statusCode < 500) throw error;
    throw new HttpError(502, m.paymentDown, [{ message: m.paymentDown }]);
  }
  return order;
}
