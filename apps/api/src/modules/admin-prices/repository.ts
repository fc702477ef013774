import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, variants } from '../../db/schema';

/** A size with what the back office shows of its product. */
const sizeColumns = {
  id: variants.id,
  productId: variants.productId,
  productName: products.name,
  position: variants.position,
  size: variants.size,
  sku: variants.sku,
  slug: variants.slug,
  price: variants.price,
  stock: variants.stock,
  weight: variants.weight,
  dimension: variants.dimension,
  maxPerOrder: variants.maxPerOrder,
  enabled: variants.enabled,
  discountKind: variants.discountKind,
  discountValue: variants.discountValue,
  discountStart: variants.discountStart,
  discountEnd: variants.discountEnd,
  purchaseLimit: variants.purchaseLimit,
  promoPurchaseLimit: variants.promoPurchaseLimit,
  promoId: variants.promoId,
};
export type SizeRow = Awaited<ReturnType<typeof sizesOf>>[number];

const sizeSelect = (db: DbOrTx) =>
  db.select(sizeColumns).from(variants).innerJoin(products, eq(products.id, variants.productId));

export const sizesOf = (db: DbOrTx, productId: string) =>
  sizeSelect(db).where(eq(variants.productId, productId)).orderBy(asc(variants.position));

/** One size; `lock` holds its row until the transaction ends (writes to one size queue, none is lost). */
export async function sizeById(db: DbOrTx, id: string, lock = false): Promise<SizeRow | null> {
  const q = sizeSelect(db).where(eq(variants.id, id));
  const [row] = lock ? await q.for('update', { of: variants }) : await q;
  return row ?? null;
}

/**
 * The product a size belongs to or joins; `lock`: held so two sizes added at once take different
 * positions, and so a size's disable and the product's publish (admin-catalogue) queue.
 */
export async function productById(db: DbOrTx, productId: string, lock = false) {
  const q = db
    .select({ id: products.id, slug: products.slug, status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Whether the product has an enabled size other than `exceptId`. */
export async function otherEnabledSize(db: DbOrTx, productId: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: variants.id })
    .from(variants)
    .where(and(eq(variants.productId, productId), eq(variants.enabled, true), ne(variants.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export async function nextPosition(db: DbOrTx, productId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(variants.position) })
    .from(variants)
    .where(eq(variants.productId, productId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

/** Whether another size already carries this SKU (SKUs are stored upper-case). */
export async function skuTaken(db: DbOrTx, sku: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: variants.id })
    .from(variants)
    .where(exceptId ? and(eq(variants.sku, sku), ne(variants.id, exceptId)) : eq(variants.sku, sku))
    .limit(1);
  return Boolean(row);
}

/** Whether the product already has a size of this label (case and spaces aside). */
export async function sizeLabelTaken(db: DbOrTx, productId: string, size: string, exceptId: string | null) {
  const same = sql`lower(trim(${variants.size})) = lower(trim(${size}))`;
  const [row] = await db
    .select({ id: variants.id })
    .from(variants)
    .where(and(eq(variants.productId, productId), same, exceptId ? ne(variants.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/** A free shop slug for a new size: `<product>-<size>`, else with -2, -3, … */
export async function freeVariantSlug(db: DbOrTx, base: string): Promise<string> {
  const rows = await db
    .select({ slug: variants.slug })
    .from(variants)
    .where(sql`${variants.slug} = ${base} or ${variants.slug} like ${`${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`}`);
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function insertSize(db: DbOrTx, values: typeof variants.$inferInsert): Promise<string> {
  const [row] = await db.insert(variants).values(values).returning({ id: variants.id });
  return row!.id;
}

export async function updateSize(db: DbOrTx, id: string, patch: Partial<typeof variants.$inferInsert>) {
  await db.update(variants).set(patch).where(eq(variants.id, id));
}
