import type { NotificationType } from '@rona/domain';
import type { ActivityTab } from '@rona/routes';

/** The hub's tabs in the spec's order; the first is the default (spec 3 §2). */
export const ACTIVITY_TABS: readonly ActivityTab[] = [
  'transaction',
  'payment_waiting',
  'wishlist',
  'review',
  'notification',
];

export function activityTabOf(action: string | null): ActivityTab {
  return ACTIVITY_TABS.find((tab) => tab === action) ?? 'transaction';
}

/** The notification tab's type menu: Transaksi (TRANSACTION) first, then Update (PROMOTION). */
export const NOTIFICATION_MENUS: readonly NotificationType[] = ['TRANSACTION', 'PROMOTION'];

export function notificationMenuOf(menu: string | null): NotificationType {
  return NOTIFICATION_MENUS.find((m) => m === menu) ?? 'TRANSACTION';
}

/** Page numbers from the URL: whole numbers from 1; anything else is page 1. */
export function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
