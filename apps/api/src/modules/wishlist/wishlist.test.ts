import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newMember, publicCall } from '../../testing/members';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const p of await t.app.db.select({ id: products.id, slug: products.slug }).from(products)) ids[p.slug] = p.id;
});
afterAll(() => t.close());

const names = (res: any) => res.body.result.datas.map((p: any) => p.name);

describe('wishlist (koleksi)', () => {
  it('adds, lists with the flag, and removes', async () => {
    const m = await newMember(t.app);
    const added = await m.call('POST', '/e-commerce/wishlist/v1/create', { itemId: ids['serum-vitamin-c'] });
    expect(added.statusCode).toBe(200);
    expect(added.body.message).toBe('Berhasil Menambahkan Koleksi Produk');
    expect(added.body.result).toEqual({ itemId: ids['serum-vitamin-c'], wishlist: true, total: 1 });
    // Adding again changes nothing.
    expect(
      (await m.call('POST', '/e-commerce/wishlist/v1/create', { itemId: ids['serum-vitamin-c'] })).body.result.total,
    ).toBe(1);

    const listed = await m.call('GET', '/e-commerce/wishlist/v1/list');
    expect(listed.body.result.datas).toEqual([expect.objectContaining({ name: 'Serum Vitamin C', wishlist: true })]);
    expect(listed.body.result.page).toMatchObject({ currentPage: 1, totalData: 1 });

    const removed = await m.call('DELETE', `/e-commerce/wishlist/v1/delete/${ids['serum-vitamin-c']}`);
    expect(removed.body.message).toBe('Berhasil Menghapus Produk Dari Koleksi');
    expect(removed.body.result).toEqual({ itemId: ids['serum-vitamin-c'], wishlist: false, total: 0 });
    const again = await m.call('DELETE', `/e-commerce/wishlist/v1/delete/${ids['serum-vitamin-c']}`);
    expect(again.statusCode).toBe(404);
    expect(again.body.message).toBe('Produk tidak ada di koleksi');
  });

  it('refuses unknown or retired products and guests', async () => {
    const m = await newMember(t.app);
    expect((await m.call('POST', '/e-commerce/wishlist/v1/create', { itemId: ids['sabun-lama'] })).statusCode).toBe(
      404,
    );
    expect((await m.call('POST', '/e-commerce/wishlist/v1/create', { itemId: 'abc' })).statusCode).toBe(404);
    expect((await publicCall(t.app, 'GET', '/e-commerce/wishlist/v1/list')).statusCode).toBe(401);
  });

  it("searches and sorts the member's own koleksi only", async () => {
    const m = await newMember(t.app);
    const other = await newMember(t.app);
    for (const slug of ['serum-niacinamide', 'serum-vitamin-c', 'sabun-wajah-lembut']) {
      await m.call('POST', '/e-commerce/wishlist/v1/create', { itemId: ids[slug] });
    }
    await other.call('POST', '/e-commerce/wishlist/v1/create', { itemId: ids['sabun-wajah-lembut'] });

    expect(names(await m.call('GET', '/e-commerce/wishlist/v1/list?search=SERUM'))).toEqual(
      expect.arrayContaining(['Sérum Niacinamide 10%', 'Serum Vitamin C']),
    );
    expect(names(await m.call('GET', '/e-commerce/wishlist/v1/list?search=serum'))).toHaveLength(2);
    // The original client sends a sort id through `search`.
    expect(names(await m.call('GET', '/e-commerce/wishlist/v1/list?search=low_price'))).toEqual([
      'Sabun Wajah Lembut',
      'Sérum Niacinamide 10%',
      'Serum Vitamin C',
    ]);
    expect(names(await m.call('GET', '/e-commerce/wishlist/v1/list?sortBy=high_price&limit=1&page=1'))).toEqual([
      'Serum Vitamin C',
    ]);
    expect(names(await other.call('GET', '/e-commerce/wishlist/v1/list'))).toEqual(['Sabun Wajah Lembut']);
    expect((await m.call('GET', '/e-commerce/wishlist/v1/list?sortBy=cheap')).statusCode).toBe(400);
  });

  it('sets the wishlist flag on lists and details for the member only', async () => {
    const m = await newMember(t.app);
    await m.call('POST', '/e-commerce/wishlist/v1/create', { itemId: ids['serum-vitamin-c'] });
    const flags = (res: any) => Object.fromEntries(res.body.result.datas.map((p: any) => [p.name, p.wishlist]));
    expect(flags(await m.call('GET', '/e-commerce/product/v1/all'))).toMatchObject({
      'Serum Vitamin C': true,
      'Sabun Wajah Lembut': false,
    });
    expect(flags(await publicCall(t.app, 'GET', '/e-commerce/product/v1/all'))).toMatchObject({
      'Serum Vitamin C': false,
    });
    const detail = await m.call('GET', '/e-commerce/product/v1/detail/rona/serum-vitamin-c-30-ml');
    expect(detail.body.result.wishlist).toBe(true);
  });
});
