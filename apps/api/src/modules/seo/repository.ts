import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articles, products, promos, variants } from '../../db/schema';

/**
 * Every active product with the slug of its first variant (by position: the product's stable address,
 * whatever is in stock) and when it was added — products carry no update time yet.
 */
export async function sitemapProducts(db: DbOrTx) {
  const rows = await db
    .select({ productId: products.id, slug: variants.slug, lastModified: products.createdAt })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .where(eq(products.status, true))
    .orderBy(asc(products.createdAt), asc(products.id), asc(variants.position));
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.productId) && seen.add(r.productId));
}

/** Every article: its slug and release date. */
export async function sitemapArticles(db: DbOrTx) {
  return db
    .select({ slug: articles.slug, lastModified: articles.releaseDate })
    .from(articles)
    .orderBy(asc(articles.releaseDate), asc(articles.id));
}

/** Every promo: its slug and start date. */
export async function sitemapPromos(db: DbOrTx) {
  return db
    .select({ slug: promos.slug, lastModified: promos.startDate })
    .from(promos)
    .orderBy(asc(promos.startDate), asc(promos.id));
}
