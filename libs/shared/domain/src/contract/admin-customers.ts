import { z } from 'zod';
import { pagedSchema, queryInt } from '../envelope';
import {
  adminCustomerContactSchema,
  adminCustomerDetailSchema,
  adminCustomerListItemSchema,
  adminCustomerPartnerSchema,
  adminCustomerPointsAdjustSchema,
  adminCustomerPointsResultSchema,
} from '../entities/admin-customer';
import { endpoint } from './define';

const customerParams = z.object({ id: z.uuid({ error: 'Pelanggan tidak ditemukan' }) });

/**
 * Customers in the back office (issue 28 §4; docs/product/customers.md). Looking up needs
 * `orders:read`; unmasked contact data and the skin analysis need `customers:pii`, and each such
 * read writes an audit row (entity `customer`, action `view`) in the same transaction.
 */
export const adminCustomersContract = {
  adminCustomers: endpoint({
    method: 'GET',
    path: '/admin/v1/customers',
    auth: 'staff',
    permission: 'orders:read',
    query: z.object({
      /** Name (part of it), e-mail, or phone in any form (08…, 62…, +62…). */
      search: z.string().trim().max(100, { error: 'Pencarian maksimal 100 karakter' }).optional(),
      /** `true`: masked even for a customers:pii holder (the back office's list; nothing is audited). */
      masked: z.enum(['true', 'false'], { error: 'Nilai masked tidak dikenal' }).optional(),
      page: queryInt({ min: 1, defaultValue: 1 }),
      limit: queryInt({ min: 1, max: 50, defaultValue: 20 }),
    }),
    result: pagedSchema(adminCustomerListItemSchema),
    summary:
      'Find members by name, e-mail or phone (08…/62…/+62…), newest first; fullName, email and phone masked without customers:pii (or with masked=true); unmasked rows are each audited as a view',
  }),
  adminCustomer: endpoint({
    method: 'GET',
    path: '/admin/v1/customers/:id',
    auth: 'staff',
    permission: 'orders:read',
    params: customerParams,
    result: adminCustomerDetailSchema,
    summary:
      'One member, masked: verified e-mail and phone, roles, addresses, points (balance and the newest entries) and orders',
  }),
  adminCustomerContact: endpoint({
    method: 'GET',
    path: '/admin/v1/customers/:id/contact',
    auth: 'staff',
    permission: 'customers:pii',
    params: customerParams,
    result: adminCustomerContactSchema,
    summary:
      'The member’s unmasked name, e-mail, phone, addresses and skin analysis answers; writes an audit row (entity customer, action view) in the same transaction',
  }),
  adminCustomerPoints: endpoint({
    method: 'POST',
    path: '/admin/v1/customers/:id/points',
    auth: 'staff',
    permission: 'points:adjust',
    params: customerParams,
    body: adminCustomerPointsAdjustSchema,
    result: adminCustomerPointsResultSchema,
    summary:
      'Add (valid for a year) or take points with a reason the member sees in Poin Saya; 400 when taking more than the balance; audited with the balance before and after',
  }),
  adminCustomerPartner: endpoint({
    method: 'PUT',
    path: '/admin/v1/customers/:id/partner',
    auth: 'staff',
    permission: 'promotions:write',
    params: customerParams,
    body: adminCustomerPartnerSchema,
    result: adminCustomerDetailSchema,
    summary:
      'Grant or remove the link-page partner role (the store site): opens or closes the link studio for the member at their next call; audited',
  }),
  adminCustomerEndSessions: endpoint({
    method: 'POST',
    path: '/admin/v1/customers/:id/sessions/end',
    auth: 'staff',
    permission: 'customers:pii',
    params: customerParams,
    result: z.object({ ended: z.number().int() }),
    summary: 'End all of the member’s sessions (shop and link studio) at once; audited with how many ended',
  }),
} as const;
