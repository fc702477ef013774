import { describe, expect, it } from 'vitest';
import { historyParams, historyStateOf, historyStatusQuery } from './order-filters';

const state = (query: string) => historyStateOf(new URLSearchParams(query));

describe('order history URL state', () => {
  it('reads tab, sub-filter, page, search and day', () => {
    expect(state('menu=ongoing&sub=delivered&page=2&search=%20serum%20&date=2026-11-20')).toEqual({
      tab: 'ongoing',
      filter: 'delivered',
      page: 2,
      search: 'serum',
      date: '2026-11-20',
    });
  });

  it('falls back to Semua, page 1 and no filter for unknown or malformed values', () => {
    expect(state('menu=bogus&sub=refund&page=-1&date=20-11-2026')).toEqual({
      tab: 'all',
      filter: null,
      page: 1,
      search: '',
      date: '',
    });
    expect(state('menu=success&sub=refund').filter).toBeNull();
    expect(state('page=1.5').page).toBe(1);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(historyParams(state(''))).toEqual({ action: 'transaction' });
    const full = state('menu=ongoing&sub=shipped&page=3&search=sabun&date=2026-11-01');
    expect(historyParams(full)).toEqual({
      action: 'transaction',
      menu: 'ongoing',
      sub: 'shipped',
      search: 'sabun',
      date: '2026-11-01',
      page: '3',
    });
    expect(state(new URLSearchParams(historyParams(full)).toString())).toEqual(full);
  });

  it('asks for the sub-filter statuses on Berlangsung, the tab statuses otherwise', () => {
    expect(historyStatusQuery(state('menu=ongoing&sub=shipped'))).toBe('WAITING_COURIER,SHIPPED');
    expect(historyStatusQuery(state('menu=failed'))).toBe('FAILED,CANCEL,EXPIRED');
    expect(historyStatusQuery(state('menu=success'))).toBe('SUCCESS');
  });
});
