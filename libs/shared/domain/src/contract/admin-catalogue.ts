import { z } from 'zod';
import { pagedSchema, queryInt } from '../envelope';
import {
  adminProductCreateSchema,
  adminProductDetailSchema,
  adminProductImageSchema,
  adminProductImagesUpdateSchema,
  adminProductListItemSchema,
  adminProductUpdateSchema,
} from '../entities/admin-catalogue';
import { endpoint } from './define';

const productParams = z.object({ productId: z.uuid({ error: 'Produk tidak ditemukan' }) });

/**
 * The back office's products (issue 27 §1, docs/product/catalogue.md). Reading and writing both
 * need `catalogue:write` (Katalog, Pemilik): the editor is Katalog's tool. Sizes and prices are
 * written through the admin-prices endpoints (`prices:write`); the product detail shows its sizes
 * read-only. Every write is audited and reaches the shop on the next request.
 */
export const adminCatalogueContract = {
  adminProducts: endpoint({
    method: 'GET',
    path: '/admin/v1/products',
    auth: 'staff',
    permission: 'catalogue:write',
    query: z.object({
      /** Product name or slug. */
      search: z.string().trim().max(100, { error: 'Pencarian maksimal 100 karakter' }).optional(),
      /** published: on sale; hidden: hidden from shoppers. */
      status: z.enum(['published', 'hidden'], { error: 'Status produk tidak dikenal' }).optional(),
      page: queryInt({ min: 1, defaultValue: 1 }),
      limit: queryInt({ min: 1, max: 100, defaultValue: 20 }),
    }),
    result: pagedSchema(adminProductListItemSchema),
    summary: 'Every product, hidden ones too, newest first; search by name or slug, filter published|hidden',
  }),
  adminProductCreate: endpoint({
    method: 'POST',
    path: '/admin/v1/products',
    auth: 'staff',
    permission: 'catalogue:write',
    body: adminProductCreateSchema,
    result: adminProductDetailSchema,
    summary: 'Create a product (hidden until it has a size and is published); 400 on a taken slug',
  }),
  adminProduct: endpoint({
    method: 'GET',
    path: '/admin/v1/products/:productId',
    auth: 'staff',
    permission: 'catalogue:write',
    params: productParams,
    result: adminProductDetailSchema,
    summary: 'One product for the editor: its fields, photos, old slugs and its sizes (read-only here)',
  }),
  adminProductUpdate: endpoint({
    method: 'PUT',
    path: '/admin/v1/products/:productId',
    auth: 'staff',
    permission: 'catalogue:write',
    params: productParams,
    body: adminProductUpdateSchema,
    result: adminProductDetailSchema,
    summary:
      'Change only the fields sent; published false hides, true publishes (400 without an enabled size); a new slug keeps the old URL redirecting (308)',
  }),
  adminProductImagesUpload: endpoint({
    method: 'POST',
    path: '/admin/v1/products/:productId/images',
    auth: 'staff',
    permission: 'catalogue:write',
    params: productParams,
    multipart: true,
    result: z.array(adminProductImageSchema),
    summary:
      'Add photos (repeated field image, JPEG/PNG/WebP/GIF up to 5 MB each, at most 6 per call and 10 per product): re-encoded without EXIF, with srcset widths; answers all the product’s photos',
  }),
  adminProductImagesUpdate: endpoint({
    method: 'PUT',
    path: '/admin/v1/products/:productId/images',
    auth: 'staff',
    permission: 'catalogue:write',
    params: productParams,
    body: adminProductImagesUpdateSchema,
    result: z.array(adminProductImageSchema),
    summary: 'Reorder the photos, set their alt texts and the one primary (every photo once, in the new order)',
  }),
  adminProductImageDelete: endpoint({
    method: 'DELETE',
    path: '/admin/v1/products/:productId/images/:imageId',
    auth: 'staff',
    permission: 'catalogue:write',
    params: productParams.extend({ imageId: z.uuid({ error: 'Foto tidak ditemukan' }) }),
    result: z.array(adminProductImageSchema),
    summary: 'Remove a photo (the next one becomes primary if it was); answers the photos left',
  }),
  catalogueVersion: endpoint({
    method: 'GET',
    path: '/e-commerce/v1/catalogue-version',
    auth: 'none',
    result: z.object({ version: z.string() }),
    summary:
      'A token that changes with every catalogue write (any API instance): the page servers empty their HTML cache when it moves',
  }),
} as const;
