import type { SortingState } from '@tanstack/react-table';
import { ADMIN_ORDER_TAB_IDS, type AdminOrderTab } from '@rona/domain/browser';
import type { AdminOrderListQuery } from '@rona/domain';

export type WorkbenchSort = NonNullable<AdminOrderListQuery['sort']>;
export const WORKBENCH_PAGE_SIZE = 20;

export interface WorkbenchFilters {
  tab: AdminOrderTab;
  search: string;
  from: string;
  to: string;
  page: number;
  sort: WorkbenchSort;
}

const isTab = (v: string | null): v is AdminOrderTab => (ADMIN_ORDER_TAB_IDS as readonly string[]).includes(v ?? '');
const day = (v: string | null): string => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');
const SORTS: readonly WorkbenchSort[] = ['newest', 'oldest', 'ship-by'];

/** The workbench's filters from its URL (unknown values fall back to the defaults). */
export function readFilters(params: URLSearchParams): WorkbenchFilters {
  const tab = params.get('tab');
  const sort = params.get('sort') as WorkbenchSort | null;
  const page = Number(params.get('page'));
  return {
    tab: isTab(tab) ? tab : 'confirm',
    search: params.get('search')?.trim() ?? '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: sort && SORTS.includes(sort) ? sort : 'newest',
  };
}

/** The API query of `GET /admin/v1/orders` for these filters. */
export function toQuery(f: WorkbenchFilters): AdminOrderListQuery {
  return {
    tab: f.tab,
    search: f.search || undefined,
    from: f.from || undefined,
    to: f.to || undefined,
    page: f.page,
    limit: WORKBENCH_PAGE_SIZE,
    sort: f.sort,
  };
}

/** How the table shows the server's order. */
export function sortingOf(sort: WorkbenchSort): SortingState {
  if (sort === 'ship-by') return [{ id: 'shipBy', desc: false }];
  return [{ id: 'createdAt', desc: sort === 'newest' }];
}

/** A click on a sortable header: ship-by on/off (earliest first), order date newest ⇄ oldest. */
export function nextSort(current: WorkbenchSort, columnId: string): WorkbenchSort {
  if (columnId === 'shipBy') return current === 'ship-by' ? 'newest' : 'ship-by';
  return current === 'newest' ? 'oldest' : 'newest';
}
