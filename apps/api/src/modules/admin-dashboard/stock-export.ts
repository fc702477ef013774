import type { Readable } from 'node:stream';
import { and, asc, eq, gt, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { stockReasonLabel } from '@rona/domain';
import { shopTime } from '@rona/rules';
import type { DbOrTx } from '../../db/client';
import { products, stockMovements, variants } from '../../db/schema';
import { csvStream, wibDateTime } from './csv';

/** Movements read per query: one page is held at a time, whatever the range. */
export const STOCK_EXPORT_PAGE_SIZE = 1000;

export const STOCK_EXPORT_COLUMNS = [
  'Waktu (WIB)',
  'SKU',
  'Produk',
  'Ukuran',
  'Perubahan',
  'Alasan',
  'Kode Alasan',
  'Referensi',
  'Catatan',
  'Oleh',
  'Stok Setelah',
] as const;

export interface StockExportFilter {
  /** WIB days, both included. */
  from?: string;
  to?: string;
}

/** The stock ledger's rows, oldest first, a page at a time (keyset on the time as the database's text, and the id). */
export async function* stockExportRecords(
  db: DbOrTx,
  filter: StockExportFilter,
  opts: { pageSize?: number; onPage?: (rows: number) => void } = {},
): AsyncGenerator<(string | number)[]> {
  const pageSize = opts.pageSize ?? STOCK_EXPORT_PAGE_SIZE;
  const where = and(
    filter.from ? gte(stockMovements.createdAt, new Date(shopTime(filter.from, 'start'))) : undefined,
    filter.to ? lte(stockMovements.createdAt, new Date(shopTime(filter.to, 'end'))) : undefined,
  );
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? or(
          gt(stockMovements.createdAt, sql`${cursor.at}::timestamptz`),
          and(eq(stockMovements.createdAt, sql`${cursor.at}::timestamptz`), gt(stockMovements.id, cursor.id)),
        )
      : undefined;
    const page = await db
      .select({
        m: stockMovements,
        cursorAt: sql<string>`${stockMovements.createdAt}::text`,
        sku: variants.sku,
        size: variants.size,
        product: products.name,
      })
      .from(stockMovements)
      .innerJoin(variants, eq(variants.id, stockMovements.variantId))
      .innerJoin(products, eq(products.id, variants.productId))
      .where(and(where, after))
      .orderBy(asc(stockMovements.createdAt), asc(stockMovements.id))
      .limit(pageSize);
    opts.onPage?.(page.length);
    for (const r of page)
      yield [
        wibDateTime(r.m.createdAt),
        r.sku,
        r.product,
        r.size,
        r.m.change,
        stockReasonLabel(r.m.reason),
        r.m.reason,
        r.m.reference ?? '',
        r.m.note ?? '',
        r.m.actorName,
        r.m.stockAfter,
      ];
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    cursor = { at: last.cursorAt, id: last.m.id };
  }
}

export const stockExportStream = (db: DbOrTx, filter: StockExportFilter): Readable =>
  csvStream(stockExportRecords(db, filter), STOCK_EXPORT_COLUMNS);
