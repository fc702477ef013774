import type { PermissionKey } from './staff-permissions';

/**
 * The day at a glance's parts and the key each needs (docs/product/dashboard.md): the API answers a
 * part only to staff holding its key, the back office shows only the parts it got. Plain constants
 * (no zod), importable from '@rona/domain/browser'.
 */
export const DASHBOARD_PART_KEYS = {
  sales: 'orders:read',
  waiting: 'orders:read',
  lateShipments: 'orders:read',
  paymentsWaiting: 'orders:read',
  failedMessages: 'orders:read',
  days: 'orders:read',
  refundsDue: 'refunds:approve',
  lowStock: 'stock:adjust',
} as const satisfies Record<string, PermissionKey>;
export type DashboardPart = keyof typeof DASHBOARD_PART_KEYS;

/** The workbench tabs where orders wait for the shop to act, shown on the dashboard in this order. */
export const DASHBOARD_WAITING_TABS = ['confirm', 'process', 'courier', 'refund'] as const;

/** Days in the dashboard's chart (today included). */
export const DASHBOARD_DAYS = 30;
