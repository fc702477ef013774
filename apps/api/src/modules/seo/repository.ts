import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articles, products, promos, variants } from '../../db/schema';

/**
 * Every active product with the slug of its first variant (by position: the product's stable address,
 * whatever is in stock) and when its page last changed: when it was added, or its newest review (written
 * or edited) — the page shows the reviews and their rating. Products carry no update time of their own.
 */
export async function sitemapProducts(db: DbOrTx) {
  const lastReview = sql<string | null>`(
    select max(coalesce(r.updated_at, r.created_at)) from reviews r where r.product_id = ${products.id}
  )`;
  const rows = await db
    .select({ productId: products.id, slug: variants.slug, createdAt: products.createdAt, lastReview })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .where(eq(products.status, true))
    .orderBy(asc(products.createdAt), asc(products.id), asc(variants.position));
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.productId) && seen.add(r.productId))
    .map((r) => {
      // A raw column comes back as the driver gives it (a string, or a Date with node-postgres' parser).
      const reviewed = r.lastReview === null ? null : new Date(r.lastReview);
      return {
        slug: r.slug,
        lastModified: reviewed && reviewed > r.createdAt ? reviewed : r.createdAt,
      };
    });
}

/** Every article shoppers see (published, its release date come by `now`): its slug and release date. */
export async function sitemapArticles(db: DbOrTx, now: Date) {
  return db
    .select({ slug: articles.slug, lastModified: articles.releaseDate })
    .from(articles)
    .where(and(eq(articles.published, true), lte(articles.releaseDate, now)))
    .orderBy(asc(articles.releaseDate), asc(articles.id));
}

/** Every published promo (a draft or a taken-down one answers 404): its slug and start date. */
export async function sitemapPromos(db: DbOrTx) {
  return db
    .select({ slug: promos.slug, lastModified: promos.startDate })
    .from(promos)
    .where(eq(promos.published, true))
    .orderBy(asc(promos.startDate), asc(promos.id));
}
