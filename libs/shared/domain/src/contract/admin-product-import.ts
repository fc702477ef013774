import {
  adminProductImportApplyInputSchema,
  adminProductImportPreviewInputSchema,
  adminProductImportPreviewSchema,
  adminProductImportResultSchema,
} from '../entities/admin-product-import';
import { endpoint } from './define';

/**
 * The product CSV import (issue 28 §7; docs/product/product-csv.md): `catalogue:write`, and
 * `prices:write` too when a row sets or changes a price (checked per file, 403 naming it). Stock is
 * never set by an import (the stock ledger moves it).
 */
export const adminProductImportContract = {
  adminProductImportPreview: endpoint({
    method: 'POST',
    path: '/admin/v1/imports/products/preview',
    auth: 'staff',
    permission: 'catalogue:write',
    body: adminProductImportPreviewInputSchema,
    result: adminProductImportPreviewSchema,
    summary:
      'Reads a products CSV (the export’s columns; UTF-8 with or without BOM; `,` or `;`) and answers what it would change per row (new product or size, fields before → after, unchanged) and the refused rows (line, column, reason), with a token; changes nothing',
  }),
  adminProductImportApply: endpoint({
    method: 'POST',
    path: '/admin/v1/imports/products/apply',
    auth: 'staff',
    permission: 'catalogue:write',
    body: adminProductImportApplyInputSchema,
    result: adminProductImportResultSchema,
    summary:
      'Applies a previewed products CSV in one transaction (creates and updates by SKU; refused rows change nothing), after checking again that the preview still holds (409 otherwise); audited per product and size',
  }),
} as const;
