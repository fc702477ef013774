import type { Contract, EndpointInput } from '@rona/domain';

export type StockFilter = 'all' | 'low' | 'out';
export const STOCK_FILTERS: readonly StockFilter[] = ['all', 'low', 'out'];
export const STOCK_PAGE_SIZE = 25;

export interface StockFilters {
  filter: StockFilter;
  search: string;
  page: number;
}

/** The stock list's filters from its URL (unknown values fall back to the defaults). */
export function readStockFilters(params: URLSearchParams): StockFilters {
  const filter = params.get('filter');
  const page = Number(params.get('page'));
  return {
    filter: filter === 'low' || filter === 'out' ? filter : 'all',
    search: params.get('search')?.trim() ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The API query of `GET /admin/v1/stock` for these filters. */
export function toStockQuery(f: StockFilters): NonNullable<EndpointInput<Contract['adminStock']>['query']> {
  return {
    filter: f.filter === 'all' ? undefined : f.filter,
    search: f.search || undefined,
    page: f.page,
    limit: STOCK_PAGE_SIZE,
  };
}

/** A size as staff name it: product and size. */
export const sizeName = (s: { productName: string; size: string }) => `${s.productName} ${s.size}`;

/** A change with its sign: +3, −2 (a real minus sign, read as "minus"). */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0');
