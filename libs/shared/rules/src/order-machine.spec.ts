import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@rona/domain/browser';
import {
  ORDER_TRANSITIONS,
  allowedOrderEvents,
  isFinalOrderStatus,
  nextOrderStatus,
  releasesReservation,
} from './order-machine';

describe('order state machine', () => {
  it('walks the happy path with the right actor at each step', () => {
    let s: OrderStatus = 'WAITING_PAYMENT';
    const steps = [
      ['paid', 'payment', 'WAITING_CONFIRM'],
      ['confirm', 'operator', 'PROCESS'],
      ['handToCourier', 'operator', 'WAITING_COURIER'],
      ['ship', 'operator', 'SHIPPED'],
      ['deliver', 'operator', 'DELIVERED'],
      ['finish', 'buyer', 'SUCCESS'],
    ] as const;
    for (const [event, actor, to] of steps) {
      const next = nextOrderStatus(s, event, actor);
      expect(next).toBe(to);
      s = next!;
    }
  });

  it('refuses a move by the wrong actor', () => {
    expect(nextOrderStatus('WAITING_PAYMENT', 'paid', 'buyer')).toBeNull();
    expect(nextOrderStatus('DELIVERED', 'finish', 'operator')).toBeNull();
    expect(nextOrderStatus('WAITING_CONFIRM', 'confirm', 'buyer')).toBeNull();
    expect(nextOrderStatus('WAITING_PAYMENT', 'expire', 'buyer')).toBeNull();
    expect(nextOrderStatus('REQUEST_REFUND', 'approveRefund', 'buyer')).toBeNull();
  });

  it('refuses a move from the wrong status', () => {
    expect(nextOrderStatus('WAITING_CONFIRM', 'finish', 'buyer')).toBeNull();
    expect(nextOrderStatus('EXPIRED', 'paid', 'payment')).toBeNull();
    expect(nextOrderStatus('SHIPPED', 'cancel', 'buyer')).toBeNull();
    expect(nextOrderStatus('PROCESS', 'requestRefund', 'buyer')).toBeNull();
    expect(nextOrderStatus('PROCESS', 'requestRefund', 'operator')).toBeNull();
    expect(nextOrderStatus('WAITING_PAYMENT', 'deliver', 'operator')).toBeNull();
  });

  it('ends unpaid orders by payment failure, expiry or the buyer', () => {
    expect(nextOrderStatus('WAITING_PAYMENT', 'paymentFailed', 'payment')).toBe('FAILED');
    expect(nextOrderStatus('PENDING', 'expire', 'system')).toBe('EXPIRED');
    expect(nextOrderStatus('WAITING_PAYMENT', 'cancel', 'buyer')).toBe('CANCEL');
    expect(nextOrderStatus('PENDING', 'paid', 'payment')).toBe('WAITING_CONFIRM');
  });

  it('takes WAITING like WAITING_CONFIRM', () => {
    expect(nextOrderStatus('WAITING', 'confirm', 'operator')).toBe('PROCESS');
    expect(nextOrderStatus('WAITING', 'requestRefund', 'buyer')).toBe('REQUEST_REFUND');
    expect(nextOrderStatus('WAITING_CONFIRM', 'requestRefund', 'operator')).toBe('REQUEST_REFUND');
    expect(nextOrderStatus('REQUEST_REFUND', 'approveRefund', 'operator')).toBe('REFUND_APPROVED');
  });

  it('lists what an actor may do now', () => {
    expect(allowedOrderEvents('WAITING_CONFIRM', 'buyer')).toEqual(['requestRefund']);
    expect(allowedOrderEvents('WAITING_CONFIRM', 'operator')).toEqual(['confirm', 'requestRefund']);
    expect(allowedOrderEvents('PROCESS', 'operator')).toEqual(['handToCourier', 'ship']);
    expect(allowedOrderEvents('WAITING_PAYMENT', 'buyer')).toEqual(['cancel']);
  });

  it('knows the final statuses and reaches every status of spec 2 §4 but WAITING (legacy)', () => {
    const finals = ORDER_STATUSES.filter(isFinalOrderStatus);
    expect(finals.sort()).toEqual(['CANCEL', 'EXPIRED', 'FAILED', 'REFUND_APPROVED', 'SUCCESS']);
    const reached = new Set(Object.values(ORDER_TRANSITIONS).map((t) => t.to));
    expect(ORDER_STATUSES.filter((s) => !reached.has(s) && s !== 'WAITING_PAYMENT')).toEqual(['WAITING']);
  });

  it('releases the reservation only when an order ends without shipping', () => {
    expect(releasesReservation('expire')).toBe(true);
    expect(releasesReservation('paymentFailed')).toBe(true);
    expect(releasesReservation('cancel')).toBe(true);
    expect(releasesReservation('approveRefund')).toBe(true);
    expect(releasesReservation('paid')).toBe(false);
    expect(releasesReservation('finish')).toBe(false);
  });
});
