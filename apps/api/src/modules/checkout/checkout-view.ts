import {
  PAYMENT_PROVIDER,
  type Address,
  type CartItem,
  type Checkout,
  type CheckoutShipping,
  type ShippingService,
} from '@rona/domain';
import { checkoutSummary, insuranceAmount, pointsDisabled } from '@rona/rules';
import type { DbOrTx } from '../../db/client';
import type { CheckoutLine } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { toCartItem } from '../cart/cart-lines';
import { activeDiscount } from '../catalogue/pricing';
import { variantRows, vouchersByIds, voucherUsage } from '../cart/repository';
import { voucherFor } from '../cart/vouchers';
import { isUuid } from '@rona/domain';
import { listAddresses } from '../account/addresses';
import { loadPoints } from '../account/points';
import { paymentMethodByCode } from '../payments/repository';
import { ShippingUnavailable, type ShippingProvider } from '../shipping';
import { courierList, findCheckout, memberHasAddress, type CheckoutRow, type ChoicesRow } from './repository';
import { checkoutMessages as m } from './messages';

export type { CheckoutRow };
export type Choices = Omit<ChoicesRow, 'checkoutId' | 'updatedAt'>;

export const noChoices = (): Choices => ({
  addressId: null,
  guestAddress: null,
  shippingId: null,
  insurance: false,
  paymentCode: null,
  usingPoint: false,
  guestTokenHash: null,
});

/**
 * The checkout with its choices, or 404 'Checkout Tidak Valid' (unknown, or not this caller's:
 * another member's answers exactly like a missing one), or 410 once it expired or became an order.
 */
export async function loadCheckout(db: DbOrTx, id: string, owner: { userId: string } | 'guest', now = new Date()) {
  const found = isUuid(id) ? await findCheckout(db, id) : undefined;
  const row = found?.checkouts;
  const mine =
    row && (owner === 'guest' ? row.guest && row.userId === null : !row.guest && row.userId === owner.userId);
  if (!row || !mine) throw notFound(m.notFound);
  if (row.status === 'ordered') throw new HttpError(410, m.ordered, [{ message: m.ordered }]);
  if (row.status === 'expired' || row.expiresAt.getTime() <= now.getTime())
    throw new HttpError(410, m.expired, [{ message: m.expired }]);
  const {
    checkoutId: _id,
    updatedAt: _at,
    ...choices
  } = found.checkout_choices ?? { checkoutId: id, updatedAt: now, ...noChoices() };
  const lines = await withoutEndedDiscounts(db, row.lines, now);
  return { row: lines === row.lines ? row : { ...row, lines }, choices: choices as Choices };
}

/**
 * The frozen lines with a discount that no longer runs at `now` (its window ended, or staff ended it)
 * back at the regular price: a discount outside its window is applied nowhere (issue 27 §3), so the
 * checkout shows the regular price and 'Bayar' with the old total answers the fresh one (409).
 * The window is judged by `activeDiscount` (isDiscountActive of @rona/rules), as in the card and the cart.
 */
async function withoutEndedDiscounts(db: DbOrTx, lines: CheckoutLine[], now: Date): Promise<CheckoutLine[]> {
  const discounted = lines.filter((l) => l.finalPrice < l.price);
  if (!discounted.length) return lines;
  const rows = new Map(
    (
      await variantRows(
        db,
        discounted.map((l) => l.variantId),
      )
    ).map((r) => [r.variantId, r]),
  );
  const ended = (l: CheckoutLine) => {
    const row = rows.get(l.variantId);
    return l.finalPrice < l.price && (!row || !activeDiscount(row, now));
  };
  if (!lines.some(ended)) return lines;
  return lines.map((l) => (ended(l) ? { ...l, finalPrice: l.price, discountId: null } : l));
}

/** The frozen lines as cart items: the catalogue's current picture, the prices frozen at the start. */
async function productsOf(db: DbOrTx, lines: CheckoutLine[], now: Date): Promise<CartItem[]> {
  const rows = new Map(
    (
      await variantRows(
        db,
        lines.map((l) => l.variantId),
      )
    ).map((r) => [r.variantId, r]),
  );
  return lines.map((line) => {
    const row = rows.get(line.variantId);
    const base: CartItem = row
      ? toCartItem(row, line.quantity, true, now)
      : {
          id: line.variantId,
          name: line.name,
          url: line.url,
          image: line.image,
          size: line.size,
          status: false,
          isSelected: true,
          dimension: { width: 0, height: 0, length: 0 },
          marketplace: [],
          weight: line.weight,
          warehouse: {
            quantity: line.quantity,
            stock: 0,
            price: line.price,
            fixedPrice: line.finalPrice,
            discount: null,
            invalid: false,
          },
        };
    return {
      ...base,
      name: line.name,
      size: line.size,
      weight: line.weight,
      warehouse: {
        ...base.warehouse,
        quantity: line.quantity,
        price: line.price,
        fixedPrice: line.finalPrice,
        discount: line.discountId ? base.warehouse.discount : null,
        invalid: false,
      },
    };
  });
}

/** The member's chosen address, else their primary one (a deleted choice falls back too). */
export async function memberAddress(db: DbOrTx, userId: string, addressId: string | null): Promise<Address | null> {
  const list = await listAddresses(db, userId);
  return list.find((a) => a.id === addressId) ?? list.find((a) => a.primary) ?? null;
}

export async function ownAddressExists(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  return isUuid(id) && memberHasAddress(db, userId, id);
}

export const goodsValue = (lines: CheckoutLine[]) => lines.reduce((s, l) => s + l.finalPrice * l.quantity, 0);
export const goodsWeight = (lines: CheckoutLine[]) => lines.reduce((s, l) => s + l.weight * l.quantity, 0);

/** The courier services for this checkout's destination and weight, from the provider. */
export async function quoteServices(
  db: DbOrTx,
  provider: ShippingProvider,
  address: Address,
  lines: CheckoutLine[],
): Promise<ShippingService[]> {
  const list = await courierList(db);
  try {
    return await provider.price(
      {
        destination: {
          provinceId: address.area.provinceId,
          cityId: address.area.cityId,
          districtId: address.area.districtId,
        },
        weight: goodsWeight(lines),
        itemValue: goodsValue(lines),
      },
      list,
    );
  } catch (error) {
    if (error instanceof ShippingUnavailable) {
      throw error.reason === 'district'
        ? new HttpError(400, error.message, [{ message: error.message }])
        : new HttpError(502, m.shippingDown, [{ message: m.shippingDown }]);
    }
    throw error;
  }
}

export async function paymentMethodExists(db: DbOrTx, code: string): Promise<boolean> {
  return Boolean(await paymentMethodByCode(db, code));
}

async function pointBalance(db: DbOrTx, userId: string | null, now: Date): Promise<number> {
  return userId ? (await loadPoints(db, userId, 1, 1, now)).datas.totalPoint : 0;
}

function shippingOf(service: ShippingService, chosenInsurance: boolean, value: number): CheckoutShipping {
  const setting = service.setting;
  return {
    id: service.id,
    group: service.group,
    price: service.cost,
    shippingAgency: service.service,
    serviceType: service.service_type,
    serviceName: service.service_name,
    serviceEst: service.etd,
    insurance: service.insurance || chosenInsurance,
    forceInsurance: service.insurance,
    insuranceAmount: insuranceAmount(value, setting),
    insurance_add_cost: setting.insurance_add_cost,
    insurance_fee: setting.insurance_fee,
  };
}

/** The checkout's address and its chosen courier service as quoted now (null when none, or no longer offered). */
export async function quotedChoice(db: DbOrTx, provider: ShippingProvider, row: CheckoutRow, choices: Choices) {
  const address: Address | null = row.userId
    ? await memberAddress(db, row.userId, choices.addressId)
    : (choices.guestAddress ?? null);
  const service =
    address && choices.shippingId
      ? ((await quoteServices(db, provider, address, row.lines)).find((s) => s.id === choices.shippingId) ?? null)
      : null;
  return { address, service };
}

/**
 * The checkout as the buyer sees it, recomputed from the frozen lines and the choices: the
 * shipping service is re-priced (a choice the destination no longer offers drops to null),
 * vouchers are judged again, points are spent only when allowed.
 */
export async function checkoutView(
  db: DbOrTx,
  provider: ShippingProvider,
  row: CheckoutRow,
  choices: Choices,
  now = new Date(),
): Promise<Checkout> {
  const { address, service } = await quotedChoice(db, provider, row, choices);
  return priceCheckout(db, row, choices, address, service, now);
}

/**
 * The checkout priced with an already quoted courier service: everything else (catalogue picture,
 * voucher limits, payment method, points balance) is read through `db`, so inside the order's
 * transaction it reads what the locks protect.
 */
export async function priceCheckout(
  db: DbOrTx,
  row: CheckoutRow,
  choices: Choices,
  address: Address | null,
  service: ShippingService | null,
  now = new Date(),
): Promise<Checkout> {
  const products = await productsOf(db, row.lines, now);
  const value = goodsValue(row.lines);
  const shipping: CheckoutShipping | null = service ? shippingOf(service, choices.insurance, value) : null;
  const voucherRows = row.voucherIds.length ? await vouchersByIds(db, row.voucherIds) : [];
  const usage = await voucherUsage(
    db,
    voucherRows.map((v) => v.id),
    row.userId,
  );
  const judged = voucherRows.map((v) => voucherFor(v, value, now, shipping?.price ?? 0, usage.get(v.id)));
  const usable = judged.filter((v) => v.usable);
  const sumOf = (category: 'shipping' | 'transaction') =>
    usable.filter((v) => v.category === category).reduce((s, v) => s + v.deducted_price, 0);
  const payment =
    choices.paymentCode && (await paymentMethodExists(db, choices.paymentCode))
      ? { type: PAYMENT_PROVIDER, methode: choices.paymentCode }
      : null;
  const point = await pointBalance(db, row.userId, now);
  const disableUsingPoint = pointsDisabled({
    guest: row.guest,
    anyProductDiscount: row.lines.some((l) => l.finalPrice < l.price),
    usableVouchers: usable.length,
  });
  const usingPoint = choices.usingPoint && !disableUsingPoint && point > 0;
  const summary = checkoutSummary({
    lines: row.lines,
    transactionVoucher: sumOf('transaction'),
    shippingVoucher: sumOf('shipping'),
    shippingPrice: shipping?.price ?? 0,
    insurance: shipping?.insurance ? shipping.insuranceAmount : 0,
    pointsAvailable: point,
    usingPoint,
    earnsCashback: !row.guest,
  });
  return {
    id: row.id,
    products,
    vouchers: judged,
    customer: { address, point },
    guest: row.guest,
    shipping,
    payment,
    usingPoint,
    disableUsingPoint,
    summary,
  };
}
