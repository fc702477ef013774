import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedContent } from '../../db/seed/content-types';
import { call, createTestApp, type TestApp } from '../../testing/test-app';
import { fixtureContent } from '../../testing/fixture-content';
import { searchRank } from './search-text';

const [base] = fixtureContent.products.filter((p) => p.slug === 'sabun-wajah-lembut');
if (!base) throw new Error('fixture changed: sabun-wajah-lembut is gone');
/** The fixture plus products that match 'ser' in every way, the weakest match being the most popular. */
const content: SeedContent = {
  ...fixtureContent,
  categories: [
    ...fixtureContent.categories,
    { slug: 'masker', name: 'Masker', subcategories: [{ slug: 'masker-perawatan', name: 'Masker Perawatan Malam' }] },
  ],
  products: [
    ...fixtureContent.products,
    { ...base, slug: 'essence-serenite', name: 'Essence Sérénité', sold: 0, views: 5_000 },
    { ...base, slug: 'moisturiser-gel', name: 'Moisturiser Gel', sold: 0, views: 900_000 },
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ content });
});
afterAll(() => t.close());

const suggest = async (search: string) => {
  const res = await call(t.app, `/e-commerce/product/v1/suggestion?search=${encodeURIComponent(search)}`);
  expect(res.statusCode).toBe(200);
  return res.body.result as {
    products: { name: string; url: string; image: string }[];
    categories: { name: string; type: string }[];
  };
};
const names = (r: { products: { name: string }[] }) => r.products.map((p) => p.name);

describe('GET /e-commerce/product/v1/suggestion', () => {
  it('ranks name prefix, then word prefix, then contains — above popularity', async () => {
    const result = await suggest('ser');
    // Both serums start with 'ser' (the more popular first), then a word starting with it, then 'moisturiSER'.
    expect(names(result)).toEqual(['Serum Vitamin C', 'Sérum Niacinamide 10%', 'Essence Sérénité', 'Moisturiser Gel']);
    expect(result.products[0]).toEqual({
      name: 'Serum Vitamin C',
      url: 'rona/serum-vitamin-c-30-ml',
      image: expect.stringContaining('/api/media/'),
    });
  });

  it('ignores case and accents on both sides', async () => {
    expect(names(await suggest('SÉRÉNITÉ'))).toEqual(['Essence Sérénité']);
    expect(names(await suggest('serum niacin'))).toEqual(['Sérum Niacinamide 10%']);
    expect(names(await suggest('Serum'))).toEqual(names(await suggest('sérum')));
  });

  it('needs every word, in any order, and prefers words that start words', async () => {
    expect(names(await suggest('vit ser'))).toEqual(['Serum Vitamin C']);
    expect(names(await suggest('serum kolagen'))).toEqual([]);
  });

  it('never suggests inactive products and treats LIKE wildcards as text', async () => {
    expect(names(await suggest('sabun lama'))).toEqual([]);
    // '%' is only the literal percent sign of 'Niacinamide 10%', not 'anything'.
    expect(names(await suggest('%'))).toEqual(['Sérum Niacinamide 10%']);
    expect(await suggest('_')).toEqual({ products: [], categories: [] });
  });

  it('suggests categories and subcategories, best match first', async () => {
    const result = await suggest('PERA');
    expect(result.categories).toEqual([
      expect.objectContaining({ name: 'Perawatan', type: 'category', parentId: null }),
      expect.objectContaining({ name: 'Masker Perawatan Malam', type: 'subcategory' }),
    ]);
    expect((await suggest('wajah')).categories.map((c) => c.name)).toEqual(['Sabun Wajah']);
  });

  it('answers 400 with the spec envelope for an empty search', async () => {
    const res = await call(t.app, '/e-commerce/product/v1/suggestion?search=%20%20');
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(false);
    expect(res.body.message).toBe('Kata kunci belum diisi. search');
  });
});

describe('searchRank', () => {
  it.each([
    ['serum vitamin c', 'Ser', 0],
    ['essence serenite', 'SÉR', 1],
    ['serum vitamin c', 'vit ser', 2],
    ['moisturiser gel', 'ser', 3],
    ['serum vitamin c', 'kolagen', null],
  ])('%s for %s → %s', (text, term, rank) => {
    expect(searchRank(text, term)).toBe(rank);
  });
});
