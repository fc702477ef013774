import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  articleSections,
  articles,
  certificates,
  products,
  promoSections,
  promos,
  subscribers,
  variants,
  vouchers,
} from '../../db/schema';

/** What shoppers see: published articles whose release date has come (a later one is scheduled). */
export const articleVisible = (now: Date) => and(eq(articles.published, true), lte(articles.releaseDate, now));

/** One page of the shown articles (of one tag if given), newest first, and how many there are. */
export async function articlePage(db: DbOrTx, tag: string | undefined, limit: number, offset: number, now: Date) {
  const where = and(
    articleVisible(now),
    tag ? sql`${articles.tags} @> array[${tag.toLowerCase()}]::text[]` : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.releaseDate), asc(articles.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(articles)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function articleBySlug(db: DbOrTx, slug: string, now: Date) {
  const [article] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), articleVisible(now)))
    .limit(1);
  if (!article) return null;
  const sections = await db
    .select()
    .from(articleSections)
    .where(eq(articleSections.articleId, article.id))
    .orderBy(asc(articleSections.position));
  return { article, sections };
}

/** The ids among `ids` of products on sale, in the order given (an article's recommended products). */
export async function onSaleIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.status, true)));
  const live = new Set(rows.map((r) => r.id));
  return ids.filter((id) => live.has(id));
}

/** What shoppers see of promos: published ones (drafts and taken-down ones answer 404). */
export const promoVisible = eq(promos.published, true);

/**
 * Running and upcoming published promos with their voucher counts, in the carousel order staff
 * set (position 1 first), then those without a place, newest start first.
 */
export async function promoPage(db: DbOrTx, now: Date, limit: number, offset: number) {
  const where = and(promoVisible, gte(promos.endDate, now));
  // Qualified by hand: drizzle leaves columns unqualified in single-table selects, which would bind to vouchers.id here.
  // A voucher staff switched off (Nonaktifkan) is no longer offered on the promo pages.
  const countVoucher = sql<number>`(select count(*)::int from ${vouchers} where ${vouchers}.promo_id = ${promos}.id and ${vouchers}.deactivated_at is null)`;
  const [rows, [count]] = await Promise.all([
    db
      .select({ promo: promos, countVoucher })
      .from(promos)
      .where(where)
      .orderBy(sql`${promos.position} asc nulls last`, desc(promos.startDate), asc(promos.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(promos)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function promoBySlug(db: DbOrTx, slug: string) {
  const [promo] = await db
    .select()
    .from(promos)
    .where(and(eq(promos.slug, slug), promoVisible))
    .limit(1);
  if (!promo) return null;
  const [sections, promoVouchers, discounted] = await Promise.all([
    db.select().from(promoSections).where(eq(promoSections.promoId, promo.id)).orderBy(asc(promoSections.position)),
    db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.promoId, promo.id), isNull(vouchers.deactivatedAt)))
      .orderBy(asc(vouchers.code)),
    db
      .select({
        variant: variants,
        productName: products.name,
        productImage: products.image,
        productStatus: products.status,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(variants.promoId, promo.id))
      .orderBy(asc(products.name), asc(variants.position)),
  ]);
  return { promo, sections, vouchers: promoVouchers, discounted };
}

export const certificateRows = (db: DbOrTx) => db.select().from(certificates).orderBy(asc(certificates.position));

/** Inserts the subscriber; null when the email is already there. */
export async function insertSubscriber(db: DbOrTx, email: string): Promise<string | null> {
  const [inserted] = await db
    .insert(subscribers)
    .values({ email })
    .onConflictDoNothing({ target: subscribers.email })
    .returning({ id: subscribers.id });
  return inserted?.id ?? null;
}
