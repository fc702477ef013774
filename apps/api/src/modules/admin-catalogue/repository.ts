import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  categories,
  productImages,
  productOldSlugs,
  products,
  subcategories,
  variantOldSlugs,
  variants,
} from '../../db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ProductListQuery {
  search?: string;
  status?: 'published' | 'hidden';
  page: number;
  limit: number;
}

/** Every product, hidden ones too, newest first, with its sizes summed up. */
export async function listProducts(db: DbOrTx, q: ProductListQuery) {
  const term = q.search ? `%${escapeLike(q.search)}%` : null;
  const where = and(
    term ? or(ilike(products.name, term), ilike(products.slug, term)) : undefined,
    q.status ? eq(products.status, q.status === 'published') : undefined,
  );
  const sizes = db
    .select({
      productId: variants.productId,
      sizeCount: sql<number>`count(*)::int`.as('sizes_count'),
      minPrice: sql<number>`min(${variants.price})::int`.as('sizes_min_price'),
      stock: sql<number>`sum(${variants.stock})::int`.as('sizes_stock'),
    })
    .from(variants)
    .groupBy(variants.productId)
    .as('sizes');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        productId: products.id,
        name: products.name,
        slug: products.slug,
        image: products.image,
        category: categories.name,
        subCategory: subcategories.name,
        published: products.status,
        sizeCount: sql<number>`coalesce(${sizes.sizeCount}, 0)`,
        minPrice: sql<number>`coalesce(${sizes.minPrice}, 0)`,
        stock: sql<number>`coalesce(${sizes.stock}, 0)`,
        createdAt: products.createdAt,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
      .leftJoin(sizes, eq(sizes.productId, products.id))
      .where(where)
      .orderBy(desc(products.createdAt), asc(products.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function productById(db: DbOrTx, id: string, lock = false) {
  const query = db.select().from(products).where(eq(products.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const sizesOf = (db: DbOrTx, productId: string) =>
  db.select().from(variants).where(eq(variants.productId, productId)).orderBy(asc(variants.position));

export const imagesOf = (db: DbOrTx, productId: string) =>
  db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));

export const oldSlugsOf = async (db: DbOrTx, productId: string) =>
  (
    await db
      .select({ slug: productOldSlugs.slug })
      .from(productOldSlugs)
      .where(eq(productOldSlugs.productId, productId))
      .orderBy(desc(productOldSlugs.createdAt), asc(productOldSlugs.slug))
  ).map((r) => r.slug);

/** Whether another product has `slug` now or had it before (its old URL still redirects there). */
export async function slugTaken(db: DbOrTx, slug: string, exceptProductId: string | null): Promise<boolean> {
  const other = (column: typeof products.id | typeof productOldSlugs.productId) =>
    exceptProductId ? ne(column, exceptProductId) : undefined;
  const [live] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), other(products.id)))
    .limit(1);
  if (live) return true;
  const [old] = await db
    .select({ id: productOldSlugs.productId })
    .from(productOldSlugs)
    .where(and(eq(productOldSlugs.slug, slug), other(productOldSlugs.productId)))
    .limit(1);
  return Boolean(old);
}

export async function subcategoryById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(subcategories).where(eq(subcategories.id, id));
  return row ?? null;
}

export async function categoryById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

/**
 * A product's slug moves from `from` to `to`: the old slug is kept (no other product may take it),
 * each size's item slug `from-…` becomes `to-…` and its old one keeps redirecting there. Taking back
 * one of its own old slugs removes it from the list of old ones.
 */
export async function moveSlug(tx: DbOrTx, productId: string, from: string, to: string) {
  await tx.delete(productOldSlugs).where(and(eq(productOldSlugs.slug, to), eq(productOldSlugs.productId, productId)));
  await tx.insert(productOldSlugs).values({ slug: from, productId }).onConflictDoNothing();
  const sizes = await tx
    .select({ id: variants.id, slug: variants.slug })
    .from(variants)
    .where(eq(variants.productId, productId));
  const moved = sizes
    .filter((s) => s.slug === from || s.slug.startsWith(`${from}-`))
    .map((s) => ({ ...s, next: to + s.slug.slice(from.length) }));
  if (!moved.length) return;
  // An old item slug taken back by a size is a live URL again, not a redirect.
  await tx.delete(variantOldSlugs).where(
    inArray(
      variantOldSlugs.slug,
      moved.map((s) => s.next),
    ),
  );
  for (const s of moved) {
    await tx
      .insert(variantOldSlugs)
      .values({ slug: s.slug, variantId: s.id })
      .onConflictDoUpdate({ target: variantOldSlugs.slug, set: { variantId: s.id, createdAt: new Date() } });
    await tx.update(variants).set({ slug: s.next }).where(eq(variants.id, s.id));
  }
}
