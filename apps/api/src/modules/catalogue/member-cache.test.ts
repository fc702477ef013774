import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { API_KEY, createTestApp, type TestApp } from '../../testing/test-app';
import { newMember, type TestMember } from '../../testing/members';

/**
 * Issue 15 §5: a member's catalogue reads are the shared cached answer with their own wishlist
 * hearts overlaid — served from the cache (no product query), byte for byte what they were, and a
 * wishlist change shows on the very next read.
 */
let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_CACHE_MS: '60000' } });
  for (const p of await t.app.db.select({ id: products.id, slug: products.slug }).from(products)) ids[p.slug] = p.id;
});
afterAll(() => t.close());

const LIST = '/e-commerce/product/v1/all';
const DETAIL = '/e-commerce/product/v1/detail/rona/serum-vitamin-c-30-ml';
const recommendations = () => `/e-commerce/product/v1/recommendation?productId=${ids['sabun-wajah-lembut']}`;

/** The raw answer, as the client reads it: a member's session, or the public key (null). */
async function raw(member: TestMember | null, url: string) {
  const res = await t.app.inject({
    url,
    headers: { authorization: member ? `Bearer ${member.token}` : API_KEY },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

type Card = { productId: string; name: string; wishlist: boolean };
const cards = (body: string): Card[] => JSON.parse(body).result.datas ?? JSON.parse(body).result;
const hearts = (body: string) =>
  cards(body)
    .filter((c) => c.wishlist)
    .map((c) => c.productId)
    .sort();
/** The raw body with one card's heart set, edited as text (every other byte stays). */
const withHeart = (body: string, productId: string | undefined) =>
  body
    .split('{"productId":')
    .map((card) => (card.startsWith(`"${productId}"`) ? card.replace('"wishlist":false', '"wishlist":true') : card))
    .join('{"productId":');
const detailHeart = (body: string): boolean => JSON.parse(body).result.wishlist;

const add = (m: TestMember, slug: string) => m.call('POST', '/e-commerce/wishlist/v1/create', { itemId: ids[slug] });
const remove = (m: TestMember, slug: string) => m.call('DELETE', `/e-commerce/wishlist/v1/delete/${ids[slug]}`);

describe('member catalogue reads with the response cache on', () => {
  it("serve the shared cached list (no product query) with only that member's hearts", async () => {
    t.app.responseCache.clear();
    const a = await newMember(t.app);
    const b = await newMember(t.app);
    await add(a, 'serum-vitamin-c');
    await add(b, 'sabun-wajah-lembut');

    const anonymous = await raw(null, LIST);
    expect(hearts(anonymous)).toEqual([]);
    // The database changes behind the cache's back: reads served from the cache still show the old names.
    const before = cards(anonymous).map((c) => c.name);
    await t.app.db.update(products).set({ name: 'Diganti' });
    const aList = await raw(a, LIST);
    const bList = await raw(b, LIST);
    expect(cards(aList).map((c) => c.name)).toEqual(before);
    expect(cards(bList).map((c) => c.name)).toEqual(before);
    expect(hearts(aList)).toEqual([ids['serum-vitamin-c']]);
    expect(hearts(bList)).toEqual([ids['sabun-wajah-lembut']]);
    // Byte for byte the shared answer, but for their own hearts.
    expect(aList).toBe(withHeart(anonymous, ids['serum-vitamin-c']));
    expect(bList).toBe(withHeart(anonymous, ids['sabun-wajah-lembut']));
    expect(await raw(null, LIST)).toBe(anonymous);
    expect(t.app.responseCache.size).toBe(1);

    t.app.responseCache.clear();
    expect(cards(await raw(a, LIST)).map((c) => c.name)).toEqual(before.map(() => 'Diganti'));
  });

  it('answer a member the same bytes from the cache as on a miss, and never store their hearts', async () => {
    const a = await newMember(t.app);
    await add(a, 'serum-vitamin-c');
    for (const url of [LIST, `${LIST}?sortBy=low_price&limit=2`, DETAIL, recommendations()]) {
      t.app.responseCache.clear();
      const miss = await raw(a, url);
      const hit = await raw(a, url);
      expect(hit, url).toBe(miss);
      const anonymous = await raw(null, url);
      if (url === DETAIL) expect(detailHeart(anonymous)).toBe(false);
      else expect(hearts(anonymous), url).toEqual([]);
    }
  });

  it('show a wishlist change on the very next read (list, detail, recommendations)', async () => {
    t.app.responseCache.clear();
    const a = await newMember(t.app);
    await raw(null, LIST);
    await raw(null, DETAIL);
    await raw(null, recommendations());
    expect(hearts(await raw(a, LIST))).toEqual([]);
    expect(detailHeart(await raw(a, DETAIL))).toBe(false);

    await add(a, 'serum-vitamin-c');
    expect(hearts(await raw(a, LIST))).toEqual([ids['serum-vitamin-c']]);
    expect(detailHeart(await raw(a, DETAIL))).toBe(true);
    expect(hearts(await raw(a, recommendations()))).toEqual([ids['serum-vitamin-c']]);

    await remove(a, 'serum-vitamin-c');
    expect(hearts(await raw(a, LIST))).toEqual([]);
    expect(detailHeart(await raw(a, DETAIL))).toBe(false);
    expect(hearts(await raw(a, recommendations()))).toEqual([]);
    expect(t.app.responseCache.size).toBe(3);
  });

  it('never show an anonymous or stale-session reader a heart', async () => {
    t.app.responseCache.clear();
    const a = await newMember(t.app);
    await add(a, 'serum-vitamin-c');
    await add(a, 'sabun-wajah-lembut');
    // Members read first, so their answers are the ones that fill the cache.
    expect(hearts(await raw(a, LIST))).toHaveLength(2);
    expect(detailHeart(await raw(a, DETAIL))).toBe(true);
    await raw(a, recommendations());
    expect(hearts(await raw(null, LIST))).toEqual([]);
    expect(detailHeart(await raw(null, DETAIL))).toBe(false);
    expect(hearts(await raw(null, recommendations()))).toEqual([]);
    const stale = await t.app.inject({ url: LIST, headers: { authorization: 'Bearer not-a-session' } });
    expect(stale.headers['x-rona-session']).toBe('ended');
    expect(hearts(stale.body)).toEqual([]);
  });
});
