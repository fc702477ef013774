import { ORDER_STATUSES } from '@rona/domain/browser';
import { describe, expect, it } from 'vitest';
import {
  ONGOING_FILTERS,
  ORDER_TABS,
  ongoingFilterLabel,
  orderStatusQuery,
  orderTabLabel,
  orderTabOf,
  orderTabStatuses,
} from './order-tabs';

describe('order tabs', () => {
  it('labels the tabs and sub-filters', () => {
    expect(ORDER_TABS.map((tab) => orderTabLabel(tab.id))).toEqual([
      'Semua',
      'Berlangsung',
      'Berhasil',
      'Tidak Berhasil',
    ]);
    expect(ONGOING_FILTERS.map((f) => ongoingFilterLabel(f.id))).toEqual([
      'Menunggu Konfirmasi',
      'Diproses',
      'Dikirim',
      'Tiba di Tujuan',
      'Pengembalian Dana',
    ]);
  });

  it('lists the statuses of each tab', () => {
    expect(orderTabStatuses('ongoing')).toEqual([
      'WAITING_CONFIRM',
      'WAITING',
      'PROCESS',
      'WAITING_COURIER',
      'SHIPPED',
      'DELIVERED',
      'REQUEST_REFUND',
      'REFUND_APPROVED',
    ]);
    expect(orderTabStatuses('all')).toEqual([...orderTabStatuses('ongoing'), 'SUCCESS']);
    expect(orderTabStatuses('success')).toEqual(['SUCCESS']);
    expect(orderTabStatuses('failed')).toEqual(['FAILED', 'CANCEL', 'EXPIRED']);
  });

  it('narrows Berlangsung by its sub-filter and ignores a sub-filter elsewhere', () => {
    expect(orderTabStatuses('ongoing', 'shipped')).toEqual(['WAITING_COURIER', 'SHIPPED']);
    expect(orderTabStatuses('ongoing', null)).toHaveLength(8);
    expect(orderTabStatuses('success', 'shipped')).toEqual(['SUCCESS']);
  });

  it('answers an empty list for an unknown tab or filter', () => {
    expect(orderTabStatuses('bogus' as never)).toEqual([]);
    expect(orderTabStatuses('ongoing', 'bogus' as never)).toEqual([]);
  });

  it('builds the status query', () => {
    expect(orderStatusQuery('failed')).toBe('FAILED,CANCEL,EXPIRED');
    expect(orderStatusQuery('ongoing', 'refund')).toBe('REQUEST_REFUND,REFUND_APPROVED');
  });

  it('finds the tab of each status', () => {
    expect(orderTabOf('WAITING')).toEqual({ tab: 'ongoing', filter: 'waitingConfirm' });
    expect(orderTabOf('SHIPPED')).toEqual({ tab: 'ongoing', filter: 'shipped' });
    expect(orderTabOf('SUCCESS')).toEqual({ tab: 'success', filter: null });
    expect(orderTabOf('EXPIRED')).toEqual({ tab: 'failed', filter: null });
    expect(orderTabOf('WAITING_PAYMENT')).toBeNull();
    expect(orderTabOf('PENDING')).toBeNull();
  });

  it('places every status once, unpaid ones aside', () => {
    const placed = ORDER_STATUSES.filter((s) => orderTabOf(s) !== null);
    expect(placed).toHaveLength(ORDER_STATUSES.length - 2);
  });
});
