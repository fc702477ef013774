import { describe, expect, it } from 'vitest';
import { isFeaturedArticle, promoCardText } from './promo';

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
