import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, reviews } from '../../db/schema';

/**
 * The listing's popular / best_seller / best_rating sorts read denormalised columns (indexed).
 * These keep them true to the data at run time, the way the seed's `refreshProductStatistics`
 * does for the whole catalogue: the review module calls `refreshReviewStatistics` after a review
 * is written or removed, the order module calls `recordSales` when an order is paid. Both use the
 * seed's popularity formula (units sold, a little of the page views, rating weighted by count).
 * Callers then clear `app.responseCache` (the cached listings are stale).
 */
const POPULARITY = sql`${products.soldCount} + ${products.viewCount} * 0.05 + ${products.ratingAvg} * ${products.reviewCount} * 2`;

/** Average score and review count of these products from their reviews (0 when none are left), then popularity. */
export async function refreshReviewStatistics(db: Database, productIds: string[]) {
  if (!productIds.length) return;
  await db
    .update(products)
    .set({
      ratingAvg: sql`coalesce((select avg(${reviews.score})::float8 from ${reviews} where ${reviews.productId} = ${products.id}), 0)`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${products.id})`,
    })
    .where(inArray(products.id, productIds));
  await db.update(products).set({ popularity: POPULARITY }).where(inArray(products.id, productIds));
}

/** Adds the units of a paid order to the products' sold counts, then popularity. */
export async function recordSales(db: Database, lines: { productId: string; quantity: number }[]) {
  const byProduct = new Map<string, number>();
  for (const l of lines) if (l.quantity > 0) byProduct.set(l.productId, (byProduct.get(l.productId) ?? 0) + l.quantity);
  for (const [id, units] of byProduct) {
    await db
      .update(products)
      .set({ soldCount: sql`${products.soldCount} + ${units}` })
      .where(eq(products.id, id));
  }
  if (byProduct.size)
    await db
      .update(products)
      .set({ popularity: POPULARITY })
      .where(inArray(products.id, [...byProduct.keys()]));
}
