import { describe, expect, it } from 'vitest';
import { promoAppliedText, toggleVoucher, totalSaving, voucherDeduction, type VoucherTerms } from './voucher';

const now = new Date('2025-05-10T12:00:00Z');
const terms = (over: Partial<VoucherTerms> = {}): VoucherTerms => ({
  category: 'transaction',
  discType: 'percentage',
  discAmount: 10,
  maxDiscount: 0,
  minimumTransaction: 0,
  expired: '2025-12-31T00:00:00Z',
  ...over,
});

describe('voucherDeduction', () => {
  it('takes a percentage of the subtotal without a cap', () => {
    expect(voucherDeduction(terms(), 250000, 20000, now)).toEqual({ usable: true, amount: 25000 });
  });
  it('caps a percentage at maxDiscount', () => {
    expect(voucherDeduction(terms({ maxDiscount: 15000 }), 250000, 0, now)).toEqual({ usable: true, amount: 15000 });
    expect(voucherDeduction(terms({ maxDiscount: 50000 }), 250000, 0, now)).toEqual({ usable: true, amount: 25000 });
  });
  it('rounds to whole Rupiah', () => {
    expect(voucherDeduction(terms({ discAmount: 15 }), 99999, 0, now)).toEqual({ usable: true, amount: 15000 });
  });
  it('takes a fixed amount, never more than the base', () => {
    expect(voucherDeduction(terms({ discType: 'fixed', discAmount: 30000 }), 250000, 0, now)).toEqual({
      usable: true,
      amount: 30000,
    });
    expect(voucherDeduction(terms({ discType: 'fixed', discAmount: 30000 }), 20000, 0, now)).toEqual({
      usable: true,
      amount: 20000,
    });
  });
  it('applies a shipping voucher to the shipping cost', () => {
    const shipping = terms({ category: 'shipping', discType: 'fixed', discAmount: 10000 });
    expect(voucherDeduction(shipping, 250000, 8000, now)).toEqual({ usable: true, amount: 8000 });
    expect(voucherDeduction(shipping, 250000, 0, now)).toEqual({ usable: true, amount: 0 });
    expect(voucherDeduction(terms({ category: 'shipping', discAmount: 50 }), 250000, 18000, now)).toEqual({
      usable: true,
      amount: 9000,
    });
  });
  it('is unusable once expired, or with an unreadable end', () => {
    expect(voucherDeduction(terms({ expired: '2025-05-10T11:00:00Z' }), 250000, 0, now)).toEqual({
      usable: false,
      amount: 0,
      reason: 'Promo sudah berakhir',
    });
    expect(voucherDeduction(terms({ expired: 'nanti' }), 250000, 0, now).usable).toBe(false);
  });
  it('is usable through the whole last day when the end is a date', () => {
    expect(voucherDeduction(terms({ expired: '2025-05-10' }), 250000, 0, now).usable).toBe(true);
  });
  it('needs the minimum transaction', () => {
    expect(voucherDeduction(terms({ minimumTransaction: 300000 }), 250000, 0, now)).toEqual({
      usable: false,
      amount: 0,
      reason: 'Minimal transaksi Rp 300.000',
    });
    expect(voucherDeduction(terms({ minimumTransaction: 250000 }), 250000, 0, now).usable).toBe(true);
  });
  it('refuses an unknown discount type', () => {
    const odd = terms({ discType: 'bogus' as VoucherTerms['discType'] });
    expect(voucherDeduction(odd, 250000, 0, now)).toEqual({
      usable: false,
      amount: 0,
      reason: 'Promo tidak dapat digunakan',
    });
  });
  it('uses the current time by default', () => {
    expect(voucherDeduction(terms({ expired: '2000-01-01' }), 1, 0).usable).toBe(false);
  });
});

describe('totalSaving', () => {
  it('sums deducted_price', () => {
    expect(totalSaving([])).toBe(0);
    expect(totalSaving([{ deducted_price: 10000 }, { deducted_price: 2500 }])).toBe(12500);
  });
});

describe('toggleVoucher', () => {
  const ship1 = { id: 's1', category: 'shipping', usable: true } as const;
  const ship2 = { id: 's2', category: 'shipping', usable: true } as const;
  const tx1 = { id: 't1', category: 'transaction', usable: true } as const;
  const dead = { id: 'x', category: 'transaction', usable: false } as const;
  const all = [ship1, ship2, tx1, dead];

  it('picks a voucher', () => {
    expect(toggleVoucher([], ship1, all, 100000)).toEqual({ selectedIds: ['s1'], reason: null });
  });
  it('keeps one per category: a second shipping voucher replaces the first', () => {
    expect(toggleVoucher(['s1', 't1'], ship2, all, 100000)).toEqual({ selectedIds: ['t1', 's2'], reason: null });
  });
  it('allows one shipping and one transaction voucher together', () => {
    expect(toggleVoucher(['s1'], tx1, all, 100000).selectedIds).toEqual(['s1', 't1']);
  });
  it('unpicks a chosen voucher, even when the total is 0 or it became unusable', () => {
    expect(toggleVoucher(['s1', 't1'], ship1, all, 100000)).toEqual({ selectedIds: ['t1'], reason: null });
    expect(toggleVoucher(['s1'], ship1, all, 0)).toEqual({ selectedIds: [], reason: null });
    expect(toggleVoucher(['x'], dead, all, 100000)).toEqual({ selectedIds: [], reason: null });
  });
  it('refuses an unusable voucher', () => {
    expect(toggleVoucher(['s1'], dead, all, 100000)).toEqual({
      selectedIds: ['s1'],
      reason: 'Promo tidak dapat digunakan',
    });
  });
  it('refuses any voucher when the grand total is 0 or less', () => {
    const result = toggleVoucher(['s1'], tx1, all, 0);
    expect(result).toEqual({ selectedIds: ['s1'], reason: 'Promo tidak dapat dipilih karena total belanja Rp 0' });
    expect(toggleVoucher([], tx1, all, -10).selectedIds).toEqual([]);
  });
  it('keeps chosen ids it does not know', () => {
    expect(toggleVoucher(['old'], tx1, all, 100000).selectedIds).toEqual(['old', 't1']);
  });
});

describe('promoAppliedText', () => {
  it('reads one, many, or none', () => {
    expect(promoAppliedText(1)).toBe('1 promo berhasil dipakai!');
    expect(promoAppliedText(2)).toBe('2 promo berhasil dipakai');
    expect(promoAppliedText(0)).toBeNull();
  });
});
