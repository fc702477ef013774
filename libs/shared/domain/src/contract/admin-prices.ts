import { z } from 'zod';
import {
  adminDiscountInputSchema,
  adminSizeCreateSchema,
  adminSizeSchema,
  adminSizeUpdateSchema,
} from '../entities/admin-prices';
import { endpoint } from './define';

const variantParams = z.object({ variantId: z.uuid({ error: 'Ukuran produk tidak ditemukan' }) });
const productParams = z.object({ productId: z.uuid({ error: 'Produk tidak ditemukan' }) });

/**
 * Sizes (variants), prices and discounts in the back office (issue 27 §2–3;
 * docs/product/prices-and-discounts.md). Price and discount need `prices:write`, the other fields of
 * a size `catalogue:write`; a 403 names the missing key. Every write is audited in its transaction
 * and shows in the shop on the next request.
 */
export const adminPricesContract = {
  adminProductSizes: endpoint({
    method: 'GET',
    path: '/admin/v1/products/:productId/variants',
    auth: 'staff',
    permission: 'catalogue:write',
    params: productParams,
    result: z.array(adminSizeSchema),
    summary:
      'A product’s sizes in order, each with SKU, price, stock, weight, dimension, max per order, enabled and its discount (state, badge text and final price from @rona/rules)',
  }),
  adminSizeCreate: endpoint({
    method: 'POST',
    path: '/admin/v1/products/:productId/variants',
    auth: 'staff',
    // Setting the new size's price needs prices:write as well (checked by the service, 403 naming it).
    permission: 'catalogue:write',
    params: productParams,
    body: adminSizeCreateSchema,
    result: adminSizeSchema,
    summary:
      'Add a size (label, unique SKU, price, weight, optional dimension and max per order, enabled) after the product’s last; stock starts at 0 (the stock ledger adds units); needs catalogue:write and prices:write',
  }),
  adminSizeUpdate: endpoint({
    method: 'PUT',
    path: '/admin/v1/variants/:variantId',
    auth: 'staff',
    // The body decides: price needs prices:write, every other field catalogue:write (SIZE_FIELD_PERMISSIONS).
    permission: null,
    params: variantParams,
    body: adminSizeUpdateSchema,
    result: adminSizeSchema,
    summary:
      'Change a size: only the fields that change (e.g. {price}); price needs prices:write, the other fields catalogue:write (403 names the missing key); SKU unique; a disabled size cannot be bought, and a published product’s last enabled size cannot be disabled (400)',
  }),
  adminDiscountSet: endpoint({
    method: 'PUT',
    path: '/admin/v1/variants/:variantId/discount',
    auth: 'staff',
    permission: 'prices:write',
    params: variantParams,
    body: adminDiscountInputSchema,
    result: adminSizeSchema,
    summary:
      'Set (or replace) a size’s discount: kind percentage|fixed|override, value, start and end (WIB, end after start), purchase limit and promo purchase limit (0 = none); applied only inside its window',
  }),
  adminDiscountEnd: endpoint({
    method: 'DELETE',
    path: '/admin/v1/variants/:variantId/discount',
    auth: 'staff',
    permission: 'prices:write',
    params: variantParams,
    result: adminSizeSchema,
    summary: 'End a size’s discount now: the regular price everywhere from the next request',
  }),
} as const;
