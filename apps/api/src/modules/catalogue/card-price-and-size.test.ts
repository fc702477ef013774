import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SeedContent } from '../../db/seed/content-types';
import { variants } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../testing/test-app';
import { fixtureContent } from '../../testing/fixture-content';

const [base] = fixtureContent.products.filter((p) => p.slug === 'sabun-wajah-lembut');
if (!base) throw new Error('fixture changed: sabun-wajah-lembut is gone');
const toner = { ...base, categorySlug: 'pembersih', subCategorySlug: 'toner' };
const size = (label: string, price: number, stock: number) => ({ size: label, price, stock, weight: 100 });

/** Toners whose regular price order differs from the price on their cards. */
const content: SeedContent = {
  ...fixtureContent,
  categories: fixtureContent.categories.map((c) =>
    c.slug === 'pembersih' ? { ...c, subcategories: [...c.subcategories, { slug: 'toner', name: 'Toner' }] } : c,
  ),
  products: [
    ...fixtureContent.products,
    { ...toner, slug: 'toner-biasa', name: 'Toner Biasa', variants: [size('100 ml', 79_000, 10)] },
    // Rp 90.000 − 21% = Rp 71.100 on the card.
    {
      ...toner,
      slug: 'toner-diskon',
      name: 'Toner Diskon',
      variants: [
        {
          ...size('100 ml', 90_000, 10),
          discount: { kind: 'percentage', value: 21, promoPurchaseLimit: 0, purchaseLimit: 0 },
        },
      ],
    },
    // Its Rp 10.000 price ended yesterday (set below): the card shows Rp 76.000.
    {
      ...toner,
      slug: 'toner-lewat',
      name: 'Toner Promo Lewat',
      variants: [
        {
          ...size('100 ml', 76_000, 10),
          discount: { kind: 'override', value: 10_000, promoPurchaseLimit: 0, purchaseLimit: 0 },
        },
      ],
    },
    // The first size is sold out; the 100 ml (Rp 70.000) can be bought.
    {
      ...toner,
      slug: 'toner-ukuran',
      name: 'Toner Dua Ukuran',
      variants: [size('50 ml', 40_000, 0), size('100 ml', 70_000, 86)],
    },
    {
      ...toner,
      slug: 'toner-habis',
      name: 'Toner Habis',
      variants: [size('50 ml', 85_000, 0), size('100 ml', 95_000, 0)],
    },
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ content });
  await t.app.db
    .update(variants)
    .set({ discountEnd: new Date(Date.now() - 86_400_000) })
    .where(eq(variants.slug, 'toner-lewat-100-ml'));
});
afterAll(() => t.close());

interface Card {
  name: string;
  url: string;
  size: string;
  variantId: string;
  warehouse: { price: number; fixedPrice: number; stock: number };
}
const list = async (query: string) => {
  const res = await call(t.app, `/e-commerce/product/v1/all?subCategory=toner&${query}`);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.result.datas as Card[];
};

describe('price sorts use the price on the card', () => {
  it("'Harga Terendah' lists the cheapest price the shopper sees first (discounts applied, only running ones)", async () => {
    const cards = await list('sortBy=low_price');
    expect(cards.map((c) => [c.name, c.warehouse.fixedPrice])).toEqual([
      ['Toner Dua Ukuran', 70_000],
      ['Toner Diskon', 71_100],
      ['Toner Promo Lewat', 76_000],
      ['Toner Biasa', 79_000],
      ['Toner Habis', 85_000],
    ]);
  });

  it("'Harga Tertinggi' is the same order reversed", async () => {
    expect((await list('sortBy=high_price')).map((c) => c.warehouse.fixedPrice)).toEqual([
      85_000, 79_000, 76_000, 71_100, 70_000,
    ]);
  });

  it('pages follow the same order', async () => {
    expect((await list('sortBy=low_price&limit=2&page=2')).map((c) => c.name)).toEqual([
      'Toner Promo Lewat',
      'Toner Biasa',
    ]);
  });
});

describe('the size a card shows', () => {
  it('is the first size that can be bought when the first one is sold out', async () => {
    const card = (await list('')).find((c) => c.name === 'Toner Dua Ukuran');
    expect(card).toMatchObject({
      size: '100 ml',
      url: 'rona/toner-ukuran-100-ml',
      warehouse: { price: 70_000, stock: 86 },
    });
  });

  it("is the first size, at stock 0 ('Habis'), only when no size can be bought", async () => {
    const card = (await list('')).find((c) => c.name === 'Toner Habis');
    expect(card).toMatchObject({ size: '50 ml', url: 'rona/toner-habis-50-ml', warehouse: { stock: 0 } });
  });

  it('is the same on recommendations', async () => {
    const res = await call(t.app, '/e-commerce/product/v1/recommendation?limit=20');
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const card = (res.body.result as Card[]).find((c) => c.name === 'Toner Dua Ukuran');
    expect(card).toMatchObject({ size: '100 ml', warehouse: { stock: 86 } });
  });
});
