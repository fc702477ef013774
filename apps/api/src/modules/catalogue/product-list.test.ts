import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIST = '/e-commerce/product/v1/all';
const names = async (query: string) => {
  const res = await call(t.app, `${LIST}?${query}`);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return (res.body.result.datas as { name: string }[]).map((d) => d.name);
};

describe('GET /e-commerce/product/v1/all', () => {
  it('lists active products with the first variant, prices and statistics', async () => {
    const res = await call(t.app, LIST);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.result.page).toEqual({ currentPage: 1, totalPage: 1, totalData: 3, limit: 15 });
    const niacinamide = res.body.result.datas.find((d: { name: string }) => d.name.includes('Niacinamide'));
    expect(niacinamide).toMatchObject({
      url: 'rona/serum-niacinamide-20-ml',
      size: '20 ml',
      subCategory: 'Serum',
      category: 'Perawatan',
      status: true,
      wishlist: false,
      statistics: { countScore: { average: 3.5 }, countReviews: 4, sold: 500 },
      warehouse: {
        price: 150000,
        fixedPrice: 120000,
        stock: 25,
        quantity: 500,
        discount: { kind: 'percentage', value: 20, text: 'Disc. 20%' },
      },
    });
    expect(niacinamide.image).toMatch(/^\/api\/media\/products\/serum-niacinamide-0\.webp$/);
    const names = res.body.result.datas.map((d: { name: string }) => d.name);
    expect(names).not.toContain('Sabun Lama');
  });

  it('computes fixed and override discounts', async () => {
    const res = await call(t.app, `${LIST}?sortBy=high_price`);
    const [vitc, , sabun] = res.body.result.datas;
    expect(vitc.warehouse).toMatchObject({
      price: 250000,
      fixedPrice: 200000,
      discount: { kind: 'fixed', text: 'Disc. Rp 50.000', purchaseLimit: 2 },
    });
    expect(vitc.warehouse.discount.startDate).toEqual(expect.any(String));
    expect(sabun.warehouse).toMatchObject({
      price: 80000,
      fixedPrice: 60000,
      discount: { kind: 'override', text: 'Disc. Rp 20.000', promoPurchaseLimit: 5 },
    });
  });

  it.each([
    ['popular', ['Serum Vitamin C', 'Sabun Wajah Lembut', 'Sérum Niacinamide 10%']],
    ['best_seller', ['Sabun Wajah Lembut', 'Sérum Niacinamide 10%', 'Serum Vitamin C']],
    ['best_rating', ['Serum Vitamin C', 'Sabun Wajah Lembut', 'Sérum Niacinamide 10%']],
    ['high_price', ['Serum Vitamin C', 'Sérum Niacinamide 10%', 'Sabun Wajah Lembut']],
    ['low_price', ['Sabun Wajah Lembut', 'Sérum Niacinamide 10%', 'Serum Vitamin C']],
  ])('sorts by %s', async (sortBy, expected) => {
    expect(await names(`sortBy=${sortBy}`)).toEqual(expected);
  });

  it('defaults to the popular order', async () => {
    expect(await names('')).toEqual(await names('sortBy=popular'));
  });

  it.each([
    ['category=perawatan', ['Serum Vitamin C', 'Sérum Niacinamide 10%']],
    ['subCategory=sabun-wajah', ['Sabun Wajah Lembut']],
    ['skin=Jerawat', ['Sérum Niacinamide 10%']],
    ['skinType=Normal', ['Serum Vitamin C']],
    ['skin=Kering&skinType=Sensitif', ['Sabun Wajah Lembut']],
    ['skin=Jerawat&skinType=Normal', []],
    ['search=serum', ['Serum Vitamin C', 'Sérum Niacinamide 10%']],
    ['search=S%C3%89RUM%20NIACIN', ['Sérum Niacinamide 10%']],
    ['search=10%25', ['Sérum Niacinamide 10%']],
    ['search=_', []],
    ['search=tidak-ada', []],
    ['category=tidak-ada', []],
  ])('filters by %s', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('filters by category and subcategory id', async () => {
    const cats = await call(t.app, '/e-commerce/home/v1/category');
    const sabun = cats.body.result.find((c: { name: string }) => c.name === 'Sabun Wajah');
    const perawatan = cats.body.result.find((c: { name: string }) => c.name === 'Perawatan');
    expect(await names(`subCategory=${sabun._id}`)).toEqual(['Sabun Wajah Lembut']);
    expect(await names(`category=${perawatan._id}&sortBy=low_price`)).toEqual([
      'Sérum Niacinamide 10%',
      'Serum Vitamin C',
    ]);
  });

  it('pages', async () => {
    const res = await call(t.app, `${LIST}?limit=2&page=2&sortBy=low_price`);
    expect(res.body.result.page).toEqual({ currentPage: 2, totalPage: 2, totalData: 3, limit: 2 });
    expect(res.body.result.datas.map((d: { name: string }) => d.name)).toEqual(['Serum Vitamin C']);
    const beyond = await call(t.app, `${LIST}?limit=2&page=9`);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.body.result.datas).toEqual([]);
  });

  it.each([
    ['limit=abc', 'Harus berupa angka. limit', 'limit'],
    ['limit=0', 'Minimal 1. limit', 'limit'],
    ['limit=101', 'Maksimal 100. limit', 'limit'],
    ['page=1.5', 'Harus berupa bilangan bulat. page', 'page'],
    ['sortBy=cheapest', undefined, 'sortBy'],
    ['skin=Berkilau', 'Jenis kulit tidak dikenal. skin', 'skin'],
    ['search=' + 'a'.repeat(101), 'Pencarian maksimal 100 karakter. search', 'search'],
    ['limit=1&limit=2', undefined, 'limit'],
  ])('rejects %s with 400 and a readable message', async (query, message, field) => {
    const res = await call(t.app, `${LIST}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(false);
    expect(res.body.errors?.[0]?.field).toBe(field);
    if (message) expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(new RegExp(`\\. ${field}$`));
  });

  it('needs the API key', async () => {
    const missing = await call(t.app, LIST, { auth: null });
    expect(missing.statusCode).toBe(401);
    expect(missing.body).toMatchObject({ status: false, message: 'API Key tidak ditemukan' });
    const wrong = await call(t.app, LIST, { auth: 'nope' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body.message).toBe('API Key tidak valid');
  });

  it('answers an unknown member session as a guest (a stale token on a public list, decision 006)', async () => {
    const res = await call(t.app, LIST, { auth: 'Bearer not-a-session' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-rona-session']).toBe('ended');
    expect(res.body.result.datas.every((d: { wishlist: boolean }) => d.wishlist === false)).toBe(true);
  });
});

describe('with the catalogue cache on', () => {
  it('answers the same pages as the database', async () => {
    const cached = await createTestApp({ env: { CATALOGUE_CACHE_MS: '60000' } });
    try {
      for (const query of [
        'sortBy=low_price&limit=2&page=1',
        'sortBy=low_price&limit=2&page=2',
        'category=perawatan',
        'search=serum&sortBy=best_rating',
        'skin=Jerawat',
        'page=5',
      ]) {
        const [a, b] = await Promise.all([call(t.app, `${LIST}?${query}`), call(cached.app, `${LIST}?${query}`)]);
        expect(b.body.result.page, query).toEqual(a.body.result.page);
        expect(
          b.body.result.datas.map((d: { name: string }) => d.name),
          query,
        ).toEqual(a.body.result.datas.map((d: { name: string }) => d.name));
      }
    } finally {
      await cached.close();
    }
  });
});
