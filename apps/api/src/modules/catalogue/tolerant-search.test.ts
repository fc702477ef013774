import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SeedContent } from '../../db/seed/content-types';
import { call, createTestApp, type TestApp } from '../../testing/test-app';
import { fixtureContent } from '../../testing/fixture-content';
import { searchRank, wordSimilarity } from './search-text';

const [base] = fixtureContent.products.filter((p) => p.slug === 'sabun-wajah-lembut');
if (!base) throw new Error('fixture changed: sabun-wajah-lembut is gone');
/** The fixture plus products written the ways shoppers do not type them; the misspelt one is the most popular. */
const content: SeedContent = {
  ...fixtureContent,
  products: [
    ...fixtureContent.products,
    { ...base, slug: 'sunscreen-aqua-gel', name: 'Sunscreen Aqua Gel SPF 50', views: 2_000 },
    { ...base, slug: 'sun-screen-stick', name: 'Sun Screen Stick', views: 1_000 },
    { ...base, slug: 'face-mist-seruum', name: 'Face Mist Seruum', views: 900_000 },
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ content });
});
afterAll(() => t.close());

const suggested = async (search: string) => {
  const res = await call(t.app, `/e-commerce/product/v1/suggestion?search=${encodeURIComponent(search)}`);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return (res.body.result.products as { name: string }[]).map((p) => p.name);
};
const listed = async (query: string) => {
  const res = await call(t.app, `/e-commerce/product/v1/all?${query}`);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return (res.body.result.datas as { name: string }[]).map((p) => p.name);
};

describe('search tolerates typos and spacing', () => {
  it.each([
    ['serm', ['Serum Vitamin C', 'Sérum Niacinamide 10%']],
    ['SÉRM', ['Serum Vitamin C', 'Sérum Niacinamide 10%']],
    ['vitamn', ['Serum Vitamin C']],
  ])('suggests for the misspelt %s', async (term, expected) => {
    expect(await suggested(term)).toEqual(expect.arrayContaining(expected));
  });

  it("finds 'Sunscreen' for 'sun screen' and 'Sun Screen' for 'sunscreen'", async () => {
    expect(await suggested('sun screen')).toEqual(
      expect.arrayContaining(['Sunscreen Aqua Gel SPF 50', 'Sun Screen Stick']),
    );
    expect(await suggested('sunscreen')).toEqual(['Sunscreen Aqua Gel SPF 50', 'Sun Screen Stick']);
  });

  it('ranks exact matches above near ones, whatever their popularity', async () => {
    expect(await suggested('serum')).toEqual(['Serum Vitamin C', 'Sérum Niacinamide 10%', 'Face Mist Seruum']);
  });

  it('still needs every word to match somehow', async () => {
    expect(await suggested('serum kolagen')).toEqual([]);
    expect(await suggested('zzzz')).toEqual([]);
  });

  it('applies the same to the listing search, ranked when no sort is chosen', async () => {
    expect(await listed('search=serm')).toEqual(expect.arrayContaining(['Serum Vitamin C', 'Sérum Niacinamide 10%']));
    expect(await listed('search=sun%20screen')).toEqual(
      expect.arrayContaining(['Sunscreen Aqua Gel SPF 50', 'Sun Screen Stick']),
    );
    expect(await listed('search=serum')).toEqual(['Serum Vitamin C', 'Sérum Niacinamide 10%', 'Face Mist Seruum']);
    expect(await listed('search=serum&sortBy=popular')).toEqual([
      'Face Mist Seruum',
      'Serum Vitamin C',
      'Sérum Niacinamide 10%',
    ]);
    expect(await listed('search=serum%20kolagen')).toEqual([]);
  });
});

describe('categories in the suggestion', () => {
  it('are found misspelt too, exact ones first', async () => {
    const res = await call(t.app, `/e-commerce/product/v1/suggestion?search=${encodeURIComponent('perawatn')}`);
    expect((res.body.result.categories as { name: string }[]).map((c) => c.name)).toEqual(['Perawatan']);
  });
});

describe('the JavaScript mirror of pg_trgm (categories are ranked in JavaScript)', () => {
  it.each([
    ['serm', 'serum vitamin c'],
    ['sun', 'sunscreen aqua gel'],
    ['screen', 'sunscreen aqua gel'],
    ['vitamn', 'serum vitamin c'],
    ['perawtan', 'perawatan'],
    ['perawatn', 'perawatan'],
    ['kolagen', 'serum vitamin c'],
    ['serum', 'essence serenite'],
  ])('word_similarity(%s, %s) is the database one', async (word, text) => {
    const result: unknown = await t.app.db.execute(sql`select word_similarity(${word}, ${text})::float8 as s`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { s: number }[];
    expect(wordSimilarity(word, text)).toBeCloseTo(rows[0]!.s, 4);
  });

  it.each([
    ['sunscreen aqua gel', 'sun screen', 3],
    ['sun screen stick', 'sunscreen', 4],
    ['serum vitamin c', 'serm', 5],
    ['serum vitamin c', 'serm vit', 5],
    ['serum vitamin c', 'serum kolagen', null],
  ])('searchRank(%s, %s) → %s', (text, term, rank) => {
    expect(searchRank(text, term)).toBe(rank);
  });
});
