import { describe, expect, it } from 'vitest';
import { isFeaturedArticle, promoCardText, promoDateRange, promoPeriod } from './promo';

describe('promoCardText', () => {
  it('reads the promo type and its codes', () => {
    expect(promoCardText({ type: 'Discount', count_voucher: 3 })).toBe('Diskon Produk Spesial');
    expect(promoCardText({ type: 'Voucher', count_voucher: 3 })).toBe('3 Kode Promo');
    expect(promoCardText({ type: 'Voucher', count_voucher: 0 })).toBe('Tanpa Kode Promo');
  });
});

describe('isFeaturedArticle', () => {
  it('features the first and fifth items', () => {
    expect([0, 1, 2, 3, 4, 5].map(isFeaturedArticle)).toEqual([true, false, false, false, true, false]);
  });
});

describe('promoDateRange', () => {
  it('reads both ends in shop time (WIB) and drops the shared year at the start', () => {
    // 17:00 UTC is already the next day in Jakarta.
    expect(promoDateRange('2026-11-24T17:00:00.000Z', '2026-12-02T10:00:00.000Z')).toBe('25 Nov - 2 Des 2026');
    expect(promoDateRange('2026-12-20T00:00:00.000Z', '2027-01-05T00:00:00.000Z')).toBe('20 Des 2026 - 5 Jan 2027');
    expect(promoDateRange('2026-05-01T00:00:00.000Z', '2026-08-17T00:00:00.000Z')).toBe('1 Mei - 17 Agu 2026');
  });

  it('is empty for an unreadable date', () => {
    expect(promoDateRange('bukan tanggal', '2026-12-02T10:00:00.000Z')).toBe('');
  });
});

describe('promoPeriod', () => {
  const promo = { start_date: '2026-11-01T00:00:00.000Z', end_date: '2026-11-30T00:00:00.000Z' };
  it('takes the discounts dates when the promo has special discounts', () => {
    const discounts = { startDate: '2026-11-10T00:00:00.000Z', endDate: '2026-11-12T00:00:00.000Z', products: [] };
    expect(promoPeriod({ ...promo, discounts })).toEqual({ start: discounts.startDate, end: discounts.endDate });
  });
  it('falls back to the promo dates', () => {
    expect(promoPeriod({ ...promo, discounts: null })).toEqual({ start: promo.start_date, end: promo.end_date });
  });
});
