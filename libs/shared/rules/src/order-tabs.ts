import type { OrderStatus } from '@rona/domain/browser';
import { t } from '@rona/i18n';

/** The history tabs (spec 2 §2) and the Berlangsung sub-filters. */
export type OrderTab = 'all' | 'ongoing' | 'success' | 'failed';
export type OngoingFilter = 'waitingConfirm' | 'process' | 'shipped' | 'delivered' | 'refund';

/** Sub-filters of Berlangsung, in their on-screen order. */
export const ONGOING_FILTERS: readonly { id: OngoingFilter; statuses: readonly OrderStatus[] }[] = [
  { id: 'waitingConfirm', statuses: ['WAITING_CONFIRM', 'WAITING'] },
  { id: 'process', statuses: ['PROCESS'] },
  { id: 'shipped', statuses: ['WAITING_COURIER', 'SHIPPED'] },
  { id: 'delivered', statuses: ['DELIVERED'] },
  { id: 'refund', statuses: ['REQUEST_REFUND', 'REFUND_APPROVED'] },
];

const ONGOING: readonly OrderStatus[] = ONGOING_FILTERS.flatMap((f) => f.statuses);
const SUCCESS: readonly OrderStatus[] = ['SUCCESS'];
const FAILED: readonly OrderStatus[] = ['FAILED', 'CANCEL', 'EXPIRED'];

/**
 * Tabs in their on-screen order with the statuses each asks for. Semua is 'all active plus
 * success' as the spec says: the failed ones have their own tab, unpaid orders theirs.
 */
export const ORDER_TABS: readonly { id: OrderTab; statuses: readonly OrderStatus[] }[] = [
  { id: 'all', statuses: [...ONGOING, ...SUCCESS] },
  { id: 'ongoing', statuses: ONGOING },
  { id: 'success', statuses: SUCCESS },
  { id: 'failed', statuses: FAILED },
];

export const orderTabLabel = (tab: OrderTab): string => t(`orderTab.${tab}`);
export const ongoingFilterLabel = (filter: OngoingFilter): string => t(`orderTab.${filter}`);

/** The statuses a tab (and, on Berlangsung, a sub-filter) lists. A sub-filter on another tab is ignored. */
export function orderTabStatuses(tab: OrderTab, filter?: OngoingFilter | null): OrderStatus[] {
  if (tab === 'ongoing' && filter) {
    return [...(ONGOING_FILTERS.find((f) => f.id === filter)?.statuses ?? [])];
  }
  return [...(ORDER_TABS.find((x) => x.id === tab)?.statuses ?? [])];
}

/** The `status` query of the order search: the tab's statuses as a comma list. */
export const orderStatusQuery = (tab: OrderTab, filter?: OngoingFilter | null): string =>
  orderTabStatuses(tab, filter).join(',');

/**
 * Where an order of this status is listed: its own tab (never 'all') and, on Berlangsung, the
 * sub-filter. Unpaid statuses (WAITING_PAYMENT, PENDING) belong to no history tab → null.
 */
export function orderTabOf(status: OrderStatus): { tab: OrderTab; filter: OngoingFilter | null } | null {
  const filter = ONGOING_FILTERS.find((f) => f.statuses.includes(status));
  if (filter) return { tab: 'ongoing', filter: filter.id };
  if (SUCCESS.includes(status)) return { tab: 'success', filter: null };
  if (FAILED.includes(status)) return { tab: 'failed', filter: null };
  return null;
}
