import { z } from 'zod';
import { PRODUCT_IMPORT_MAX_BYTES } from '../product-csv';

/**
 * The product CSV import (issue 28 §7; docs/product/product-csv.md): a preview of what the file
 * would change, then the same file applied with the preview's token.
 */
const csvText = z
  .string({ error: 'Berkas CSV wajib diunggah' })
  .min(1, { error: 'Berkas CSV kosong' })
  .max(PRODUCT_IMPORT_MAX_BYTES, { error: 'Berkas CSV maksimal 900 KB' });

export const adminProductImportPreviewInputSchema = z.object({ csv: csvText });
export type AdminProductImportPreviewInput = z.input<typeof adminProductImportPreviewInputSchema>;

export const adminProductImportApplyInputSchema = z.object({
  csv: csvText,
  /** The preview's token: the apply is refused (409) when the file or the catalogue changed since. */
  token: z
    .string({ error: 'Token pratinjau wajib diisi' })
    .regex(/^[0-9a-f]{64}$/, { error: 'Token pratinjau tidak valid' }),
});
export type AdminProductImportApplyInput = z.input<typeof adminProductImportApplyInputSchema>;

export const PRODUCT_IMPORT_CHANGE_KINDS = ['product.create', 'size.create', 'update', 'unchanged'] as const;
export type ProductImportChangeKind = (typeof PRODUCT_IMPORT_CHANGE_KINDS)[number];

/** One field a row changes, as the CSV writes it (before: null for a new product or size). */
export const productImportFieldSchema = z.object({
  column: z.string(),
  before: z.string().nullable(),
  after: z.string(),
});

/** One accepted row: what it does to its size (and its product). */
export const productImportChangeSchema = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int(),
  sku: z.string(),
  product: z.string(),
  size: z.string(),
  kind: z.enum(PRODUCT_IMPORT_CHANGE_KINDS),
  fields: z.array(productImportFieldSchema),
});
export type ProductImportChange = z.infer<typeof productImportChangeSchema>;

/** One refused row: nothing of it is applied. */
export const productImportRefusalSchema = z.object({
  line: z.number().int(),
  /** The column at fault; null for the row as a whole. */
  column: z.string().nullable(),
  reason: z.string(),
});
export type ProductImportRefusal = z.infer<typeof productImportRefusalSchema>;

export const productImportSummarySchema = z.object({
  rows: z.number().int(),
  newProducts: z.number().int(),
  newSizes: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type ProductImportSummary = z.infer<typeof productImportSummarySchema>;

export const adminProductImportPreviewSchema = z.object({
  /** Send it back with the same file to apply exactly this preview. */
  token: z.string(),
  /** `,` or `;`: as the file was read. */
  delimiter: z.string(),
  summary: productImportSummarySchema,
  /** New and changed rows first, in file order; unchanged rows after. */
  changes: z.array(productImportChangeSchema),
  refused: z.array(productImportRefusalSchema),
});
export type AdminProductImportPreview = z.infer<typeof adminProductImportPreviewSchema>;

export const adminProductImportResultSchema = z.object({ summary: productImportSummarySchema });
export type AdminProductImportResult = z.infer<typeof adminProductImportResultSchema>;
