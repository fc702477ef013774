import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DiscountKind, SkinFilter } from '@rona/domain';
import { promos } from './content';
import { users } from './accounts';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable('categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId)],
);

export type Dimension = { length: number; width: number; height: number };
export type Marketplace = { name: string; url: string }[];

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    warning: text('warning').notNull(),
    howToUse: text('how_to_use').notNull(),
    composition: text('composition').notNull(),
    video: text('video'),
    bpom: text('bpom').notNull(),
    status: boolean('status').notNull().default(true),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: uuid('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    skinTypes: text('skin_types')
      .array()
      .$type<SkinFilter[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    dimension: jsonb('dimension').$type<Dimension>().notNull(),
    marketplace: jsonb('marketplace').$type<Marketplace>().notNull().default([]),
    /** Denormalised for the list: the primary image and the default (first) variant. */
    image: text('image').notNull().default(''),
    imageAlt: text('image_alt').notNull().default(''),
    defaultPrice: integer('default_price').notNull().default(0),
    minPrice: integer('min_price').notNull().default(0),
    /** Statistics, recomputed from reviews and orders. */
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    popularity: doublePrecision('popularity').notNull().default(0),
    /** Lower-cased, accent-free name (and subcategory) for the search box; trigram (pg_trgm) indexes in custom migrations 0005–0006. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
  },
  // The list only shows active products: partial indexes keep them small and allow index-only counts.
  // Sort indexes match ORDER BY exactly (DESC means NULLS FIRST) so a page walks the index and stops early.
  (t) => [
    index('products_active_category_idx')
      .on(t.categoryId)
      .where(sql`status`),
    index('products_active_subcategory_idx')
      .on(t.subcategoryId)
      .where(sql`status`),
    index('products_active_skin_types_idx')
      .using('gin', t.skinTypes)
      .where(sql`status`),
    index('products_active_popularity_idx')
      .on(t.popularity.desc().nullsFirst(), t.id)
      .where(sql`status`),
    index('products_active_sold_idx')
      .on(t.soldCount.desc().nullsFirst(), t.id)
      .where(sql`status`),
    index('products_active_rating_idx')
      .on(t.ratingAvg.desc().nullsFirst(), t.reviewCount.desc().nullsFirst(), t.id)
      .where(sql`status`),
    index('products_active_price_idx')
      .on(t.defaultPrice, t.id)
      .where(sql`status`),
    index('products_active_price_desc_idx')
      .on(t.defaultPrice.desc().nullsFirst(), t.id)
      .where(sql`status`),
    index('products_category_idx').on(t.categoryId),
    index('products_subcategory_idx').on(t.subcategoryId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    alt: text('alt').notNull(),
    primary: boolean('primary').notNull().default(false),
  },
  (t) => [uniqueIndex('product_images_product_position_idx').on(t.productId, t.position)],
);

export const variants = pgTable(
  'variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    size: text('size').notNull(),
    slug: text('slug').notNull().unique(),
    /** Stock-keeping unit, upper-case and unique (issue 27 §2): what the warehouse scans and searches. */
    sku: text('sku').notNull().unique(),
    /** A disabled size stays listed ('Akan Datang' on promo pages) but cannot be bought (cart, checkout, order). */
    enabled: boolean('enabled').notNull().default(true),
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    /** Grams: the checkout sums weight × quantity for the courier's price. */
    weight: integer('weight').notNull(),
    /** The parcel's sides in cm; null: the product's `dimension`. */
    dimension: jsonb('dimension').$type<Dimension>(),
    discountKind: text('discount_kind').$type<DiscountKind>(),
    discountValue: integer('discount_value').notNull().default(0),
    promoPurchaseLimit: integer('promo_purchase_limit').notNull().default(0),
    purchaseLimit: integer('purchase_limit').notNull().default(0),
    /** Most units of this variant one order (and one cart) may hold; null = the shop default (ORDER_MAX_PER_VARIANT). */
    maxPerOrder: integer('max_per_order'),
    promoId: uuid('promo_id').references(() => promos.id, { onDelete: 'set null' }),
    discountStart: timestamp('discount_start', { withTimezone: true }),
    discountEnd: timestamp('discount_end', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('variants_product_position_idx').on(t.productId, t.position),
    index('variants_promo_idx').on(t.promoId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    authorImage: text('author_image'),
    score: smallint('score').notNull(),
    comment: text('comment').notNull(),
    /** The order line this review is for, once orders exist (one review per line). */
    orderLineId: text('order_line_id').unique(),
    /** Buyers' reviews: the variant, the order's invoice, whether the name shows unmasked. */
    variantId: uuid('variant_id'),
    invoice: text('invoice'),
    visibleName: boolean('visible_name').notNull().default(true),
    createdAt: createdAt(),
    /** Set on the one change a buyer may make. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_product_created_idx').on(t.productId, t.createdAt.desc()),
    index('reviews_user_idx').on(t.userId),
  ],
);
