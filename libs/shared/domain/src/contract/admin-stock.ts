import { z } from 'zod';
import { pagedSchema, queryInt } from '../envelope';
import {
  stockAdjustResultSchema,
  stockAdjustSchema,
  stockCountResultSchema,
  stockCountSchema,
  stockLevelSchema,
  stockMovementSchema,
} from '../entities/stock';
import { endpoint } from './define';

const variantParams = z.object({ variantId: z.uuid({ error: 'Ukuran produk tidak ditemukan' }) });

/**
 * The stock ledger's endpoints (issue 27 §5; docs/product/stock-ledger.md). Reading and writing
 * both need `stock:adjust` (Gudang, Pemilik): the ledger is the warehouse's tool.
 */
export const adminStockContract = {
  adminStock: endpoint({
    method: 'GET',
    path: '/admin/v1/stock',
    auth: 'staff',
    permission: 'stock:adjust',
    query: z.object({
      /** low: 1–10 units on sale (the spec's threshold); out: none. */
      filter: z.enum(['low', 'out'], { error: 'Filter stok tidak dikenal' }).optional(),
      /** Product name or SKU. */
      search: z.string().trim().max(100, { error: 'Pencarian maksimal 100 karakter' }).optional(),
      page: queryInt({ min: 1, defaultValue: 1 }),
      limit: queryInt({ min: 1, max: 100, defaultValue: 50 }),
    }),
    result: pagedSchema(stockLevelSchema),
    summary:
      'Every size with its product, SKU, stock on sale and units held by unpaid / not yet shipped orders; filter low|out, search by name or SKU',
  }),
  adminStockMovements: endpoint({
    method: 'GET',
    path: '/admin/v1/variants/:variantId/stock-movements',
    auth: 'staff',
    permission: 'stock:adjust',
    params: variantParams,
    query: z.object({
      page: queryInt({ min: 1, defaultValue: 1 }),
      limit: queryInt({ min: 1, max: 100, defaultValue: 50 }),
    }),
    result: pagedSchema(stockMovementSchema),
    summary: 'A size’s stock history, newest first: change, reason, reference, actor and the level after',
  }),
  adminStockAdjust: endpoint({
    method: 'POST',
    path: '/admin/v1/variants/:variantId/stock',
    auth: 'staff',
    permission: 'stock:adjust',
    params: variantParams,
    body: stockAdjustSchema,
    result: stockAdjustResultSchema,
    summary:
      'Adjust a size’s stock by change (+/−) with a reason and a note; 400 below 0 (naming what unpaid orders hold); parallel adjustments all land',
  }),
  adminStockCount: endpoint({
    method: 'POST',
    path: '/admin/v1/stock-counts',
    auth: 'staff',
    permission: 'stock:adjust',
    body: stockCountSchema,
    result: stockCountResultSchema,
    summary:
      'A stock count (stok opname): the counted units per size against what the shelf should hold; dryRun previews the differences, otherwise one koreksi movement per difference in one transaction',
  }),
} as const;
