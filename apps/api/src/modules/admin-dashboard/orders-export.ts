import type { Readable } from 'node:stream';
import { and, asc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@rona/domain';
import { maskEmail, maskPhone, maskUsername, shopTime } from '@rona/rules';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { linesOf } from '../order-records/repository';
import { csvStream, wibDateTime } from './csv';

type OrderRow = typeof orders.$inferSelect;

/** Orders read per query: the export holds one page (and its lines) at a time, whatever the range. */
export const EXPORT_PAGE_SIZE = 500;

export interface OrdersExportFilter {
  /** WIB days (YYYY-MM-DD), both included; on the order's placing time, as the workbench's dates. */
  from?: string;
  to?: string;
  status?: OrderStatus[];
}

/** The columns, in order (Indonesian headers: the file is opened by the shop's staff in a spreadsheet). */
export const ORDER_EXPORT_COLUMNS = [
  'Invoice',
  'Tanggal Pesan (WIB)',
  'Tanggal Bayar (WIB)',
  'Status',
  'Nama Pembeli',
  'Email',
  'Telepon',
  'Tamu',
  'Kota',
  'Provinsi',
  'Kurir',
  'Layanan',
  'Resi',
  'Baris',
  'Produk',
  'Ukuran',
  'Jumlah',
  'Harga Satuan',
  'Harga Setelah Diskon',
  'Subtotal Baris',
  'Ongkos Kirim',
  'Diskon',
  'Poin Dipakai',
  'Total Pesanan',
] as const;

function whereOf(filter: OrdersExportFilter): SQL | undefined {
  return and(
    filter.from ? gte(orders.createdAt, new Date(shopTime(filter.from, 'start'))) : undefined,
    filter.to ? lte(orders.createdAt, new Date(shopTime(filter.to, 'end'))) : undefined,
    filter.status?.length ? inArray(orders.status, filter.status) : undefined,
  );
}

/**
 * The export's records, one per order line, read page by page in (created_at, id) order with a
 * keyset cursor (the cursor's time as the database's text, microseconds kept): only one page of
 * orders and its lines is held at once. `onPage` is told each page's size (tests, the bench).
 */
export async function* orderExportRecords(
  db: DbOrTx,
  filter: OrdersExportFilter,
  opts: { pii: boolean; pageSize?: number; onPage?: (orders: number) => void },
): AsyncGenerator<(string | number)[]> {
  const pageSize = opts.pageSize ?? EXPORT_PAGE_SIZE;
  const where = whereOf(filter);
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? or(
          gt(orders.createdAt, sql`${cursor.at}::timestamptz`),
          and(eq(orders.createdAt, sql`${cursor.at}::timestamptz`), gt(orders.id, cursor.id)),
        )
      : undefined;
    const page: { order: OrderRow; cursorAt: string }[] = await db
      .select({ order: orders, cursorAt: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(and(where, after))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(pageSize);
    opts.onPage?.(page.length);
    if (!page.length) return;
    const lines = await linesOf(
      db,
      page.map((p) => p.order.id),
    );
    for (const { order: o } of page) {
      const c = o.contact;
      const head = [
        o.invoice,
        wibDateTime(o.createdAt),
        wibDateTime(o.paidAt),
        o.status,
        opts.pii ? c.name : maskUsername(c.name),
        opts.pii ? c.email : maskEmail(c.email),
        opts.pii ? c.phone : maskPhone(c.phone),
        o.guest ? 'Ya' : 'Tidak',
        o.address.area.city,
        o.address.area.province,
        o.shipping.shippingAgency,
        o.shipping.serviceName,
        o.waybill ?? '',
      ];
      const s = o.summary;
      for (const [i, l] of (lines.get(o.id) ?? []).entries()) {
        yield [
          ...head,
          i + 1,
          l.name,
          l.size,
          l.quantity,
          l.price,
          l.finalPrice,
          l.finalPrice * l.quantity,
          s.shippingAmount,
          s.discountTotal + s.discountShipping,
          o.pointsUsed,
          o.grandTotal,
        ];
      }
    }
    const last = page[page.length - 1]!;
    cursor = { at: last.cursorAt, id: last.order.id };
    if (page.length < pageSize) return;
  }
}

/** The orders CSV as a stream (see `csvStream`). */
export function orderExportStream(
  db: DbOrTx,
  filter: OrdersExportFilter,
  opts: Parameters<typeof orderExportRecords>[2],
): Readable {
  return csvStream(orderExportRecords(db, filter, opts), ORDER_EXPORT_COLUMNS);
}
