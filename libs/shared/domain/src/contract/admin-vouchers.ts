import { z } from 'zod';
import { pagedSchema, queryInt } from '../envelope';
import {
  ADMIN_VOUCHER_STATUSES,
  adminVoucherInputSchema,
  adminVoucherSchema,
  adminVoucherUsageSchema,
  adminVoucherUseSchema,
} from '../entities/admin-voucher';
import { endpoint } from './define';

const voucherParams = z.object({ id: z.uuid({ error: 'Voucher tidak ditemukan' }) });

/**
 * Vouchers in the back office (issue 28 §1; docs/product/vouchers.md). Reading and writing both
 * need `promotions:write` (Pemasaran & Konten, Pemilik); every write is audited in its transaction.
 */
export const adminVouchersContract = {
  adminVouchers: endpoint({
    method: 'GET',
    path: '/admin/v1/vouchers',
    auth: 'staff',
    permission: 'promotions:write',
    query: z.object({
      /** Name, redeem code or the shop's VC- code (part of it, any case). */
      search: z.string().trim().max(100, { error: 'Pencarian maksimal 100 karakter' }).optional(),
      status: z.enum(ADMIN_VOUCHER_STATUSES, { error: 'Status voucher tidak dikenal' }).optional(),
      page: queryInt({ min: 1, defaultValue: 1 }),
      limit: queryInt({ min: 1, max: 100, defaultValue: 25 }),
    }),
    result: pagedSchema(adminVoucherSchema),
    summary:
      'Vouchers, newest end first, each with its status (active/scheduled/ended/inactive) and use so far (orders, members, discount given); search by name or code, filter by status',
  }),
  adminVoucherCreate: endpoint({
    method: 'POST',
    path: '/admin/v1/vouchers',
    auth: 'staff',
    permission: 'promotions:write',
    body: adminVoucherInputSchema,
    result: adminVoucherSchema,
    summary:
      'Create a voucher: name, audience (everyone, or members who claim its redeem code — unique whatever the case), category, kind and amount, caps, window (WIB), limits, terms',
  }),
  adminVoucher: endpoint({
    method: 'GET',
    path: '/admin/v1/vouchers/:id',
    auth: 'staff',
    permission: 'promotions:write',
    params: voucherParams,
    result: adminVoucherSchema,
    summary: 'One voucher with its status, use so far and whether its kind and amount are locked (used)',
  }),
  adminVoucherUpdate: endpoint({
    method: 'PUT',
    path: '/admin/v1/vouchers/:id',
    auth: 'staff',
    permission: 'promotions:write',
    params: voucherParams,
    body: adminVoucherInputSchema,
    result: adminVoucherSchema,
    summary:
      'Edit a voucher (every field); once used its category, kind, amount and maximum discount stay (409), its limit not below its uses; a deactivated voucher is not edited',
  }),
  adminVoucherDeactivate: endpoint({
    method: 'POST',
    path: '/admin/v1/vouchers/:id/deactivate',
    auth: 'staff',
    permission: 'promotions:write',
    params: voucherParams,
    result: adminVoucherSchema,
    summary: 'Deactivate a voucher at once: it ends now (carts and checkouts refuse it from this moment)',
  }),
  adminVoucherUses: endpoint({
    method: 'GET',
    path: '/admin/v1/vouchers/:id/uses',
    auth: 'staff',
    permission: 'promotions:write',
    params: voucherParams,
    query: z.object({
      page: queryInt({ min: 1, defaultValue: 1 }),
      limit: queryInt({ min: 1, max: 100, defaultValue: 25 }),
    }),
    result: pagedSchema(adminVoucherUseSchema).extend({ usage: adminVoucherUsageSchema }),
    summary:
      'The orders holding a voucher, newest first (invoice, status, member, discount given), with the totals: orders, members, discount',
  }),
} as const;
