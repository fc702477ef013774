import { ONGOING_FILTERS, ORDER_TABS, orderStatusQuery, type OngoingFilter, type OrderTab } from '@rona/rules';

/** What the history shows, read from the URL: `menu` (tab), `sub` (Berlangsung filter), `page`, `search`, `date`. */
export interface HistoryState {
  tab: OrderTab;
  filter: OngoingFilter | null;
  page: number;
  search: string;
  date: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function historyStateOf(params: URLSearchParams): HistoryState {
  const tab = ORDER_TABS.find((x) => x.id === params.get('menu'))?.id ?? 'all';
  const filter = tab === 'ongoing' ? (ONGOING_FILTERS.find((f) => f.id === params.get('sub'))?.id ?? null) : null;
  const n = Number(params.get('page'));
  const date = params.get('date') ?? '';
  return {
    tab,
    filter,
    page: Number.isInteger(n) && n >= 1 ? n : 1,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    date: DAY.test(date) ? date : '',
  };
}

/**
 * The URL of a state. Defaults are left out (Semua, page 1, no filter) so the plain
 * `?action=transaction` stays the canonical address.
 */
export function historyParams(state: HistoryState): Record<string, string> {
  const out: Record<string, string> = { action: 'transaction' };
  if (state.tab !== 'all') out['menu'] = state.tab;
  if (state.tab === 'ongoing' && state.filter) out['sub'] = state.filter;
  if (state.search) out['search'] = state.search;
  if (state.date) out['date'] = state.date;
  if (state.page > 1) out['page'] = String(state.page);
  return out;
}

export const historyStatusQuery = (state: HistoryState): string => orderStatusQuery(state.tab, state.filter);
