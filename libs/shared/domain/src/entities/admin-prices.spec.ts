import { describe, expect, it } from 'vitest';
import {
  adminDiscountInputSchema,
  adminSizeCreateSchema,
  adminSizeUpdateSchema,
  discountPriceProblem,
  readWibDateTime,
  sizeUpdatePermissions,
} from './admin-prices';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

const discount = { kind: 'percentage', value: 20, start: '2026-12-01T08:00', end: '2026-12-31T23:59' };

describe('a size', () => {
  it('takes a whole-rupiah price of 0 or more, and says so in Indonesian otherwise', () => {
    expect(adminSizeUpdateSchema.safeParse({ price: 0 }).success).toBe(true);
    expect(firstMessage(adminSizeUpdateSchema.safeParse({ price: -1 }))).toBe('Harga tidak boleh kurang dari Rp 0');
    expect(firstMessage(adminSizeUpdateSchema.safeParse({ price: 10_000.5 }))).toBe(
      'Harga harus rupiah bulat, tanpa sen',
    );
  });

  it('upper-cases a typed SKU and refuses spaces', () => {
    const made = adminSizeCreateSchema.parse({ size: '30 ml', sku: ' rona-serum-30ml ', price: 1000, weight: 80 });
    expect(made).toMatchObject({ sku: 'RONA-SERUM-30ML', enabled: true, dimension: null, maxPerOrder: null });
    expect(firstMessage(adminSizeUpdateSchema.safeParse({ sku: 'RONA SERUM' }))).toMatch(/^SKU hanya boleh/);
  });

  it('refuses an empty change', () => {
    expect(firstMessage(adminSizeUpdateSchema.safeParse({}))).toBe('Tidak ada yang diubah');
  });

  it('needs prices:write for the price and catalogue:write for the rest', () => {
    expect(sizeUpdatePermissions(['price'])).toEqual(['prices:write']);
    expect(sizeUpdatePermissions(['size', 'enabled'])).toEqual(['catalogue:write']);
    expect(sizeUpdatePermissions(['price', 'weight']).sort()).toEqual(['catalogue:write', 'prices:write']);
  });
});

describe('a discount', () => {
  it('reads a date-time field as WIB', () => {
    expect(new Date(readWibDateTime('2026-12-01T08:00')).toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect(new Date(readWibDateTime('2026-12-01T08:00:00Z')).toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(readWibDateTime('1 Desember')).toBeNaN();
    expect(adminDiscountInputSchema.parse(discount)).toMatchObject({
      start: '2026-12-01T01:00:00.000Z',
      end: '2026-12-31T16:59:00.000Z',
      purchaseLimit: 0,
      promoPurchaseLimit: 0,
    });
  });

  it('takes a kind in any case and refuses an unknown one', () => {
    expect(adminDiscountInputSchema.parse({ ...discount, kind: 'Percentage' }).kind).toBe('percentage');
    expect(firstMessage(adminDiscountInputSchema.safeParse({ ...discount, kind: 'bogo' }))).toMatch(
      /^Pilih jenis diskon/,
    );
  });

  it('keeps a percentage within 1–100', () => {
    for (const value of [1, 100]) expect(adminDiscountInputSchema.safeParse({ ...discount, value }).success).toBe(true);
    for (const value of [0, 101])
      expect(firstMessage(adminDiscountInputSchema.safeParse({ ...discount, value }))).toBe(
        'Diskon persentase harus 1–100%',
      );
  });

  it('ends after it starts', () => {
    const same = { ...discount, end: discount.start };
    expect(firstMessage(adminDiscountInputSchema.safeParse(same))).toBe('Waktu berakhir harus setelah waktu mulai');
    expect(firstMessage(adminDiscountInputSchema.safeParse({ ...discount, end: 'besok' }))).toMatch(
      /^Waktu berakhir tidak valid/,
    );
  });

  it('keeps the per-item limit within the promo limit', () => {
    const limits = { ...discount, purchaseLimit: 3, promoPurchaseLimit: 2 };
    expect(firstMessage(adminDiscountInputSchema.safeParse(limits))).toMatch(/^Batas pembelian per produk/);
    expect(adminDiscountInputSchema.safeParse({ ...limits, promoPurchaseLimit: 0 }).success).toBe(true);
  });

  it('keeps a fixed cut and a promo price below the price', () => {
    expect(discountPriceProblem({ kind: 'override', value: 50_000 }, 50_000)?.message).toBe(
      'Harga promo harus di bawah harga ukuran ini (Rp 50.000)',
    );
    expect(discountPriceProblem({ kind: 'fixed', value: 60_000 }, 50_000)?.message).toMatch(/^Potongan harga/);
    expect(discountPriceProblem({ kind: 'override', value: 49_999 }, 50_000)).toBeNull();
    expect(discountPriceProblem({ kind: 'percentage', value: 100 }, 50_000)).toBeNull();
  });
});
