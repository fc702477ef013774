import { z } from 'zod';
import { pagedSchema, pageSchema, queryInt } from '../envelope';
import {
  adminOrderActionSchema,
  adminOrderCountsSchema,
  adminOrderDetailSchema,
  adminOrderListItemSchema,
  adminOrderMoveResultSchema,
  adminOrderNoteSchema,
  adminOrderTabSchema,
  adminPackingSlipSchema,
  adminPickListSchema,
} from '../entities/admin-order';
import { auditEntrySchema } from '../entities/audit';
import { orderStatusSchema } from '../entities/order-status';
import {
  otpCodeSchema,
  staffCreateSchema,
  staffInvitationAcceptSchema,
  staffInviteSchema,
  staffLoginResultSchema,
  staffLoginSchema,
  staffMeSchema,
  staffRoleSchema,
  staffRoleWriteSchema,
  staffSchema,
  staffUpdateSchema,
  totpConfirmedSchema,
  totpEnrolmentSchema,
} from '../entities/staff';
import { endpoint } from './define';
import { invoiceSchema } from './order';

const badDay = { error: 'Format tanggal tidak valid (YYYY-MM-DD)' };
/** A calendar day: the right form and a real date (2026-13-45 or 2026-02-30 was a 500 further down). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, badDay)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, badDay);
const invoiceList = z
  .string({ error: 'Pilih pesanan' })
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(invoiceSchema).min(1, { error: 'Pilih pesanan' }).max(100, { error: 'Maksimal 100 pesanan sekaligus' }),
  );
const statusList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(orderStatusSchema, { error: 'Status pesanan tidak dikenal' }));
const waybillText = z.string().trim().max(64, { error: 'Nomor resi maksimal 64 karakter' });
const reasonText = z.string().trim().max(500, { error: 'Alasan maksimal 500 karakter' });

export const adminOrderListQuerySchema = z.object({
  /** A tab (its statuses; `refund` also late payments due back). With `status` too, both apply. */
  tab: adminOrderTabSchema.optional(),
  status: statusList.optional(),
  /** Invoice, buyer name, e-mail, phone (08…, 62… or +62…) or waybill. */
  search: z.string().trim().max(100, { error: 'Pencarian maksimal 100 karakter' }).optional(),
  /** Placed on or after this WIB day / on or before this one. */
  from: day.optional(),
  to: day.optional(),
  sort: z.enum(['newest', 'oldest', 'ship-by'], { error: 'Urutan tidak dikenal' }).default('newest'),
  page: queryInt({ min: 1, defaultValue: 1 }),
  limit: queryInt({ min: 1, max: 100, defaultValue: 20 }),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderMoveSchema = z.object({
  action: adminOrderActionSchema,
  /** Required for `ship`. */
  waybill: waybillText.optional(),
  /** Required for `refuse-refund` (the buyer is told) and `request-refund` (Keuangan reads it); a note for the others. */
  reason: reasonText.optional(),
});
export type AdminOrderMove = z.input<typeof adminOrderMoveSchema>;

export const adminOrdersMoveSchema = z.object({
  invoices: z
    .array(invoiceSchema, { error: 'Pilih pesanan' })
    .min(1, { error: 'Pilih pesanan' })
    .max(100, { error: 'Maksimal 100 pesanan sekaligus' }),
  action: adminOrderActionSchema,
  /** For `ship`: the waybill of each invoice. */
  waybills: z.record(z.string(), waybillText).optional(),
  reason: reasonText.optional(),
});
export type AdminOrdersMove = z.input<typeof adminOrdersMoveSchema>;

const staffIdParams = z.object({ id: z.uuid({ error: 'Staf tidak ditemukan' }) });
const roleIdParams = z.object({ id: z.string().min(1).max(64) });
const invoiceParams = z.object({ invoice: invoiceSchema });

/**
 * The back office's API (`/admin/v1`). Each endpoint names the permission key it needs
 * (`permission`; null: any signed-in staff member); the API refuses to start when an admin
 * endpoint has none. Auth `staff`: the staff session (cookie pair ADMIN_TOKEN__/ADMIN_SESSION__
 * with `X-Rona-Client: admin`, or `Authorization: Bearer <accessToken>`). 401 without one (a
 * member's session is not one), 403 naming the missing key.
 */
export const adminContract = {
  adminLogin: endpoint({
    method: 'POST',
    path: '/admin/v1/login',
    auth: 'none',
    permission: null,
    body: staffLoginSchema,
    result: staffLoginResultSchema,
    summary:
      'Staff login: sets the admin cookie pair and answers accessToken; 401 with errors[0].field "otp" when the authenticator code is needed (send again with otp); throttled by address and address+account',
  }),
  adminLogout: endpoint({
    method: 'POST',
    path: '/admin/v1/logout',
    auth: 'staff',
    permission: null,
    result: z.object({ loggedOut: z.literal(true) }),
    summary: 'End the staff session on the server and drop its cookies',
  }),
  adminMe: endpoint({
    method: 'GET',
    path: '/admin/v1/me',
    auth: 'staff',
    permission: null,
    result: staffMeSchema,
    summary: 'The signed-in staff member and their permission keys',
  }),
  adminTotpEnrol: endpoint({
    method: 'POST',
    path: '/admin/v1/me/totp/enrol',
    auth: 'staff',
    permission: null,
    result: totpEnrolmentSchema,
    summary: 'Start turning on the authenticator (RFC 6238): a new secret as QR code; confirm with a code',
  }),
  adminTotpConfirm: endpoint({
    method: 'POST',
    path: '/admin/v1/me/totp/confirm',
    auth: 'staff',
    permission: null,
    body: z.object({ otp: otpCodeSchema }),
    result: totpConfirmedSchema,
    summary: 'Turn the authenticator on with its first code; answers ten single-use recovery codes',
  }),
  adminTotpDisable: endpoint({
    method: 'POST',
    path: '/admin/v1/me/totp/disable',
    auth: 'staff',
    permission: null,
    body: z.object({ password: z.string().min(1, { error: 'Kata sandi belum diisi' }).max(200), otp: otpCodeSchema }),
    result: staffMeSchema,
    summary: 'Turn the authenticator off (password + a current code); refused when ADMIN_REQUIRE_TOTP is on',
  }),
  adminStaffList: endpoint({
    method: 'GET',
    path: '/admin/v1/staff',
    auth: 'staff',
    permission: 'staff:manage',
    result: z.array(staffSchema),
    summary: 'Every staff account',
  }),
  adminStaffCreate: endpoint({
    method: 'POST',
    path: '/admin/v1/staff',
    auth: 'staff',
    permission: 'staff:manage',
    body: staffCreateSchema,
    result: staffSchema,
    summary: 'Add a staff account with a role whose keys the caller holds all of',
  }),
  adminStaffUpdate: endpoint({
    method: 'PATCH',
    path: '/admin/v1/staff/:id',
    auth: 'staff',
    permission: 'staff:manage',
    params: staffIdParams,
    body: staffUpdateSchema,
    result: staffSchema,
    summary:
      'Rename, change the role of (only to a role whose keys the caller holds) or (de)activate a staff account; the last active Pemilik cannot be demoted or deactivated',
  }),
  adminRoles: endpoint({
    method: 'GET',
    path: '/admin/v1/roles',
    auth: 'staff',
    permission: 'staff:manage',
    result: z.array(staffRoleSchema),
    summary: 'The roles and their permission keys',
  }),
  adminStaffInvite: endpoint({
    method: 'POST',
    path: '/admin/v1/staff/invitations',
    auth: 'staff',
    permission: 'staff:manage',
    body: staffInviteSchema,
    result: staffSchema,
    summary:
      'Invite a staff member: an account with a role whose keys the caller holds, and a mail with a one-use link (72 h) to set a password; again for a pending invitation sends a new link',
  }),
  adminStaffInvitationAccept: endpoint({
    method: 'POST',
    path: '/admin/v1/staff/invitations/accept',
    auth: 'none',
    permission: null,
    body: staffInvitationAcceptSchema,
    result: z.object({ email: z.string() }),
    summary:
      "Set the password from an invitation link's token (one use, 72 h); the account can then log in; failures throttled by address",
  }),
  adminStaffTotpReset: endpoint({
    method: 'POST',
    path: '/admin/v1/staff/:id/totp-reset',
    auth: 'staff',
    permission: 'staff:manage',
    params: staffIdParams,
    result: staffSchema,
    summary:
      "Turn off a staff member's authenticator (a lost phone): their next login asks for password only, or to enrol",
  }),
  adminRoleCreate: endpoint({
    method: 'POST',
    path: '/admin/v1/roles',
    auth: 'staff',
    permission: 'staff:manage',
    body: staffRoleWriteSchema,
    result: staffRoleSchema,
    summary: 'Create a role with a set of keys, only keys the caller holds',
  }),
  adminRoleUpdate: endpoint({
    method: 'PUT',
    path: '/admin/v1/roles/:id',
    auth: 'staff',
    permission: 'staff:manage',
    params: roleIdParams,
    body: staffRoleWriteSchema,
    result: staffRoleSchema,
    summary:
      "Rename a role or change its keys (the caller holds the old and the new keys); the owner role's keys are fixed",
  }),
  adminAudit: endpoint({
    method: 'GET',
    path: '/admin/v1/audit',
    auth: 'staff',
    permission: 'audit:read',
    query: z.object({
      entity: z.string().trim().max(40).optional(),
      entityId: z.string().trim().max(100).optional(),
      /** A staff id, or `ops` / `system` / `buyer` / `payment`. */
      actor: z.string().trim().max(100).optional(),
      from: day.optional(),
      to: day.optional(),
      page: queryInt({ min: 1, defaultValue: 1 }),
      limit: queryInt({ min: 1, max: 100, defaultValue: 50 }),
    }),
    result: pagedSchema(auditEntrySchema),
    summary: 'The audit trail, newest first (an order: entity=order, entityId=its invoice)',
  }),
  adminOrders: endpoint({
    method: 'GET',
    path: '/admin/v1/orders',
    auth: 'staff',
    permission: 'orders:read',
    query: adminOrderListQuerySchema,
    result: z.object({ datas: z.array(adminOrderListItemSchema), page: pageSchema, counts: adminOrderCountsSchema }),
    summary:
      'The orders workbench: a page of orders and every tab’s count (counts ignore tab/status, not search/dates)',
  }),
  adminOrderPickList: endpoint({
    method: 'GET',
    path: '/admin/v1/orders/pick-list',
    auth: 'staff',
    permission: 'orders:fulfil',
    query: z.object({ invoices: invoiceList }),
    result: adminPickListSchema,
    summary: 'Units to pick, summed per product size over the selected orders',
  }),
  adminOrderSlips: endpoint({
    method: 'GET',
    path: '/admin/v1/orders/slips',
    auth: 'staff',
    permission: 'orders:fulfil',
    query: z.object({ invoices: invoiceList }),
    result: z.array(adminPackingSlipSchema),
    summary: 'Packing slips of the selected orders (barcodes are drawn by the back office)',
  }),
  adminOrdersMove: endpoint({
    method: 'POST',
    path: '/admin/v1/orders/move',
    auth: 'staff',
    permission: 'orders:read',
    body: adminOrdersMoveSchema,
    result: z.array(adminOrderMoveResultSchema),
    summary:
      'The same move on many orders, each on its own: a result per order. The action needs its key too (ADMIN_ORDER_ACTIONS): 403 for all when the caller lacks it',
  }),
  adminOrder: endpoint({
    method: 'GET',
    path: '/admin/v1/orders/:invoice',
    auth: 'staff',
    permission: 'orders:read',
    params: invoiceParams,
    result: adminOrderDetailSchema,
    summary:
      'One order with everything: lines, buyer (masked without customers:pii), payments, history, messages, notes',
  }),
  adminOrderMove: endpoint({
    method: 'POST',
    path: '/admin/v1/orders/:invoice/move',
    auth: 'staff',
    permission: 'orders:read',
    params: invoiceParams,
    body: adminOrderMoveSchema,
    result: adminOrderDetailSchema,
    summary:
      'Move an order through the state machine (the action needs its key too: ADMIN_ORDER_ACTIONS); ship needs waybill, refuse-refund and request-refund a reason; 409 when the order cannot make the move',
  }),
  adminOrderNote: endpoint({
    method: 'POST',
    path: '/admin/v1/orders/:invoice/notes',
    auth: 'staff',
    permission: 'orders:read',
    params: invoiceParams,
    body: z.object({
      text: z
        .string({ error: 'Catatan belum diisi' })
        .trim()
        .min(1, { error: 'Catatan belum diisi' })
        .max(1000, { error: 'Catatan maksimal 1000 karakter' }),
    }),
    result: adminOrderNoteSchema,
    summary: 'Add an internal note to an order (staff only; the buyer never sees it)',
  }),
} as const;
