import { eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, productOldSlugs, products, subcategories, variants } from '../../db/schema';
import type { CatalogueState } from './plan';

/**
 * The catalogue the file names: the sizes of its SKUs, the products of its slugs and of those
 * sizes, every size of those products (their labels), the categories, and the earlier slugs products
 * still answer on. `lock`: the products and sizes stay locked until the transaction ends (the apply).
 */
export async function catalogueStateFor(
  db: DbOrTx,
  skus: string[],
  slugs: string[],
  lock = false,
): Promise<CatalogueState> {
  const skuRows = skus.length
    ? await db.select({ productId: variants.productId }).from(variants).where(inArray(variants.sku, skus))
    : [];
  const productIds = [...new Set(skuRows.map((r) => r.productId))];
  const productWhere = or(
    productIds.length ? inArray(products.id, productIds) : undefined,
    slugs.length ? inArray(products.slug, slugs) : undefined,
  );
  const productQuery = db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      categoryId: products.categoryId,
      subcategoryId: products.subcategoryId,
      status: products.status,
      bpom: products.bpom,
    })
    .from(products)
    .where(productWhere ?? eq(products.id, products.id));
  const productRows = productWhere ? (lock ? await productQuery.for('update') : await productQuery) : [];
  const ids = productRows.map((p) => p.id);
  const sizeQuery = db
    .select({
      id: variants.id,
      productId: variants.productId,
      sku: variants.sku,
      size: variants.size,
      enabled: variants.enabled,
      price: variants.price,
      weight: variants.weight,
      discountKind: variants.discountKind,
      discountValue: variants.discountValue,
    })
    .from(variants)
    .where(ids.length ? inArray(variants.productId, ids) : eq(variants.id, variants.id));
  const sizes = ids.length ? (lock ? await sizeQuery.for('update') : await sizeQuery) : [];
  const [cats, subs, old] = await Promise.all([
    db.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories),
    db
      .select({
        id: subcategories.id,
        categoryId: subcategories.categoryId,
        slug: subcategories.slug,
        name: subcategories.name,
      })
      .from(subcategories),
    slugs.length
      ? db.select({ slug: productOldSlugs.slug }).from(productOldSlugs).where(inArray(productOldSlugs.slug, slugs))
      : [],
  ]);
  return {
    categories: cats,
    subcategories: subs,
    products: productRows,
    sizes,
    // A product's earlier slugs still redirect to it: a new product cannot take one.
    takenSlugs: new Set(old.map((r) => r.slug)),
  };
}
