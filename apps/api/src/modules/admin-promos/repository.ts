import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPromoStatus } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { products, promoSections, promos, variants, vouchers } from '../../db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type PromoRow = typeof promos.$inferSelect;
export type PromoSectionRow = typeof promoSections.$inferSelect;

export interface PromoListQuery {
  search?: string;
  status?: AdminPromoStatus;
  page: number;
  limit: number;
}

function statusWhere(status: AdminPromoStatus | undefined, now: Date): SQL | undefined {
  if (status === 'draft') return eq(promos.published, false);
  if (status === 'scheduled') return and(eq(promos.published, true), sql`${promos.startDate} > ${now}`);
  if (status === 'running')
    return and(eq(promos.published, true), sql`${promos.startDate} <= ${now}`, gte(promos.endDate, now));
  if (status === 'ended') return and(eq(promos.published, true), lt(promos.endDate, now));
  return undefined;
}

// Qualified by hand: drizzle leaves columns unqualified in single-table selects.
const voucherCount = sql<number>`(select count(*)::int from ${vouchers} where ${vouchers}.promo_id = ${promos}.id)`;
const sizeCount = sql<number>`(select count(*)::int from ${variants} where ${variants}.promo_id = ${promos}.id)`;

/** Every promo page, drafts and ended ones too, newest start first, with how many vouchers and sizes it shows. */
export async function listPromos(db: DbOrTx, q: PromoListQuery, now: Date) {
  const term = q.search ? `%${escapeLike(q.search)}%` : null;
  const where = and(
    term ? or(ilike(promos.title, term), ilike(promos.slug, term)) : undefined,
    statusWhere(q.status, now),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ promo: promos, voucherCount, sizeCount })
      .from(promos)
      .where(where)
      .orderBy(desc(promos.startDate), asc(promos.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(promos).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function promoById(db: DbOrTx, id: string, lock = false): Promise<PromoRow | null> {
  const query = db.select().from(promos).where(eq(promos.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const sectionsOf = (db: DbOrTx, promoId: string) =>
  db.select().from(promoSections).where(eq(promoSections.promoId, promoId)).orderBy(asc(promoSections.position));

export const vouchersOf = (db: DbOrTx, promoId: string) =>
  db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      name: vouchers.name,
      redeemCode: vouchers.redeemCode,
      expiresAt: vouchers.expiresAt,
    })
    .from(vouchers)
    .where(eq(vouchers.promoId, promoId))
    .orderBy(asc(vouchers.code));

const sizeColumns = {
  id: variants.id,
  productId: variants.productId,
  productName: products.name,
  size: variants.size,
  sku: variants.sku,
  price: variants.price,
  discountKind: variants.discountKind,
  discountValue: variants.discountValue,
  discountStart: variants.discountStart,
  discountEnd: variants.discountEnd,
  promoId: variants.promoId,
};

export const sizesOf = (db: DbOrTx, promoId: string) =>
  db
    .select(sizeColumns)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.promoId, promoId))
    .orderBy(asc(products.name), asc(variants.position));

/** Sizes by product name or SKU, for the editor's picker. */
export function searchSizes(db: DbOrTx, search: string | undefined, limit: number) {
  const term = search ? `%${escapeLike(search)}%` : null;
  return db
    .select(sizeColumns)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(term ? or(ilike(products.name, term), ilike(variants.sku, term)) : undefined)
    .orderBy(asc(products.name), asc(variants.position))
    .limit(limit);
}

export async function slugTaken(db: DbOrTx, slug: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: promos.id })
    .from(promos)
    .where(and(eq(promos.slug, slug), exceptId ? ne(promos.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export async function existingIds(db: DbOrTx, table: typeof vouchers | typeof variants, ids: readonly string[]) {
  if (!ids.length) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return row?.n ?? 0;
}

export async function replaceSections(
  tx: DbOrTx,
  promoId: string,
  sections: readonly { title: string; description: string }[],
) {
  await tx.delete(promoSections).where(eq(promoSections.promoId, promoId));
  if (!sections.length) return;
  await tx
    .insert(promoSections)
    .values(sections.map((s, position) => ({ promoId, position, title: s.title, description: s.description })));
}

/** The promo shows exactly these vouchers: others it held are let go, these are moved to it. */
export async function linkVouchers(tx: DbOrTx, promoId: string, ids: readonly string[]) {
  await tx
    .update(vouchers)
    .set({ promoId: null })
    .where(and(eq(vouchers.promoId, promoId), ids.length ? notInArray(vouchers.id, [...ids]) : undefined));
  if (ids.length)
    await tx
      .update(vouchers)
      .set({ promoId })
      .where(inArray(vouchers.id, [...ids]));
}

/** The promo shows exactly these sizes' discounts. */
export async function linkSizes(tx: DbOrTx, promoId: string, ids: readonly string[]) {
  await tx
    .update(variants)
    .set({ promoId: null })
    .where(and(eq(variants.promoId, promoId), ids.length ? notInArray(variants.id, [...ids]) : undefined));
  if (ids.length)
    await tx
      .update(variants)
      .set({ promoId })
      .where(inArray(variants.id, [...ids]));
}
