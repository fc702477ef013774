import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ProductSort, SkinFilter } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import {
  categories,
  couriers,
  paymentMethods,
  productImages,
  products,
  reviews,
  subcategories,
  variants,
  wishlistItems,
  variantOldSlugs,
} from '../../db/schema';
import { fixedPriceSql } from './pricing';
import { isUuid } from '@rona/domain';
import { searchMatchSql, searchRankSql } from './search-text';

/** A variant's size, stock and money: what cards and cart lines are priced from. */
export const variantColumns = {
  variantId: variants.id,
  variantSlug: variants.slug,
  size: variants.size,
  weight: variants.weight,
  /** On sale: a size staff switched off has none. */
  stock: sql<number>`(case when ${variants.enabled} then ${variants.stock} else 0 end)`,
  price: variants.price,
  discountKind: variants.discountKind,
  discountValue: variants.discountValue,
  promoPurchaseLimit: variants.promoPurchaseLimit,
  purchaseLimit: variants.purchaseLimit,
  discountStart: variants.discountStart,
  discountEnd: variants.discountEnd,
};

/**
 * The size a card shows: the first (by position) that can be bought, else the first ('Habis').
 * Correlated to the outer `products` row; reads that product's few variants through
 * variants_product_position_idx.
 */
const cardVariant = (columns: SQL) =>
  sql`(select ${columns} from ${variants} card_variant where card_variant.product_id = ${products.id} order by (card_variant.enabled and card_variant.stock > 0) desc, card_variant.position limit 1)`;

/** The price on the card, as the shopper sees it at the time of the request (its running discount applied). */
const cardPrice = cardVariant(fixedPriceSql('card_variant'));

/** Columns of a list card: the product, its card variant (see `cardVariant`) and its category names. */
const listColumns = {
  productId: products.id,
  name: products.name,
  image: products.image,
  imageAlt: products.imageAlt,
  status: products.status,
  dimension: products.dimension,
  marketplace: products.marketplace,
  ratingAvg: products.ratingAvg,
  reviewCount: products.reviewCount,
  soldCount: products.soldCount,
  category: categories.name,
  subCategory: subcategories.name,
  ...variantColumns,
};
export type ListRow = Awaited<ReturnType<ReturnType<typeof listSelect>['execute']>>[number];

function listSelect(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(products)
    .innerJoin(variants, eq(variants.id, cardVariant(sql`card_variant.id`)))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId));
}

/**
 * ORDER BY of each sort (the wishlist sorts the same way). The price sorts follow the card's price
 * (discount applied now), which no index can hold: the matching products are sorted by it, a few
 * ms per thousand (the list order cache keeps the result for CATALOGUE_CACHE_MS).
 */
export const PRODUCT_SORT_ORDER: Record<ProductSort, SQL[]> = {
  popular: [desc(products.popularity)],
  best_seller: [desc(products.soldCount)],
  best_rating: [desc(products.ratingAvg), desc(products.reviewCount)],
  high_price: [sql`${cardPrice} desc`],
  low_price: [sql`${cardPrice} asc`],
};

export interface ProductFilter {
  category?: string;
  subCategory?: string;
  skins: SkinFilter[];
  search?: string;
}

/** A category/subcategory given by id or by slug, without joining (so the count stays one table). */
function byIdOrSlug(
  column: typeof products.categoryId | typeof products.subcategoryId,
  table: typeof categories | typeof subcategories,
  value: string,
) {
  return isUuid(value)
    ? sql`${column} = ${value}`
    : sql`${column} = (select ${table.id} from ${table} where ${table.slug} = ${value.toLowerCase()})`;
}

function filterWhere(f: ProductFilter) {
  return and(
    eq(products.status, true),
    f.category ? byIdOrSlug(products.categoryId, categories, f.category) : undefined,
    f.subCategory ? byIdOrSlug(products.subcategoryId, subcategories, f.subCategory) : undefined,
    f.skins.length ? sql`${products.skinTypes} @> ${sql.param(f.skins)}::text[]` : undefined,
    f.search ? searchMatchSql(products.searchText, f.search) : undefined,
  );
}

/**
 * The list order: the chosen sort, or without one the best search match first (see `searchRank`),
 * then the popular order; ties by id so pages never overlap.
 */
function listOrder(f: ProductFilter, sort: ProductSort | undefined): SQL[] {
  if (sort) return [...PRODUCT_SORT_ORDER[sort], asc(products.id)];
  return [
    ...(f.search ? [searchRankSql(products.searchText, f.search)] : []),
    ...PRODUCT_SORT_ORDER.popular,
    asc(products.id),
  ];
}

/** One page of the list (the products table paged alone, then its rows joined) and how many match. */
export async function productListPage(
  db: DbOrTx,
  f: ProductFilter,
  sort: ProductSort | undefined,
  limit: number,
  offset: number,
) {
  const where = filterWhere(f);
  const order = listOrder(f, sort);
  // Page the products table alone (walks a sort index and stops early), then join the 15 rows.
  const page = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  const [rows, [count]] = await Promise.all([
    listSelect(db)
      .innerJoin(page, eq(page.id, products.id))
      .orderBy(...order),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Every matching product id in list order (cached per filter and sort; pages are slices). */
export async function orderedProductIds(db: DbOrTx, f: ProductFilter, sort: ProductSort | undefined) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(filterWhere(f))
    .orderBy(...listOrder(f, sort));
  return rows.map((r) => r.id);
}

export const cardsByIds = (db: DbOrTx, ids: string[]) =>
  ids.length ? listSelect(db).where(inArray(products.id, ids)) : Promise.resolve([]);

/** In stock first, then the same subcategory, then the best rated; never the product itself. */
export async function recommendedCards(db: DbOrTx, productId: string | undefined, limit: number) {
  const subcategory =
    productId && isUuid(productId)
      ? sql`(select ${products.subcategoryId} from ${products} where ${products.id} = ${productId})`
      : null;
  return listSelect(db)
    .where(and(eq(products.status, true), productId && isUuid(productId) ? ne(products.id, productId) : undefined))
    .orderBy(
      sql`(${variants.enabled} and ${variants.stock} > 0) desc`,
      ...(subcategory ? [sql`(${products.subcategoryId} = ${subcategory}) desc nulls last`] : []),
      desc(products.ratingAvg),
      desc(products.reviewCount),
      asc(products.id),
    )
    .limit(limit);
}

export async function productByVariantSlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({
      product: products,
      category: { id: categories.id, name: categories.name },
      subCategory: { id: subcategories.id, name: subcategories.name },
      selectedVariantId: variants.id,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(eq(variants.slug, slug))
    .limit(1);
  return row ?? null;
}

/**
 * Where an earlier item slug of a size points now (its product's slug changed, catalogue-slugs.ts):
 * the size's current slug and whether its product is on sale; null for a slug never used.
 */
export async function movedVariantSlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ slug: variants.slug, published: products.status })
    .from(variantOldSlugs)
    .innerJoin(variants, eq(variants.id, variantOldSlugs.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variantOldSlugs.slug, slug))
    .limit(1);
  return row ?? null;
}

export const variantsOf = (db: DbOrTx, productId: string) =>
  db.select().from(variants).where(eq(variants.productId, productId)).orderBy(asc(variants.position));

export const imagesOf = (db: DbOrTx, productId: string) =>
  db.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position));

export const reviewsOf = (db: DbOrTx, productId: string, limit: number, offset: number) =>
  db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .limit(limit)
    .offset(offset);

export async function categoryTree(db: DbOrTx) {
  const [cats, subs] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
    db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.name)),
  ]);
  return { cats, subs };
}

export const paymentMethodRows = (db: DbOrTx) => db.select().from(paymentMethods).orderBy(asc(paymentMethods.position));
export const courierRows = (db: DbOrTx) => db.select().from(couriers).orderBy(asc(couriers.position));

/** Which of these products the member keeps (the wishlist flag on lists and details). */
export async function wishlistedIds(db: DbOrTx, userId: string, productIds: string[]): Promise<Set<string>> {
  if (!productIds.length) return new Set();
  const rows = await db
    .select({ id: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.productId, productIds)));
  return new Set(rows.map((r) => r.id));
}

/** Header suggestions: active products matching `term`, best match first (see `searchRank`), then the most popular. */
export const suggestedProducts = (db: DbOrTx, term: string, limit: number) =>
  db
    .select({ name: products.name, image: products.image, slug: variants.slug })
    .from(products)
    .innerJoin(variants, and(eq(variants.productId, products.id), eq(variants.position, 0)))
    .where(and(eq(products.status, true), searchMatchSql(products.searchText, term)))
    .orderBy(searchRankSql(products.searchText, term), desc(products.popularity), asc(products.name), asc(products.id))
    .limit(limit);

// ── statistics ─────────────────────────────────────────────────────────────────────────────────

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
export async function refreshReviewStatistics(db: DbOrTx, productIds: string[]) {
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
export async function recordSales(db: DbOrTx, lines: { productId: string; quantity: number }[]) {
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
