import { t } from '@rona/i18n';

export interface CheckoutProgress {
  hasAddress: boolean;
  hasShipping: boolean;
  hasPayment: boolean;
}

/**
 * Why Bayar cannot go ahead yet, the first missing step first (address, shipping, payment
 * method), or null when it can (spec 2 §4, §5).
 */
export function checkoutBlocker(p: CheckoutProgress): string | null {
  if (!p.hasAddress) return t('checkoutBlock.noAddress');
  if (!p.hasShipping) return t('checkoutBlock.noShipping');
  if (!p.hasPayment) return t('checkoutBlock.noPayment');
  return null;
}

const COURIER_GROUPS: Record<string, 'courierGroup.regular' | 'courierGroup.express' | 'courierGroup.same_day'> = {
  regular: 'courierGroup.regular',
  express: 'courierGroup.express',
  same_day: 'courierGroup.same_day',
  sameday: 'courierGroup.same_day',
};

/** A courier service's group in Indonesian ('regular' → 'Reguler'); a group we do not know stays as sent. */
export function courierGroupLabel(group: string): string {
  const key =
    COURIER_GROUPS[
      group
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_')
    ];
  return key ? t(key) : group;
}

/** Pilih Pengiriman needs an address; paying needs an address and a shipping choice. */
export const canChooseShipping = (p: Pick<CheckoutProgress, 'hasAddress'>): boolean => p.hasAddress;
export const canReachPay = (p: Pick<CheckoutProgress, 'hasAddress' | 'hasShipping'>): boolean =>
  p.hasAddress && p.hasShipping;

/** The points toggle is off-limits when the checkout disables points or the balance is 0 or less. */
export const isPointToggleDisabled = (disableUsingPoint: boolean, points: number): boolean =>
  disableUsingPoint || points <= 0;

/** A courier that requires insurance ticks the box and locks it ('Wajib Asuransi'). */
export const insuranceChoice = (forceInsurance: boolean, chosen: boolean): { checked: boolean; locked: boolean } =>
  forceInsurance ? { checked: true, locked: true } : { checked: chosen, locked: false };

/** The shop's service fee on every order, in Rupiah (spec 2 §9: "comes from the server"; our choice). */
export const CHECKOUT_SERVICE_FEE = 1_000;
/** Cashback points earned: this share of what the buyer pays for the goods (1 point = Rp 1). */
export const CASHBACK_RATE = 0.01;

/** One frozen checkout line as the summary needs it. */
export interface CheckoutSummaryLine {
  /** Regular unit price. */
  price: number;
  /** Unit price after the product discount. */
  finalPrice: number;
  quantity: number;
  /** Grams per unit. */
  weight: number;
}

export interface CheckoutSummaryInput {
  lines: readonly CheckoutSummaryLine[];
  /** What the transaction voucher takes off the goods (already judged by voucherDeduction). */
  transactionVoucher: number;
  /** What the shipping voucher would take off; capped by the shipping price here. */
  shippingVoucher: number;
  /** The chosen service's price; 0 before a service is chosen. */
  shippingPrice: number;
  /** The insurance amount when insured (chosen or forced), else 0. */
  insurance: number;
  /** The member's point balance to spend when usingPoint is on (0 otherwise). */
  pointsAvailable: number;
  usingPoint: boolean;
  /** Guests have no points account: no cashback. */
  earnsCashback: boolean;
}

/** The checkout's weight in grams (weight × quantity of every line). */
export const checkoutWeight = (lines: readonly Pick<CheckoutSummaryLine, 'weight' | 'quantity'>[]): number =>
  lines.reduce((sum, l) => sum + l.weight * l.quantity, 0);

/**
 * What shipping insurance costs for goods worth `goodsValue`: `insurance_fee` percent of the
 * value, rounded up to the Rupiah, plus the fixed `insurance_add_cost` (the courier's settings).
 */
export function insuranceAmount(
  goodsValue: number,
  setting: { insurance_fee: number; insurance_add_cost: number },
): number {
  if (goodsValue <= 0) return 0;
  return Math.ceil((goodsValue * setting.insurance_fee) / 100) + setting.insurance_add_cost;
}

export interface CheckoutTotals {
  totalItems: number;
  itemsTotal: number;
  totalPrice: number;
  discountTotal: number;
  discountShipping: number;
  shippingAmount: number;
  serviceFee: number;
  serviceInsurance: number;
  totalPointUsed: number;
  point: number;
  grandTotal: number;
  weightTotal: number;
}

/**
 * The checkout summary, recomputed on every read:
 * - itemsTotal: regular prices × quantities; totalPrice: final prices × quantities;
 * - discountTotal: product discounts (itemsTotal − totalPrice) + the transaction voucher (never more than totalPrice);
 * - discountShipping: the shipping voucher, never more than the shipping price;
 * - serviceFee: CHECKOUT_SERVICE_FEE; serviceInsurance: the insurance when insured;
 * - totalPointUsed: with usingPoint, the balance up to everything but the service fee (the
 *   payment provider always has something to collect);
 * - grandTotal: itemsTotal − discountTotal + shipping − discountShipping + insurance + serviceFee − points;
 * - point (cashback): floor(CASHBACK_RATE × (goods after discounts − points spent)), 0 for guests.
 */
export function checkoutSummary(input: CheckoutSummaryInput): CheckoutTotals {
  const totalItems = input.lines.reduce((s, l) => s + l.quantity, 0);
  const itemsTotal = input.lines.reduce((s, l) => s + l.price * l.quantity, 0);
  const totalPrice = input.lines.reduce((s, l) => s + l.finalPrice * l.quantity, 0);
  const voucher = Math.max(0, Math.min(input.transactionVoucher, totalPrice));
  const discountTotal = itemsTotal - totalPrice + voucher;
  const shippingAmount = Math.max(0, input.shippingPrice);
  const discountShipping = Math.max(0, Math.min(input.shippingVoucher, shippingAmount));
  const serviceInsurance = Math.max(0, input.insurance);
  const serviceFee = CHECKOUT_SERVICE_FEE;
  const beforePoints = itemsTotal - discountTotal + shippingAmount - discountShipping + serviceInsurance;
  const totalPointUsed = input.usingPoint ? Math.max(0, Math.min(Math.floor(input.pointsAvailable), beforePoints)) : 0;
  const grandTotal = beforePoints - totalPointUsed + serviceFee;
  const goodsPaid = Math.max(0, totalPrice - voucher - totalPointUsed);
  const point = input.earnsCashback ? Math.floor(goodsPaid * CASHBACK_RATE) : 0;
  return {
    totalItems,
    itemsTotal,
    totalPrice,
    discountTotal,
    discountShipping,
    shippingAmount,
    serviceFee,
    serviceInsurance,
    totalPointUsed,
    point,
    grandTotal,
    weightTotal: checkoutWeight(input.lines),
  };
}

/** The transaction voucher's part of a summary's discountTotal (the rest is the products' own discounts). */
export function transactionVoucherOf(s: Pick<CheckoutTotals, 'itemsTotal' | 'totalPrice' | 'discountTotal'>): number {
  return Math.max(0, s.discountTotal - (s.itemsTotal - s.totalPrice));
}

/**
 * Points are not combinable with promos (spec 2 §2 note): a guest, a discounted line or a usable
 * voucher on the checkout (a shipping voucher too, even before a courier is chosen) turns the
 * points toggle off.
 */
export function pointsDisabled(p: { guest: boolean; anyProductDiscount: boolean; usableVouchers: number }): boolean {
  return p.guest || p.anyProductDiscount || p.usableVouchers > 0;
}
