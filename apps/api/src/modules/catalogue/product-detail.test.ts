import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variants } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../testing/test-app';
import { setStock } from '../orders/order-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DETAIL = '/e-commerce/product/v1/detail';

describe('GET /e-commerce/product/v1/detail/:merchant/:item', () => {
  it("names each size's order cap: its own max_per_order, else the shop's (issue 24: the page's stepper stops there)", async () => {
    await t.app.db.update(variants).set({ maxPerOrder: 3 }).where(eq(variants.slug, 'serum-niacinamide-20-ml'));
    const res = await call(t.app, `${DETAIL}/rona/serum-niacinamide-20-ml`);
    expect(res.body.result.variant.map((v: { size: string; maxPerOrder: number }) => [v.size, v.maxPerOrder])).toEqual([
      ['20 ml', 3],
      ['50 ml', 10],
    ]);
    await t.app.db.update(variants).set({ maxPerOrder: null }).where(eq(variants.slug, 'serum-niacinamide-20-ml'));
  });

  it('answers the product with variants, stock texts, images and statistics', async () => {
    const res = await call(t.app, `${DETAIL}/rona/serum-niacinamide-50-ml`);
    expect(res.statusCode).toBe(200);
    const p = res.body.result;
    expect(p).toMatchObject({
      name: 'Sérum Niacinamide 10%',
      status: true,
      bpom: 'NA18230100001',
      category: { name: 'Perawatan' },
      subCategory: { name: 'Serum' },
      skinTypes: ['Berminyak', 'Jerawat'],
      statistics: { countScore: { average: 3.5 }, countReviews: 4, sold: 500 },
    });
    expect(p.image).toHaveLength(3);
    expect(p.image[0]).toMatchObject({ primary: true, originalURL: '/api/media/products/serum-niacinamide-0.webp' });
    expect(p.variant.map((v: { size: string }) => v.size)).toEqual(['20 ml', '50 ml']);
    expect(p.variant[0].warehouse).toMatchObject({ stock: 25, stockText: 'Stok Tersedia', fixedPrice: 120000 });
    expect(p.variant[1].warehouse).toMatchObject({
      stock: 0,
      stockText: 'Stok Habis',
      fixedPrice: 300000,
      discount: null,
    });
    expect(p.selectedVariantId).toBe(p.variant[1].id);
    expect(p.variant[1].url).toBe('rona/serum-niacinamide-50-ml');
  });

  it('says Stok Sisa at 10 or fewer', async () => {
    const res = await call(t.app, `${DETAIL}/rona/serum-vitamin-c-30-ml`);
    expect(res.body.result.variant[0].warehouse.stockText).toBe('Stok Sisa 5');
  });

  it('pages reviews 3 at a time, newest first', async () => {
    const first = await call(t.app, `${DETAIL}/rona/serum-niacinamide-20-ml`);
    expect(first.body.result.review.page).toEqual({ currentPage: 1, totalPage: 2, totalData: 4, limit: 3 });
    expect(first.body.result.review.datas.map((r: { user: { fullName: string } }) => r.user.fullName)).toEqual([
      'Citra Dewi',
      'Dian Sari',
      'Eka Putri',
    ]);
    expect(first.body.result.review.datas[0]).toMatchObject({ score: 3, size: '20 ml', comment: 'Lumayan' });
    expect(first.body.result.review.datas[0].user.image).toMatch(/^\/api\/media\/avatars\/citra-dewi\.svg$/);
    const second = await call(t.app, `${DETAIL}/rona/serum-niacinamide-20-ml?reviewPage=2`);
    expect(second.body.result.review.datas.map((r: { user: { fullName: string } }) => r.user.fullName)).toEqual([
      'Fajar Nugroho',
    ]);
  });

  it('answers 404 for a hidden product (issue 27: its page is gone; past orders and reviews keep their copy)', async () => {
    const res = await call(t.app, `${DETAIL}/rona/sabun-lama-50-ml`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ status: false, message: 'Produk tidak ditemukan' });
  });

  it.each(['rona/tidak-ada', 'toko-lain/serum-niacinamide-20-ml'])('answers 404 for %s', async (path) => {
    const res = await call(t.app, `${DETAIL}/${path}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ status: false, message: 'Produk tidak ditemukan' });
  });

  it('rejects a bad reviewPage', async () => {
    const res = await call(t.app, `${DETAIL}/rona/serum-niacinamide-20-ml?reviewPage=x`);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Harus berupa angka. reviewPage');
  });
});

describe('other catalogue reads', () => {
  it('lists categories then subcategories with their parent', async () => {
    const res = await call(t.app, '/e-commerce/home/v1/category');
    expect(res.statusCode).toBe(200);
    const items = res.body.result as { _id: string; name: string; type: string; parentId: string | null }[];
    expect(items.map((i) => [i.name, i.type])).toEqual([
      ['Perawatan', 'category'],
      ['Pembersih', 'category'],
      ['Serum', 'subcategory'],
      ['Sabun Wajah', 'subcategory'],
    ]);
    expect(items[2]!.parentId).toBe(items[0]!._id);
  });

  it('lists payment and shipping methods with logos', async () => {
    const pay = await call(t.app, '/e-commerce/home/v1/payment-methode');
    expect(pay.body.result).toEqual([
      {
        name: 'BCA Virtual Account',
        category: 'virtual-account',
        photo: '/api/media/logos/payment-virtual-account-bca.svg',
      },
    ]);
    const ship = await call(t.app, '/e-commerce/home/v1/shipping-methode');
    expect(ship.body.result).toEqual([{ expeditionName: 'JNE', image: '/api/media/logos/courier-jne.svg' }]);
    expect((await call(t.app, '/e-commerce/home/v1/shipping-methode', { auth: null })).statusCode).toBe(401);
  });

  it('recommends the same subcategory first, never the product itself', async () => {
    const list = await call(t.app, '/e-commerce/product/v1/all?search=vitamin');
    const vitc = list.body.result.datas[0];
    const res = await call(t.app, `/e-commerce/product/v1/recommendation?productId=${vitc.productId}&limit=5`);
    expect(res.body.result.map((d: { name: string }) => d.name)).toEqual([
      'Sérum Niacinamide 10%',
      'Sabun Wajah Lembut',
    ]);
    const anyone = await call(t.app, '/e-commerce/product/v1/recommendation?productId=bukan-id');
    expect(anyone.body.result.map((d: { name: string }) => d.name)).toEqual([
      'Serum Vitamin C',
      'Sabun Wajah Lembut',
      'Sérum Niacinamide 10%',
    ]);
  });

  it('recommends products in stock before sold-out ones', async () => {
    const [vitc] = await t.app.db
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.slug, 'serum-vitamin-c-30-ml'));
    await setStock(t, [vitc!.id], 0);
    try {
      const res = await call(t.app, '/e-commerce/product/v1/recommendation?limit=5');
      expect(res.body.result.map((d: { name: string }) => d.name)).toEqual([
        'Sabun Wajah Lembut',
        'Sérum Niacinamide 10%',
        'Serum Vitamin C',
      ]);
    } finally {
      await setStock(t, [vitc!.id], 5);
    }
  });

  it('suggests products and categories', async () => {
    const res = await call(t.app, '/e-commerce/product/v1/suggestion?search=SERUM');
    expect(res.statusCode).toBe(200);
    expect(res.body.result.products.map((p: { url: string }) => p.url)).toEqual([
      'rona/serum-vitamin-c-30-ml',
      'rona/serum-niacinamide-20-ml',
    ]);
    expect(res.body.result.categories).toEqual([expect.objectContaining({ name: 'Serum', type: 'subcategory' })]);
    const empty = await call(t.app, '/e-commerce/product/v1/suggestion?search=');
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('Kata kunci belum diisi. search');
  });
});
