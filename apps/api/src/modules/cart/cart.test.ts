import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, variants } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newMember, publicCall, type TestMember } from '../../testing/members';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const v of await t.app.db.select({ id: variants.id, slug: variants.slug }).from(variants)) ids[v.slug] = v.id;
});
afterAll(() => t.close());

const SERUM = 'serum-niacinamide-20-ml'; // 150.000, stock 25, 20% off
const SERUM_SOLD_OUT = 'serum-niacinamide-50-ml'; // stock 0
const VITAMIN_C = 'serum-vitamin-c-30-ml'; // 250.000, stock 5, Rp 50.000 off up to 2 units
const SOAP = 'sabun-wajah-lembut-100-ml'; // 80.000, stock 100, override 60.000, 5 units per promo
const RETIRED = 'sabun-lama-50-ml'; // inactive product

const add = (m: TestMember, slug: string, quantity = 1, extra: object = {}) =>
  m.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[slug], quantity, ...extra });
const line = (cart: any, slug: string) => cart.products.find((p: any) => p.id === ids[slug]);

describe('member cart', () => {
  it('needs a member session', async () => {
    const res = await publicCall(t.app, 'GET', '/e-commerce/cart/v1/list');
    expect(res.statusCode).toBe(401);
    expect(res.body.message).toBe('Sesi Berakhir Silahkan Login Kembali');
  });

  it('prices a line from the catalogue and ignores a forged price', async () => {
    const m = await newMember(t.app);
    const res = await add(m, SERUM, 2, { price: 1, fixedPrice: 1, warehouse: { price: 1 } });
    expect(res.statusCode).toBe(200);
    const item = line(res.body.result, SERUM);
    expect(item.warehouse).toMatchObject({ quantity: 2, price: 150000, fixedPrice: 120000, stock: 25, invalid: false });
    expect(item.url).toBe(`rona/${SERUM}`);
    expect(res.body.result.summary).toEqual({
      totalItems: 2,
      itemsTotal: 300000,
      totalPrice: 240000,
      discountTotal: 60000,
      grandTotal: 240000,
    });
  });

  it('merges the same variant and refuses more than the stock', async () => {
    const m = await newMember(t.app);
    await add(m, VITAMIN_C, 2);
    const merged = await add(m, VITAMIN_C, 3);
    expect(line(merged.body.result, VITAMIN_C).warehouse.quantity).toBe(5);
    const over = await add(m, VITAMIN_C, 1);
    expect(over.statusCode).toBe(400);
    expect(over.body.message).toBe('Jumlah melebihi stok, sisa 5');
    const edit = await m.call('PUT', `/e-commerce/cart/v1/edit-quantity/${ids[VITAMIN_C]}`, { quantity: 6 });
    expect(edit.statusCode).toBe(400);
    const zero = await m.call('PUT', `/e-commerce/cart/v1/edit-quantity/${ids[VITAMIN_C]}`, { quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.body.message).toContain('Jumlah minimal 1');
  });

  it('refuses sold-out, retired and unknown variants', async () => {
    const m = await newMember(t.app);
    expect((await add(m, SERUM_SOLD_OUT)).body.message).toBe('Stok produk habis');
    expect((await add(m, RETIRED)).body.message).toBe('Produk sudah tidak tersedia');
    const unknown = await m.call('POST', '/e-commerce/cart/v1/create', {
      itemId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const garbage = await m.call('POST', '/e-commerce/cart/v1/create', { itemId: 'abc' });
    expect(garbage.statusCode).toBe(404);
  });

  it("never touches another member's line", async () => {
    const owner = await newMember(t.app);
    const other = await newMember(t.app);
    await add(owner, SOAP, 1);
    for (const res of [
      await other.call('DELETE', `/e-commerce/cart/v1/delete/${ids[SOAP]}`),
      await other.call('PUT', `/e-commerce/cart/v1/edit-quantity/${ids[SOAP]}`, { quantity: 2 }),
      await other.call('PUT', `/e-commerce/cart/v1/edit-selected/${ids[SOAP]}`, { isSelected: false }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe('Produk tidak ada di keranjang');
    }
    expect(line((await owner.call('GET', '/e-commerce/cart/v1/list')).body.result, SOAP).warehouse.quantity).toBe(1);
  });

  it('counts only selected lines and removes a line', async () => {
    const m = await newMember(t.app);
    await add(m, SERUM, 1);
    await add(m, SOAP, 1);
    const deselected = await m.call('PUT', `/e-commerce/cart/v1/edit-selected/${ids[SERUM]}`, { isSelected: false });
    expect(deselected.body.result.summary).toMatchObject({ totalItems: 1, totalPrice: 60000 });
    const removed = await m.call('DELETE', `/e-commerce/cart/v1/delete/${ids[SOAP]}`);
    expect(removed.body.message).toBe('Berhasil menghapus produk dalam keranjang');
    expect(removed.body.result.products).toHaveLength(1);
  });

  it('drops a discount past the line limit and past the promo limit', async () => {
    const m = await newMember(t.app);
    await add(m, VITAMIN_C, 3);
    const cart = (await add(m, SOAP, 6)).body.result;
    expect(line(cart, VITAMIN_C).warehouse).toMatchObject({ invalid: true, fixedPrice: 250000 });
    expect(line(cart, SOAP).warehouse).toMatchObject({ invalid: true, fixedPrice: 80000 });
    const within = (await m.call('PUT', `/e-commerce/cart/v1/edit-quantity/${ids[SOAP]}`, { quantity: 5 })).body.result;
    expect(line(within, SOAP).warehouse).toMatchObject({ invalid: false, fixedPrice: 60000 });
  });

  it('merges a local cart at login, or replaces the server cart with it', async () => {
    const m = await newMember(t.app);
    await add(m, SERUM, 20);
    const merged = await m.call('POST', '/e-commerce/cart/v1/merge', {
      mode: 'merge',
      products: [
        { id: ids[SERUM], quantity: 10 },
        { id: ids[SERUM_SOLD_OUT], quantity: 1 },
        { id: ids[SOAP], quantity: 2 },
      ],
    });
    expect(merged.statusCode).toBe(200);
    expect(line(merged.body.result, SERUM).warehouse.quantity).toBe(10); // capped at the stock (25) and the per-order cap (10)
    expect(line(merged.body.result, SERUM_SOLD_OUT)).toBeUndefined();
    const replaced = await m.call('POST', '/e-commerce/cart/v1/merge', {
      mode: 'replace',
      products: [{ id: ids[SOAP], quantity: 1 }],
    });
    expect(replaced.body.result.products.map((p: any) => p.id)).toEqual([ids[SOAP]]);
    const bad = await m.call('POST', '/e-commerce/cart/v1/merge', { mode: 'join', products: [] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('guest cart pricing', () => {
  it("reprices a guest's local lines from the catalogue and leaves out unknown ones", async () => {
    const res = await publicCall(t.app, 'POST', '/e-commerce/guest/v1/cart', {
      products: [
        { id: ids[SOAP], quantity: 2, price: 1 },
        { id: '00000000-0000-4000-8000-000000000000', quantity: 1 },
        { id: ids[SERUM], quantity: 1, isSelected: false },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.result.products.map((p: any) => [p.id, p.warehouse.fixedPrice, p.isSelected])).toEqual([
      [ids[SOAP], 60000, true],
      [ids[SERUM], 120000, false],
    ]);
    expect(res.body.result.summary).toMatchObject({ totalItems: 2, totalPrice: 120000, grandTotal: 120000 });
    const bad = await publicCall(t.app, 'POST', '/e-commerce/guest/v1/cart', {
      products: [{ id: ids[SOAP], quantity: 0 }],
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('starting a checkout', () => {
  it('freezes the selected lines at the server prices for a member', async () => {
    const m = await newMember(t.app);
    const empty = await m.call('GET', '/e-commerce/checkout/v1/new-checkout');
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('Pilih produk yang ingin dibeli terlebih dahulu');
    await add(m, SERUM, 2);
    await add(m, SOAP, 1);
    await m.call('PUT', `/e-commerce/cart/v1/edit-selected/${ids[SOAP]}`, { isSelected: false });
    const res = await m.call('GET', '/e-commerce/checkout/v1/new-checkout');
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(checkouts).where(eq(checkouts.id, res.body.result.id));
    expect(row).toMatchObject({ userId: m.userId, guest: false, status: 'open' });
    expect(row!.lines).toEqual([
      expect.objectContaining({ variantId: ids[SERUM], quantity: 2, price: 150000, finalPrice: 120000 }),
    ]);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('prices a guest checkout without promos and checks the stock', async () => {
    const res = await publicCall(t.app, 'POST', '/e-commerce/guest/v1/checkout', {
      products: [
        { id: ids[SERUM], quantity: 1, price: 1 },
        { id: ids[SERUM], quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(checkouts).where(eq(checkouts.id, res.body.result.id));
    expect(row).toMatchObject({ userId: null, guest: true });
    expect(row!.lines).toEqual([
      expect.objectContaining({ quantity: 2, price: 150000, finalPrice: 150000, discountId: null }),
    ]);

    const over = await publicCall(t.app, 'POST', '/e-commerce/guest/v1/checkout', {
      products: [{ id: ids[VITAMIN_C], quantity: 6 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.body.message).toBe('Serum Vitamin C: Jumlah melebihi stok, sisa 5');
    const empty = await publicCall(t.app, 'POST', '/e-commerce/guest/v1/checkout', { products: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toContain('Keranjang belanja kosong');
    const unknown = await publicCall(t.app, 'POST', '/e-commerce/guest/v1/checkout', {
      products: [{ id: 'nope', quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(404);
  });
});
