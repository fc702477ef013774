/**
 * The back office's permission model (docs/decisions/022): keys per resource and action, roles as
 * named sets of keys (seeded as data; these are the seeds), the orders workbench's tabs and actions.
 * Plain constants without zod, so the back office can import them at run time from '@rona/domain/browser'.
 */
export const PERMISSION_KEYS = [
  'orders:read',
  'orders:fulfil',
  'refunds:approve',
  'customers:pii',
  'points:adjust',
  'catalogue:write',
  'prices:write',
  'stock:adjust',
  'promotions:write',
  'content:write',
  'staff:manage',
  'audit:read',
  'export',
  /** Ask for a buyer's refund (Layanan Pelanggan); approving it stays `refunds:approve`. */
  'refunds:request',
  /** Send a failed buyer message (e-mail, WhatsApp) again: a write, so not `orders:read` (Layanan Pelanggan). */
  'messages:resend',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export const isPermissionKey = (value: string): value is PermissionKey =>
  (PERMISSION_KEYS as readonly string[]).includes(value);

/** The role every key belongs to; it cannot be removed, demoted or left without a holder. */
export const OWNER_ROLE_ID = 'pemilik';

/** The roles the database is seeded with (ids are stable: scripts and tests use them). */
export const SEEDED_STAFF_ROLES = [
  { id: OWNER_ROLE_ID, name: 'Pemilik', permissions: [...PERMISSION_KEYS] },
  { id: 'gudang', name: 'Gudang', permissions: ['orders:read', 'orders:fulfil', 'stock:adjust'] },
  {
    id: 'layanan-pelanggan',
    name: 'Layanan Pelanggan',
    permissions: ['orders:read', 'refunds:request', 'messages:resend'],
  },
  { id: 'katalog', name: 'Katalog', permissions: ['catalogue:write', 'prices:write'] },
  { id: 'pemasaran-konten', name: 'Pemasaran & Konten', permissions: ['promotions:write', 'content:write'] },
  {
    id: 'keuangan',
    name: 'Keuangan',
    permissions: ['orders:read', 'refunds:approve', 'export', 'refunds:request', 'points:adjust'],
  },
] as const satisfies readonly { id: string; name: string; permissions: readonly PermissionKey[] }[];
export type SeededStaffRoleId = (typeof SEEDED_STAFF_ROLES)[number]['id'];

/** The workbench's moves (`POST /admin/v1/orders/{invoice}/move`) and the key each needs. */
export const ADMIN_ORDER_ACTIONS = {
  confirm: 'orders:fulfil',
  process: 'orders:fulfil',
  courier: 'orders:fulfil',
  ship: 'orders:fulfil',
  deliver: 'orders:fulfil',
  /** On the buyer's behalf (the same move as the buyer's own request), with a reason. */
  'request-refund': 'refunds:request',
  /** A buyer's refund request, or settling a payment that came after the order closed. */
  'approve-refund': 'refunds:approve',
  'refuse-refund': 'refunds:approve',
} as const satisfies Record<string, PermissionKey>;
export type AdminOrderAction = keyof typeof ADMIN_ORDER_ACTIONS;
export const ADMIN_ORDER_ACTION_NAMES = Object.keys(ADMIN_ORDER_ACTIONS) as AdminOrderAction[];

/**
 * The workbench's tabs as in a seller centre, in order. `refund` also holds late payments due back
 * (any status, refund not yet approved), so a tab is not only a list of statuses.
 */
export const ADMIN_ORDER_TABS = [
  /** Placed, not yet paid (the dashboard's 'Menunggu Pembayaran'); no move is the shop's to make. */
  { id: 'unpaid', label: 'Menunggu Pembayaran', statuses: ['WAITING_PAYMENT', 'PENDING'] },
  { id: 'confirm', label: 'Perlu Dikonfirmasi', statuses: ['WAITING_CONFIRM', 'WAITING'] },
  { id: 'process', label: 'Perlu Diproses', statuses: ['PROCESS'] },
  { id: 'courier', label: 'Siap Dikirim', statuses: ['WAITING_COURIER'] },
  { id: 'shipped', label: 'Dalam Pengiriman', statuses: ['SHIPPED'] },
  { id: 'delivered', label: 'Tiba di Tujuan', statuses: ['DELIVERED'] },
  { id: 'refund', label: 'Pengembalian Dana', statuses: ['REQUEST_REFUND'] },
  { id: 'done', label: 'Selesai', statuses: ['SUCCESS', 'REFUND_APPROVED'] },
  { id: 'cancelled', label: 'Dibatalkan', statuses: ['CANCEL', 'EXPIRED', 'FAILED'] },
] as const;
export type AdminOrderTab = (typeof ADMIN_ORDER_TABS)[number]['id'];
export const ADMIN_ORDER_TAB_IDS = ADMIN_ORDER_TABS.map((t) => t.id) as AdminOrderTab[];

/** `errors[0].field` of a login that needs the authenticator code (send it again with `otp`). */
export const ADMIN_OTP_FIELD = 'otp';
/** The staff pair of cookies (distinct from the shop's and the link studio's), sent with `X-Rona-Client: admin`. */
export const ADMIN_SESSION_COOKIES = { token: 'ADMIN_TOKEN__', marker: 'ADMIN_SESSION__' } as const;
export const ADMIN_CLIENT = 'admin';
