import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variants, vouchers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newMember, type TestMember } from '../../testing/members';

let t: TestApp;
const ids: Record<string, string> = {};
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  for (const v of await t.app.db.select({ id: variants.id, slug: variants.slug }).from(variants)) ids[v.slug] = v.id;
  // Beside the fixture's coded shipping voucher (RONAONGKIR, min Rp 50.000): an open 10 % transaction
  // voucher capped at Rp 20.000 from Rp 100.000, and a coded one that ends tomorrow.
  await t.app.db.insert(vouchers).values([
    {
      code: 'OPEN10',
      name: 'Diskon 10%',
      category: 'transaction',
      discType: 'percentage',
      discAmount: 10,
      maxDiscount: 20000,
      minimumTransaction: 100000,
      redeemCode: null,
      termsCondition: 'Untuk semua member',
      expiresAt: new Date(Date.now() + 10 * day),
    },
    {
      code: 'SOON',
      name: 'Potongan 5rb',
      category: 'transaction',
      discType: 'fixed',
      discAmount: 5000,
      maxDiscount: 0,
      minimumTransaction: 0,
      redeemCode: 'SEGERA',
      termsCondition: 'Berlaku singkat',
      expiresAt: new Date(Date.now() + day),
    },
    {
      code: 'OLD',
      name: 'Promo Lalu',
      category: 'transaction',
      discType: 'fixed',
      discAmount: 5000,
      maxDiscount: 0,
      minimumTransaction: 0,
      redeemCode: 'LALU',
      termsCondition: '-',
      expiresAt: new Date(Date.now() - day),
    },
  ]);
});
afterAll(() => t.close());

const SOAP = 'sabun-wajah-lembut-100-ml'; // final price 60.000
const SERUM = 'serum-niacinamide-20-ml'; // final price 120.000

async function memberWith(slug: string, quantity: number): Promise<TestMember> {
  const m = await newMember(t.app);
  await m.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[slug], quantity });
  return m;
}
const voucherId = async (code: string) =>
  (await t.app.db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.code, code)))[0]!.id;
const list = async (m: TestMember) => (await m.call('GET', '/e-commerce/cart/v1/voucher')).body.result;
const names = (vs: any[]) => vs.map((v) => v.name).sort();

describe('vouchers of the cart', () => {
  it('judges the open vouchers against this cart, with the reason when unusable', async () => {
    const small = await memberWith(SOAP, 1); // Rp 60.000
    const { usable, unusable } = await list(small);
    expect(names(usable)).toEqual([]);
    expect(unusable).toEqual([
      expect.objectContaining({
        name: 'Diskon 10%',
        usable: false,
        deducted_price: 0,
        reason: 'Minimal transaksi Rp 100.000',
      }),
    ]);

    const big = await memberWith(SERUM, 2); // Rp 240.000 → 10 % capped at Rp 20.000
    expect((await list(big)).usable).toEqual([expect.objectContaining({ name: 'Diskon 10%', deducted_price: 20000 })]);
  });

  it('applies a voucher, takes its deduction off the grand total, and resets', async () => {
    const m = await memberWith(SERUM, 2);
    const res = await m.call('PUT', '/e-commerce/cart/v1/update', { voucherId: [await voucherId('OPEN10')] });
    expect(res.statusCode).toBe(200);
    expect(res.body.result.vouchers).toEqual([
      expect.objectContaining({ name: 'Diskon 10%', usable: true, deducted_price: 20000 }),
    ]);
    expect(res.body.result.summary).toMatchObject({ totalPrice: 240000, grandTotal: 220000 });
    const reset = await m.call('PUT', '/e-commerce/cart/v1/update', { voucherId: [] });
    expect(reset.body.result.vouchers).toEqual([]);
    expect(reset.body.result.summary.grandTotal).toBe(240000);
  });

  it('refuses unusable, unknown and two-per-category selections', async () => {
    const m = await memberWith(SOAP, 1);
    const below = await m.call('PUT', '/e-commerce/cart/v1/update', { voucherId: [await voucherId('OPEN10')] });
    expect(below.statusCode).toBe(400);
    expect(below.body.message).toBe('Diskon 10%: Minimal transaksi Rp 100.000');
    // A coded voucher the member never claimed is not theirs.
    const unclaimed = await m.call('PUT', '/e-commerce/cart/v1/update', { voucherId: [await voucherId('SOON')] });
    expect(unclaimed.statusCode).toBe(404);
    await m.call('PUT', '/e-commerce/cart/v1/update', { redeemCode: 'segera' });
    await m.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[SERUM], quantity: 1 });
    const two = await m.call('PUT', '/e-commerce/cart/v1/update', {
      voucherId: [await voucherId('SOON'), await voucherId('OPEN10')],
    });
    expect(two.statusCode).toBe(400);
    expect(two.body.message).toBe('Maksimal satu voucher pengiriman dan satu voucher transaksi');
    const both = await m.call('PUT', '/e-commerce/cart/v1/update', { voucherId: ['x'], redeemCode: 'SEGERA' });
    expect(both.statusCode).toBe(400);
  });

  it('claims a redeem code, applies it, and shows it once it has expired as unusable', async () => {
    const m = await memberWith(SERUM, 1); // Rp 120.000
    const claimed = await m.call('PUT', '/e-commerce/cart/v1/update', { redeemCode: 'RONAONGKIR' });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.body.result.vouchers).toEqual([
      expect.objectContaining({ name: 'Gratis Ongkir', category: 'shipping', usable: true }),
    ]);
    const code = await m.call('PUT', '/e-commerce/cart/v1/update', { redeemCode: 'SEGERA' });
    expect(names(code.body.result.vouchers)).toEqual(['Gratis Ongkir', 'Potongan 5rb']);
    expect(code.body.result.summary.grandTotal).toBe(115000);

    await t.app.db
      .update(vouchers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vouchers.code, 'SOON'));
    const after = (await m.call('GET', '/e-commerce/cart/v1/list')).body.result;
    expect(after.summary.grandTotal).toBe(120000);
    expect((await list(m)).unusable).toContainEqual(
      expect.objectContaining({ name: 'Potongan 5rb', reason: 'Promo sudah berakhir' }),
    );
  });

  it('answers unknown and expired codes with a message', async () => {
    const m = await memberWith(SERUM, 1);
    const unknown = await m.call('PUT', '/e-commerce/cart/v1/update', { redeemCode: 'TIDAKADA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe('Kode promo tidak ditemukan');
    const old = await m.call('PUT', '/e-commerce/cart/v1/update', { redeemCode: 'LALU' });
    expect(old.statusCode).toBe(400);
    expect(old.body.message).toBe('Kode promo sudah tidak berlaku');
    const blank = await m.call('PUT', '/e-commerce/cart/v1/update', { redeemCode: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.message).toContain('Kode promo belum diisi');
  });
});
