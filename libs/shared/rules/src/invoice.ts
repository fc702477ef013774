import { INVOICE_PREFIX } from '@rona/domain/browser';

/** The printable invoice's rules (spec 2 §2 Printable invoice, §5). Texts are i18n keys, not strings. */

export interface InvoicePayments {
  totalProductPrice: number;
  totalShippingPrice: number;
  /** Every discount on the goods: the products' own discounts and the transaction voucher. */
  totalDiscountPrice: number;
  /** The transaction voucher's part of totalDiscountPrice (absent from older answers: 0). */
  totalDiscountVoucher?: number;
  totalDiscountShipping: number;
  totalServiceInsurance: number;
  totalServicePrice: number;
  totalPointUsed: number;
  grandTotal: number;
}

export type InvoiceLineKey =
  | 'productPrice'
  | 'productDiscount'
  | 'voucherDiscount'
  | 'shippingPrice'
  | 'shippingDiscount'
  | 'insurance'
  | 'serviceFee'
  | 'pointUsed';

export interface InvoiceLine {
  key: InvoiceLineKey;
  amount: number;
  /** Taken off the total (shown with a minus). */
  deducted: boolean;
}

/**
 * An order's discounts apart, as its checkout summary had them: the products' own discounts, the
 * transaction voucher and the shipping voucher (issue 24: the voucher was read as 'Diskon Produk').
 */
export function orderDiscounts(p: InvoicePayments): { product: number; voucher: number; shipping: number } {
  const voucher = Math.max(0, Math.min(p.totalDiscountVoucher ?? 0, p.totalDiscountPrice));
  return {
    product: Math.max(0, p.totalDiscountPrice - voucher),
    voucher,
    shipping: Math.max(0, p.totalDiscountShipping),
  };
}

/**
 * The payment lines above the grand total, in order. Product price, shipping and the service fee
 * always show; the product and voucher discounts, shipping discount, points and insurance only when
 * above 0.
 */
export function invoicePaymentLines(p: InvoicePayments): InvoiceLine[] {
  const discounts = orderDiscounts(p);
  const lines: (InvoiceLine & { always: boolean })[] = [
    { key: 'productPrice', amount: p.totalProductPrice, deducted: false, always: true },
    { key: 'productDiscount', amount: discounts.product, deducted: true, always: false },
    { key: 'voucherDiscount', amount: discounts.voucher, deducted: true, always: false },
    { key: 'shippingPrice', amount: p.totalShippingPrice, deducted: false, always: true },
    { key: 'shippingDiscount', amount: discounts.shipping, deducted: true, always: false },
    { key: 'insurance', amount: p.totalServiceInsurance, deducted: false, always: false },
    { key: 'serviceFee', amount: p.totalServicePrice, deducted: false, always: true },
    { key: 'pointUsed', amount: p.totalPointUsed, deducted: true, always: false },
  ];
  return lines.filter((l) => l.always || l.amount > 0).map(({ key, amount, deducted }) => ({ key, amount, deducted }));
}

/**
 * Which read an invoice page makes: a `uuid` in the address → the guest order; otherwise the
 * member's order, which needs a session. Neither, or a malformed number → 'invalid' ('Invoice Tidak
 * Valid', spec 2 §5).
 */
export type InvoiceAccess = { kind: 'guest'; uuid: string } | { kind: 'member' } | { kind: 'invalid' };

/** The invoice numbers the API accepts (contract `invoiceSchema`); anything else is not asked for. */
const INVOICE_SHAPE = /^[A-Za-z0-9-]{1,64}$/;

export function invoiceAccess(invoice: string, uuid: string | null | undefined, loggedIn: boolean): InvoiceAccess {
  if (!INVOICE_SHAPE.test(invoice.trim())) return { kind: 'invalid' };
  const guestUuid = uuid?.trim();
  if (guestUuid) return { kind: 'guest', uuid: guestUuid };
  return loggedIn ? { kind: 'member' } : { kind: 'invalid' };
}

/** The tracking call's `order_id` (spec 2 §9: 'NMW-{invoice}'); an invoice already carries the prefix. */
export function trackingOrderId(invoice: string): string {
  return invoice.startsWith(INVOICE_PREFIX) ? invoice : `${INVOICE_PREFIX}${invoice}`;
}

/** Tracking events newest first by `created_at` (ties and unreadable dates keep the server's order). */
export function newestFirst<T extends { created_at: string }>(events: readonly T[]): T[] {
  const at = (e: T) => {
    const ms = Date.parse(e.created_at);
    return Number.isNaN(ms) ? 0 : ms;
  };
  return [...events].sort((a, b) => at(b) - at(a));
}
