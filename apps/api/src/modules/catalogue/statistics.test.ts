import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, reviews } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../testing/test-app';
import { recordSales, refreshReviewStatistics } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIST = '/e-commerce/product/v1/all';
const names = async (sortBy: string) =>
  ((await call(t.app, `${LIST}?sortBy=${sortBy}`)).body.result.datas as { name: string }[]).map((d) => d.name);
const productNamed = async (name: string) => {
  const [row] = await t.app.db.select().from(products).where(eq(products.name, name));
  if (!row) throw new Error(`no product ${name}`);
  return row;
};

describe('sort statistics from real data', () => {
  it('best_rating follows the reviews: new reviews move a product up, removing them moves it back', async () => {
    const before = await names('best_rating');
    const last = await productNamed(before.at(-1) ?? '');
    await t.app.db.insert(reviews).values(
      Array.from({ length: 6 }, (_, i) => ({
        productId: last.id,
        size: '20 ml',
        authorName: `Pembeli ${i}`,
        score: 5,
        comment: 'Bagus sekali',
      })),
    );
    await refreshReviewStatistics(t.app.db, [last.id]);
    const after = await productNamed(last.name);
    expect(after.reviewCount).toBe(last.reviewCount + 6);
    expect(after.ratingAvg).toBeGreaterThan(last.ratingAvg);
    expect(after.popularity).toBeGreaterThan(last.popularity);
    expect((await names('best_rating')).indexOf(last.name)).toBeLessThan(before.length - 1);

    await t.app.db.delete(reviews).where(eq(reviews.productId, last.id));
    await refreshReviewStatistics(t.app.db, [last.id]);
    expect(await productNamed(last.name)).toMatchObject({ ratingAvg: 0, reviewCount: 0 });
  });

  it('best_seller and popular follow the units sold', async () => {
    const before = await names('best_seller');
    const last = await productNamed(before.at(-1) ?? '');
    const top = await productNamed(before[0] ?? '');
    await recordSales(t.app.db, [
      { productId: last.id, quantity: top.soldCount },
      { productId: last.id, quantity: 1 },
      { productId: top.id, quantity: 0 },
    ]);
    const after = await productNamed(last.name);
    expect(after.soldCount).toBe(last.soldCount + top.soldCount + 1);
    expect(after.popularity).toBeCloseTo(last.popularity + top.soldCount + 1);
    expect((await names('best_seller'))[0]).toBe(last.name);
    expect((await productNamed(top.name)).soldCount).toBe(top.soldCount);
  });
});
