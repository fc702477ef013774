import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { INVOICE_PREFIX, type Address, type Checkout, type CheckoutShipping, type ShippingService } from '@rona/domain';
import { formatRupiah, shopDayKey } from '@rona/rules';
import { paths } from '@rona/routes';
import type { Database, DbOrTx } from '../../db/client';
import type { CheckoutLine, OrderContact } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { lockVouchers, removeCartLines, variantRows } from '../cart/repository';
import { checkOrderUnits, checkVariantCap, DEFAULT_ORDER_CAPS, type OrderCaps } from '../cart/order-caps';
import { claimCheckout, recordShownTotal, reopenCheckout } from '../checkout/repository';
import { loadCheckout, priceCheckout, quotedChoice, type CheckoutRow, type Choices } from '../checkout/checkout-view';
import { checkGuestToken } from '../checkout/guest-token';
import { loadPoints } from '../account/points';
import type { PaymentsService } from '../payments';
import { PAYMENT_NOT_CREATED, recordOrderStep } from '../order-messages/record';
import type { ShippingProvider } from '../shipping';
import { fill, orderMessages as m } from './messages';
import {
  checkOpenUnpaid,
  orderOfCheckout,
  refuseLinesAlreadyOrdered,
  serializeBuyer,
  type Buyer,
} from './order-guards';
import { holdPointsAndVouchers, reserveStock } from '../reservation/reservation';
import { insertOrder, insertOrderLines, insertStatusHistory, memberContact } from './repository';
import { lockOrder, moveOrder, type OrderRow } from './transitions';

/** How long an order waits for its payment (the payment expires with it). */
export const PAYMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** 'NMW-' + the shop's day (WIB) + 8 random characters: unique enough, not guessable, fits the contract's pattern. */
export function newInvoice(now: Date): string {
  const day = shopDayKey(now).replaceAll('-', '');
  return `${INVOICE_PREFIX}${day}-${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;
}

export interface OrderDeps {
  db: Database;
  shipping: ShippingProvider;
  payments: PaymentsService;
  log: FastifyBaseLogger;
  /** The shop's public origin (SITE_URL): the provider sends the buyer back to the waiting page there. */
  siteUrl: string;
  caps?: OrderCaps;
  /** The time the order is placed and priced at (discount windows, vouchers, expiry): the app's clock. */
  clock?: () => Date;
}

/** What the buyer sent with 'Bayar' besides the checkout: the total they saw (older pages omit it) and where they are. */
export interface OrderRequest {
  grandTotal?: number;
  clientAddress: string;
}

export type { Buyer };

/** The claim lost: the checkout became an order in a parallel request ('Bayar' twice). */
class AlreadyOrdered extends Error {}

/** 409 'Total pembayaran berubah…' answering the fresh checkout. */
class TotalChanged extends HttpError {
  constructor(readonly fresh: Checkout) {
    const message = fill(m.totalChanged, { total: formatRupiah(fresh.summary.grandTotal) });
    super(409, message, [{ message }], fresh);
  }
}

/** Everything checked before the transaction: the checkout as priced, who buys, and what they expect to pay. */
interface OrderDraft {
  member: { userId: string } | null;
  caps: OrderCaps;
  row: CheckoutRow;
  choices: Choices;
  /** The address and courier service as quoted before the transaction (the provider is not asked again inside). */
  quoted: { address: Address | null; service: ShippingService | null };
  address: Address;
  shipping: CheckoutShipping;
  paymentCode: string;
  /** The total the buyer saw: sent with 'Bayar', else the one the checkout last showed. */
  expected: number;
  contact: OrderContact;
  clientAddress: string;
  expiresAt: Date;
}

/**
 * Turns an open, complete checkout into an order (spec 2 §4 checkout flow; the limits in
 * docs/product/orders.md), in these steps:
 *
 * 1. `prepareOrder`: load the checkout, check it is complete and within the caps (no locks yet);
 * 2. in one transaction (`placeOrder`):
 *    a. `claimForBuyer` — serialize the buyer, claim the checkout, refuse a second order of the same
 *       cart and too many unpaid orders;
 *    b. `reserveAndReprice` — reserve the stock, lock the vouchers, price the checkout again under
 *       those locks and refuse a total other than the one the buyer saw (answering the fresh checkout);
 *    c. `writeOrder` — the order, its lines, its first history row and its 'placed' message;
 *    d. `spendPointsAndVouchers` — the points spent, the vouchers used, the bought lines out of the cart;
 * 3. `startPayment`, outside it (the provider is slow): if that fails the order becomes FAILED with
 *    its stock, points and vouchers released and the checkout opens again, so 'Bayar' can simply be
 *    pressed again.
 *
 * A checkout that already became the caller's order answers that order.
 */
export async function createOrder(
  deps: OrderDeps,
  checkoutId: string,
  buyer: Buyer,
  request: OrderRequest,
  now = deps.clock?.() ?? new Date(),
): Promise<OrderRow> {
  const { db } = deps;
  const made = await orderOfCheckout(db, checkoutId, buyer);
  if (made) return made;
  const draft = await prepareOrder(deps, checkoutId, buyer, request, now);
  let order: OrderRow;
  try {
    order = await db.transaction((tx) => placeOrder(tx, draft, now));
  } catch (error) {
    // The refusal shows the fresh total: 'Bayar' again (with or without it) places the order at it.
    if (error instanceof TotalChanged) await recordShownTotal(db, checkoutId, error.fresh.summary.grandTotal);
    if (!(error instanceof AlreadyOrdered)) throw error;
    const other = await orderOfCheckout(db, checkoutId, buyer);
    if (!other) throw new HttpError(410, m.checkoutOrdered, [{ message: m.checkoutOrdered }]);
    return other;
  }
  await startPayment(deps, draft, order);
  return order;
}

/** Step 1: the checkout loaded and priced as it is now, complete (address, courier, payment, products on sale) and within the caps. */
async function prepareOrder(
  deps: OrderDeps,
  checkoutId: string,
  buyer: Buyer,
  request: OrderRequest,
  now: Date,
): Promise<OrderDraft> {
  const { db } = deps;
  const caps = deps.caps ?? DEFAULT_ORDER_CAPS;
  const member = 'userId' in buyer ? buyer : null;
  const { row, choices } = await loadCheckout(db, checkoutId, member ?? 'guest', now);
  if (!member) checkGuestToken(choices.guestTokenHash, 'guestToken' in buyer ? buyer.guestToken : null);
  const quoted = await quotedChoice(db, deps.shipping, row, choices);
  const view = await priceCheckout(db, row, choices, quoted.address, quoted.service, now);
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
  return {
    member,
    caps,
    row,
    choices,
    quoted,
    address,
    shipping: view.shipping,
    paymentCode: view.payment.methode,
    // Never what was not shown: the total sent, else the one the checkout last showed (a checkout
    // never shown — a client that skipped the page — is held to the total priced now).
    expected: request.grandTotal ?? row.shownGrandTotal ?? view.summary.grandTotal,
    contact: await contactOf(db, member, address, choices),
    clientAddress: request.clientAddress,
    expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
  };
}

/** The per-variant and per-order unit caps, against the variants as they are now. */
async function checkCaps(db: DbOrTx, caps: OrderCaps, lines: CheckoutLine[]) {
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

/** Who the order is for: a member's account details (the address's where missing), or the guest's address. */
async function contactOf(
  db: DbOrTx,
  member: { userId: string } | null,
  address: Address,
  choices: Choices,
): Promise<OrderContact> {
  if (!member) return { name: address.recipientName, email: choices.guestAddress?.email ?? '', phone: address.phone };
  const u = await memberContact(db, member.userId);
  return { name: u?.name ?? address.recipientName, email: u?.email ?? '', phone: u?.phone ?? address.phone };
}

/** Step 2, in one transaction: the checkout claimed, the stock and vouchers taken at the fresh price, the order written. */
async function placeOrder(tx: DbOrTx, draft: OrderDraft, now: Date): Promise<OrderRow> {
  await claimForBuyer(tx, draft, now);
  const invoice = newInvoice(now);
  const fresh = await reserveAndReprice(tx, draft, now, invoice);
  const created = await writeOrder(tx, draft, fresh, now, invoice);
  await spendPointsAndVouchers(tx, draft, fresh, created, now);
  return created;
}

/** 2a: the buyer serialized, the checkout claimed (a parallel 'Bayar' loses), the one-cart-one-order and unpaid limits. */
async function claimForBuyer(tx: DbOrTx, draft: OrderDraft, now: Date): Promise<void> {
  const { member, contact, row } = draft;
  await serializeBuyer(tx, member, contact, draft.clientAddress);
  if (!(await claimCheckout(tx, row.id))) throw new AlreadyOrdered();
  await refuseLinesAlreadyOrdered(tx, row, member, contact);
  await checkOpenUnpaid(tx, draft.caps, member, contact, draft.clientAddress, now);
}

/**
 * 2b: every line's units taken, the vouchers locked, and the checkout priced again under those
 * locks (points balance, voucher uses): what is charged is this. A total other than the one the
 * buyer saw is refused with the fresh checkout.
 */
async function reserveAndReprice(tx: DbOrTx, draft: OrderDraft, now: Date, invoice: string): Promise<Checkout> {
  const { row, member } = draft;
  const buyer = { kind: 'buyer' as const, id: member?.userId ?? null, name: draft.contact.name };
  const short = (line: CheckoutRow['lines'][number]) => {
    const message = fill(m.stockShort, { name: `${line.name} ${line.size}`.trim() });
    return new HttpError(409, message, [{ message: fill(m.stockShort, { name: line.name }) }]);
  };
  await reserveStock(tx, row.lines, short, { invoice, buyer, at: now });
  await lockVouchers(tx, row.voucherIds);
  const fresh = await priceCheckout(tx, row, draft.choices, draft.quoted.address, draft.quoted.service, now);
  if (fresh.summary.grandTotal !== draft.expected) throw new TotalChanged(fresh);
  const spent = fresh.summary.totalPointUsed;
  if (member && spent > 0) {
    const balance = (await loadPoints(tx, member.userId, 1, 1, now)).datas.totalPoint;
    if (balance < spent) throw badRequest(m.pointsShort);
  }
  return fresh;
}

/** 2c: the order (WAITING_PAYMENT until its payment time is up), its lines, its first history row and its 'placed' message. */
async function writeOrder(
  tx: DbOrTx,
  draft: OrderDraft,
  fresh: Checkout,
  now: Date,
  invoice: string,
): Promise<OrderRow> {
  const { member, row } = draft;
  const summary = fresh.summary;
  const created = await insertOrder(tx, {
    invoice,
    guestUuid: member ? null : randomUUID(),
    userId: member?.userId ?? null,
    guest: !member,
    contact: draft.contact,
    checkoutId: row.id,
    status: 'WAITING_PAYMENT',
    summary,
    address: draft.address,
    shipping: draft.shipping,
    paymentCode: draft.paymentCode,
    pointsUsed: summary.totalPointUsed,
    cashback: summary.point,
    grandTotal: summary.grandTotal,
    clientAddress: draft.clientAddress,
    expiresAt: draft.expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  await insertOrderLines(tx, created.id, row.lines);
  await insertStatusHistory(tx, {
    orderId: created.id,
    status: 'WAITING_PAYMENT',
    at: now,
    actor: 'buyer',
    note: null,
  });
  await recordOrderStep(tx, created, 'placed', now);
  return created;
}

/** 2d: the points spent, the usable vouchers counted against their limits, the bought lines out of the member's cart. */
async function spendPointsAndVouchers(
  tx: DbOrTx,
  draft: OrderDraft,
  fresh: Checkout,
  created: OrderRow,
  now: Date,
): Promise<void> {
  const { member, row } = draft;
  await holdPointsAndVouchers(
    tx,
    {
      orderId: created.id,
      invoice: created.invoice,
      userId: member?.userId ?? null,
      pointsUsed: member ? fresh.summary.totalPointUsed : 0,
      voucherIds: fresh.vouchers.filter((v) => v.usable).map((v) => v.id),
    },
    now,
  );
  if (member) {
    await removeCartLines(
      tx,
      member.userId,
      row.lines.map((l) => l.variantId),
    );
  }
}

/**
 * Step 3: the payment started at the provider. If that fails, the order becomes FAILED (stock,
 * points and vouchers back) and the checkout opens again; the buyer gets the provider's 4xx, or 502.
 */
async function startPayment(deps: OrderDeps, draft: OrderDraft, order: OrderRow): Promise<void> {
  const { member, contact, paymentCode } = draft;
  try {
    const waitingPage = member ? paths.payment(paymentCode, order.invoice) : paths.paymentGuest(order.guestUuid ?? '');
    await deps.payments.createPayment({
      invoice: order.invoice,
      amount: order.grandTotal,
      methodCode: paymentCode,
      customer: { id: member?.userId, name: contact.name, email: contact.email, phone: contact.phone },
      expiresAt: draft.expiresAt,
      callbackUrl: `${deps.siteUrl}${waitingPage}`,
    });
  } catch (error) {
    deps.log.warn(
      { err: error, invoice: order.invoice },
      'orders: payment could not be created; order failed, checkout reopened',
    );
    await deps.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, { id: order.id });
      if (locked)
        await moveOrder(tx, locked, 'paymentFailed', 'system', { note: PAYMENT_NOT_CREATED, now: new Date() });
      await reopenCheckout(tx, draft.row.id);
    });
    if (error instanceof HttpError && error.statusCode < 500) throw error;
    throw new HttpError(502, m.paymentDown, [{ message: m.paymentDown }]);
  }
}
