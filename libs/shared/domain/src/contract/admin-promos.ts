import { z } from 'zod';
import { pagedSchema, queryInt } from '../envelope';
import {
  ADMIN_PROMO_STATUSES,
  adminPromoCreateSchema,
  adminPromoDetailSchema,
  adminPromoListItemSchema,
  adminPromoSizeSchema,
  adminPromoUpdateSchema,
} from '../entities/admin-promo';
import { endpoint } from './define';

const promoParams = z.object({ id: z.uuid({ error: 'Promo tidak ditemukan' }) });
const search = z.string().trim().max(100, { error: 'Pencarian maksimal 100 karakter' }).optional();

/**
 * The back office's promo pages (issue 28 §2; docs/product/promotions.md): `promotions:write`
 * (Pemasaran & Konten, Pemilik). Every write is audited in its transaction and reaches the shop on
 * the next request; the shop shows a published promo while it runs or is upcoming, in its carousel order.
 */
export const adminPromosContract = {
  adminPromos: endpoint({
    method: 'GET',
    path: '/admin/v1/promos',
    auth: 'staff',
    permission: 'promotions:write',
    query: z.object({
      /** Title or slug. */
      search,
      status: z.enum(ADMIN_PROMO_STATUSES, { error: 'Status promo tidak dikenal' }).optional(),
      page: queryInt({ min: 1, defaultValue: 1 }),
      limit: queryInt({ min: 1, max: 100, defaultValue: 20 }),
    }),
    result: pagedSchema(adminPromoListItemSchema),
    summary: 'Every promo page (drafts and ended ones too), newest start first; search by title or slug',
  }),
  adminPromoCreate: endpoint({
    method: 'POST',
    path: '/admin/v1/promos',
    auth: 'staff',
    permission: 'promotions:write',
    body: adminPromoCreateSchema,
    result: adminPromoDetailSchema,
    summary:
      'Create a promo page (a draft unless published: true); 400 on a taken slug, an end before the start, an unknown voucher or size',
  }),
  adminPromo: endpoint({
    method: 'GET',
    path: '/admin/v1/promos/:id',
    auth: 'staff',
    permission: 'promotions:write',
    params: promoParams,
    result: adminPromoDetailSchema,
    summary: 'One promo page for the editor: its fields, sections, vouchers and discounted sizes',
  }),
  adminPromoUpdate: endpoint({
    method: 'PUT',
    path: '/admin/v1/promos/:id',
    auth: 'staff',
    permission: 'promotions:write',
    params: promoParams,
    body: adminPromoUpdateSchema,
    result: adminPromoDetailSchema,
    summary:
      'Change only the fields sent (sections, vouchers and sizes are replaced whole); published true publishes, false takes it down',
  }),
  adminPromoSizes: endpoint({
    method: 'GET',
    path: '/admin/v1/promo-sizes',
    auth: 'staff',
    permission: 'promotions:write',
    query: z.object({
      /** Product name or SKU. */
      search,
      limit: queryInt({ min: 1, max: 50, defaultValue: 20 }),
    }),
    result: z.array(adminPromoSizeSchema),
    summary: 'Sizes to show on a promo page: product name or SKU, with their price, discount and current promo',
  }),
  adminPromoImageUpload: endpoint({
    method: 'POST',
    path: '/admin/v1/promo-images',
    auth: 'staff',
    permission: 'promotions:write',
    multipart: true,
    result: z.object({ url: z.string() }),
    summary:
      'Upload a thumbnail, banner or long banner (field image, JPEG/PNG/WebP/GIF up to 5 MB): re-encoded without EXIF; answers its URL',
  }),
} as const;
