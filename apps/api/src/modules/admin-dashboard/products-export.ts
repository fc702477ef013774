import type { Readable } from 'node:stream';
import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import { CSV_NO, CSV_YES, PRODUCT_CSV_COLUMNS } from '@rona/domain';
import { finalPrice } from '@rona/rules';
import type { DbOrTx } from '../../db/client';
import { categories, products, subcategories, variants } from '../../db/schema';
import { heldUnits } from '../stock/repository';
import { csvStream, wibDateTime } from './csv';

/** Sizes read per query: one page is held at a time, however large the catalogue. */
export const PRODUCTS_EXPORT_PAGE_SIZE = 1000;

const yesNo = (v: boolean) => (v ? CSV_YES : CSV_NO);

/**
 * Every size with its product, by product slug then the sizes' order, a page at a time (keyset on
 * slug and position). Stock as the stock screen reads it: on sale (`variants.stock`), held by
 * orders (unpaid, and paid not yet with the courier), and on the shelf (the sum).
 */
export async function* productExportRecords(
  db: DbOrTx,
  opts: { pageSize?: number; onPage?: (rows: number) => void } = {},
): AsyncGenerator<(string | number)[]> {
  const pageSize = opts.pageSize ?? PRODUCTS_EXPORT_PAGE_SIZE;
  let cursor: { slug: string; position: number } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? or(gt(products.slug, cursor.slug), and(eq(products.slug, cursor.slug), gt(variants.position, cursor.position)))
      : undefined;
    const page = await db
      .select({ p: products, v: variants, category: categories.name, subcategory: subcategories.name })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
      .where(after)
      .orderBy(asc(products.slug), asc(variants.position))
      .limit(pageSize);
    opts.onPage?.(page.length);
    const held = await heldUnits(
      db,
      page.map((r) => r.v.id),
    );
    for (const { p, v, category, subcategory } of page) {
      const h = held.get(v.id) ?? { held: 0, toShip: 0 };
      const reserved = h.held + h.toShip;
      const discount = v.discountKind ? { kind: v.discountKind, value: v.discountValue } : null;
      yield [
        p.name,
        p.slug,
        category,
        subcategory,
        yesNo(p.status),
        v.sku,
        v.size,
        yesNo(v.enabled),
        v.price,
        discount ? finalPrice(v.price, discount) : '',
        discount ? wibDateTime(v.discountStart) : '',
        discount ? wibDateTime(v.discountEnd) : '',
        v.stock + reserved,
        reserved,
        v.stock,
        p.bpom,
        v.weight,
      ];
    }
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    cursor = { slug: last.p.slug, position: last.v.position };
  }
}

export const productExportStream = (db: DbOrTx): Readable => csvStream(productExportRecords(db), PRODUCT_CSV_COLUMNS);
