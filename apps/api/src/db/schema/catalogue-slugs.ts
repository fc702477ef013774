import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products, variants } from './catalogue';

/**
 * A product's earlier slugs (docs/product/catalogue.md): no other product may take one, and the
 * product may take it back. Written when Katalog changes a slug.
 */
export const productOldSlugs = pgTable(
  'product_old_slugs',
  {
    slug: text('slug').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_old_slugs_product_idx').on(t.productId)],
);

/**
 * The item slugs a size's shop URL (`/products/{merchant}/{item}`) had before its product's slug
 * changed: the old URL answers with a permanent redirect to the size's current one, for good.
 */
export const variantOldSlugs = pgTable(
  'variant_old_slugs',
  {
    slug: text('slug').primaryKey(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('variant_old_slugs_variant_idx').on(t.variantId)],
);
