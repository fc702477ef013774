import { describe, expect, it } from 'vitest';
import { invoiceAccess, invoicePaymentLines, newestFirst, orderDiscounts, trackingOrderId } from './invoice';

const payments = {
  totalProductPrice: 200_000,
  totalShippingPrice: 18_000,
  totalDiscountPrice: 0,
  totalDiscountShipping: 0,
  totalServiceInsurance: 0,
  totalServicePrice: 1_000,
  totalPointUsed: 0,
  grandTotal: 219_000,
};

describe('invoicePaymentLines', () => {
  it('shows product price, shipping and service fee even at 0, and leaves the optional lines out at 0', () => {
    const lines = invoicePaymentLines({ ...payments, totalShippingPrice: 0 });
    expect(lines.map((l) => l.key)).toEqual(['productPrice', 'shippingPrice', 'serviceFee']);
  });

  it('adds discounts, insurance and points when above 0, discounts and points as deductions', () => {
    const lines = invoicePaymentLines({
      ...payments,
      totalDiscountPrice: 20_000,
      totalDiscountShipping: 5_000,
      totalServiceInsurance: 1_200,
      totalPointUsed: 3_000,
    });
    expect(lines).toEqual([
      { key: 'productPrice', amount: 200_000, deducted: false },
      { key: 'productDiscount', amount: 20_000, deducted: true },
      { key: 'shippingPrice', amount: 18_000, deducted: false },
      { key: 'shippingDiscount', amount: 5_000, deducted: true },
      { key: 'insurance', amount: 1_200, deducted: false },
      { key: 'serviceFee', amount: 1_000, deducted: false },
      { key: 'pointUsed', amount: 3_000, deducted: true },
    ]);
  });

  it("shows the voucher apart from the products' own discounts, never more than all of them (issue 24)", () => {
    const lines = invoicePaymentLines({ ...payments, totalDiscountPrice: 20_000, totalDiscountVoucher: 15_000 });
    expect(lines.slice(0, 3)).toEqual([
      { key: 'productPrice', amount: 200_000, deducted: false },
      { key: 'productDiscount', amount: 5_000, deducted: true },
      { key: 'voucherDiscount', amount: 15_000, deducted: true },
    ]);
    expect(orderDiscounts({ ...payments, totalDiscountPrice: 15_000, totalDiscountVoucher: 15_000 })).toEqual({
      product: 0,
      voucher: 15_000,
      shipping: 0,
    });
    expect(orderDiscounts({ ...payments, totalDiscountPrice: 10_000, totalDiscountVoucher: 99_000 }).voucher).toBe(
      10_000,
    );
  });

  it('never shows a negative optional amount', () => {
    expect(invoicePaymentLines({ ...payments, totalDiscountPrice: -1, totalPointUsed: -5 }).map((l) => l.key)).toEqual([
      'productPrice',
      'shippingPrice',
      'serviceFee',
    ]);
  });
});

describe('invoiceAccess', () => {
  it('a uuid makes it a guest read, with or without a session', () => {
    expect(invoiceAccess('NMW-1', '0b4e', false)).toEqual({ kind: 'guest', uuid: '0b4e' });
    expect(invoiceAccess('NMW-1', ' 0b4e ', true)).toEqual({ kind: 'guest', uuid: '0b4e' });
  });
  it('no uuid: the member read with a session, otherwise invalid', () => {
    expect(invoiceAccess('NMW-1', null, true)).toEqual({ kind: 'member' });
    expect(invoiceAccess('NMW-1', '', false)).toEqual({ kind: 'invalid' });
    expect(invoiceAccess('NMW-1', undefined, false)).toEqual({ kind: 'invalid' });
  });
  it('a malformed invoice number is invalid even with a uuid or a session', () => {
    expect(invoiceAccess('NMW 1/../x', '0b4e', true)).toEqual({ kind: 'invalid' });
    expect(invoiceAccess('', null, true)).toEqual({ kind: 'invalid' });
    expect(invoiceAccess('x'.repeat(65), null, true)).toEqual({ kind: 'invalid' });
  });
});

describe('trackingOrderId', () => {
  it('keeps an invoice that carries the prefix and adds it otherwise', () => {
    expect(trackingOrderId('NMW-20261123-ab12cd34')).toBe('NMW-20261123-ab12cd34');
    expect(trackingOrderId('20261123-ab12cd34')).toBe('NMW-20261123-ab12cd34');
  });
});

describe('newestFirst', () => {
  it('orders events by time, newest first, without touching the input', () => {
    const events = [
      { created_at: '2026-11-20T01:00:00.000Z', status: 'WAITING_PAYMENT' },
      { created_at: '2026-11-22T01:00:00.000Z', status: 'SHIPPED' },
      { created_at: '2026-11-21T01:00:00.000Z', status: 'WAITING_CONFIRM' },
    ];
    expect(newestFirst(events).map((e) => e.status)).toEqual(['SHIPPED', 'WAITING_CONFIRM', 'WAITING_PAYMENT']);
    expect(events.map((e) => e.status)[0]).toBe('WAITING_PAYMENT');
  });
});
