import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscribers } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('articles', () => {
  it('lists newest first with paging and a tag filter', async () => {
    const res = await call(t.app, '/article/v1/list');
    expect(res.statusCode).toBe(200);
    expect(res.body.result.datas.map((a: { slug: string }) => a.slug)).toEqual(['atasi-jerawat', 'tips-sunscreen']);
    expect(res.body.result.page).toEqual({ currentPage: 1, totalPage: 1, totalData: 2, limit: 5 });
    expect(res.body.result.datas[0]).toMatchObject({
      tags: ['acne', 'oily'],
      thumbnail: '/api/media/articles/atasi-jerawat.webp',
    });
    const tagged = await call(t.app, '/article/v1/list?tag=sunscreen');
    expect(tagged.body.result.datas.map((a: { slug: string }) => a.slug)).toEqual(['tips-sunscreen']);
    const paged = await call(t.app, '/article/v1/list?limit=1&page=2');
    expect(paged.body.result.datas.map((a: { slug: string }) => a.slug)).toEqual(['tips-sunscreen']);
    expect((await call(t.app, '/article/v1/list?limit=abc')).body.message).toBe('Harus berupa angka. limit');
  });

  it('answers one article with its sections, or 404', async () => {
    const res = await call(t.app, '/article/v1/list/tips-sunscreen');
    expect(res.body.result).toMatchObject({
      title: 'Tips Sunscreen',
      author: 'dr. Rani',
      realeseDate: '2024-05-01T00:00:00.000Z',
      sections: [{ title: 'Kenapa', images: { url: '/api/media/articles/tips-sunscreen-1.webp', source: 'Rona' } }],
    });
    const missing = await call(t.app, '/article/v1/list/tidak-ada');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('Artikel tidak ditemukan');
  });
});

describe('promos', () => {
  it('lists running and upcoming promos, newest first, with banners or null', async () => {
    const res = await call(t.app, '/promo/v1/list-banner?limit=6&page=1');
    expect(res.statusCode).toBe(200);
    const [upcoming, running] = res.body.result.datas;
    expect(res.body.result.datas).toHaveLength(2);
    expect(upcoming).toMatchObject({
      url: 'voucher-ongkir',
      type: 'Voucher',
      count_voucher: 1,
      banner: null,
      thumbnail: null,
      long_banner: null,
    });
    expect(running).toMatchObject({
      url: 'diskon-serum',
      type: 'Discount',
      count_voucher: 0,
      banner: '/api/media/banners/promo-diskon-serum-banner.webp',
      thumbnail: '/api/media/banners/promo-diskon-serum-thumbnail.webp',
      long_banner: '/api/media/banners/promo-diskon-serum-long.webp',
    });
    expect(res.body.result.page).toEqual({ currentPage: 1, totalPage: 1, totalData: 2, limit: 6 });
  });

  it('answers a discount promo with its products', async () => {
    const res = await call(t.app, '/promo/v1/detail/diskon-serum');
    expect(res.body.result).toMatchObject({
      title: 'Diskon Serum',
      sections: [{ title: 'Syarat', description: 'Selama persediaan ada.' }],
      vouchers: [],
      discounts: {
        products: [
          {
            name: 'Serum Vitamin C',
            variant: [
              {
                size: '30 ml',
                price: 250000,
                fixedPrice: 200000,
                url: 'rona/serum-vitamin-c-30-ml',
                discount: 'Disc. Rp 50.000',
                disable: false,
              },
            ],
          },
        ],
      },
    });
  });

  it('answers a voucher promo with its vouchers, or 404', async () => {
    const res = await call(t.app, '/promo/v1/detail/voucher-ongkir');
    expect(res.body.result).toMatchObject({
      discounts: null,
      vouchers: [
        { name: 'Gratis Ongkir', redeem_code: 'RONAONGKIR', termsCondition: 'Berlaku 1x', category: 'shipping' },
      ],
    });
    const missing = await call(t.app, '/promo/v1/detail/tidak-ada');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('Promo tidak ditemukan');
  });
});

describe('GET /content/v1/certificates', () => {
  it('answers the seeded certificates in display order', async () => {
    const res = await call(t.app, '/content/v1/certificates');
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toEqual([
      {
        title: 'Sertifikat Halal',
        issuer: 'BPJPH',
        image: expect.stringMatching(/^\/api\/media\/certificates\/.+\.svg$/),
      },
    ]);
  });
});

describe('promo paging input', () => {
  it('rejects a page that is not a positive number with the spec envelope', async () => {
    for (const query of ['page=abc', 'page=0', 'limit=-1']) {
      const res = await call(t.app, `/promo/v1/list-banner?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body.status, query).toBe(false);
      expect(res.body.message, query).toMatch(/\. (page|limit)$/);
    }
  });

  it('answers an empty page past the end', async () => {
    const res = await call(t.app, '/promo/v1/list-banner?page=9');
    expect(res.statusCode).toBe(200);
    expect(res.body.result.datas).toEqual([]);
    expect(res.body.result.page).toMatchObject({ currentPage: 9, totalPage: 1 });
  });

  it('answers 404 with the message for an unknown slug in the spec envelope', async () => {
    const res = await call(t.app, '/promo/v1/detail/promo-yang-tidak-ada');
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ status: false, message: 'Promo tidak ditemukan' });
  });
});

describe('POST /subscribe/v1/create', () => {
  it('stores a subscriber once and answers 409 for a second signup', async () => {
    const first = await call(t.app, '/subscribe/v1/create', { method: 'POST', body: { email: ' Ani@Contoh.id ' } });
    expect(first.statusCode).toBe(200);
    expect(first.body).toEqual({
      status: true,
      message: 'Berhasil, Email anda telah terdaftar.',
      result: { email: 'ani@contoh.id' },
    });
    const stored = await t.app.db.select().from(subscribers).where(eq(subscribers.email, 'ani@contoh.id'));
    expect(stored).toHaveLength(1);
    const again = await call(t.app, '/subscribe/v1/create', { method: 'POST', body: { email: 'ANI@contoh.id' } });
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({ status: false, message: 'Email ini sudah terdaftar di newsletter Rona' });
    expect(await t.app.db.select().from(subscribers).where(eq(subscribers.email, 'ani@contoh.id'))).toHaveLength(1);
  });

  it('rejects a bad email and a missing body', async () => {
    const bad = await call(t.app, '/subscribe/v1/create', { method: 'POST', body: { email: 'bukan-email' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('Format email tidak valid. email');
    const none = await call(t.app, '/subscribe/v1/create', { method: 'POST' });
    expect(none.statusCode).toBe(400);
    expect(none.body.errors?.[0]).toMatchObject({ field: 'email', message: 'Email belum diisi' });
    const long = await call(t.app, '/subscribe/v1/create', {
      method: 'POST',
      body: { email: `${'a'.repeat(250)}@rona.id` },
    });
    expect(long.statusCode).toBe(400);
  });
});
