import { z } from 'zod';
import { adminDashboardSchema } from '../entities/admin-dashboard';
import { ORDER_STATUSES } from '../constants';
import { endpoint } from './define';

/** A calendar date (YYYY-MM-DD): 2026-02-30 is refused, not rolled over to March. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Format tanggal tidak valid (YYYY-MM-DD)', abort: true })
  .refine(
    (v) => {
      const at = new Date(`${v}T00:00:00.000Z`);
      return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === v;
    },
    { error: 'Tanggal tidak ada di kalender' },
  );
const statusList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(ORDER_STATUSES, { error: 'Status pesanan tidak dikenal' })));

/** The orders export's query: placed from / to (WIB days, both included), optional statuses. */
export const ordersExportQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    /** One status or several, comma-separated. */
    status: statusList.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'Tanggal akhir tidak boleh sebelum tanggal awal',
    path: ['to'],
  });
export type OrdersExportQuery = z.input<typeof ordersExportQuerySchema>;

/** The stock ledger export's query: movements from / to (WIB days, both included). */
export const stockMovementsExportQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'Tanggal akhir tidak boleh sebelum tanggal awal',
    path: ['to'],
  });

/** The day at a glance and the exports (issue 28 §6–8; docs/product/dashboard.md). */
export const adminDashboardContract = {
  adminDashboard: endpoint({
    method: 'GET',
    path: '/admin/v1/dashboard',
    auth: 'staff',
    // Any staff member: each part is there only for the keys that allow it (the others absent).
    permission: null,
    result: adminDashboardSchema,
    summary:
      'The day at a glance: today’s paid orders and revenue against the same weekday last week, orders waiting per tab, late shipments, refunds due, low stock, payments waiting, failed messages, the last 30 days; each part only for the keys that allow it',
  }),
  adminOrdersExport: endpoint({
    method: 'GET',
    path: '/admin/v1/exports/orders.csv',
    auth: 'staff',
    permission: 'export',
    query: ordersExportQuerySchema,
    // Not the envelope: text/csv (UTF-8 with BOM), streamed; errors before the first byte are the envelope.
    result: z.string(),
    produces: 'text/csv',
    summary:
      'Orders as CSV, one row per order line (UTF-8 with BOM, WIB dates, plain numbers), placed from/to (WIB days) and status; streamed page by page; audited',
  }),
  adminStockMovementsExport: endpoint({
    method: 'GET',
    path: '/admin/v1/exports/stock-movements.csv',
    auth: 'staff',
    permission: 'export',
    query: stockMovementsExportQuerySchema,
    // Not the envelope: text/csv (UTF-8 with BOM), streamed; errors before the first byte are the envelope.
    result: z.string(),
    produces: 'text/csv',
    summary:
      'The stock ledger as CSV, one row per movement, oldest first (time WIB, SKU, product, size, change, reason, reference, note, who, level after), from/to (WIB days); streamed page by page; audited',
  }),
  adminProductsExport: endpoint({
    method: 'GET',
    path: '/admin/v1/exports/products.csv',
    auth: 'staff',
    // Also open to catalogue:write (the import's own file; docs/product/product-csv.md): checked by the route.
    permission: 'export',
    query: z.object({}),
    // Not the envelope: text/csv (UTF-8 with BOM), streamed; errors before the first byte are the envelope.
    result: z.string(),
    produces: 'text/csv',
    summary:
      'Products as CSV, one row per size (product, slug, category, published, SKU, size, enabled, price, discount price and window, stock on the shelf / held by orders / on sale, BPOM, weight), the columns the product import reads; streamed; audited',
  }),
} as const;
