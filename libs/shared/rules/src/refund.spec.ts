import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@rona/domain/browser';
import { amountPaid, refundFor, showsCashbackNote } from './refund';

describe('what was paid and what goes back', () => {
  it('paid is the grand total, service fee included (the same figure on the detail, invoice and refund dialog)', () => {
    // The order of issue 11: Rp 64.000 paid, of which Rp 1.000 service fee; the history card shows Rp 63.000 'Total Belanja'.
    expect(amountPaid({ grandTotal: 64_000, totalServicePrice: 1_000 } as { grandTotal: number })).toBe(64_000);
  });

  it('a refund request keeps Rp 9.500 back; a late payment goes back whole', () => {
    expect(refundFor(64_000, 'request')).toBe(54_500);
    expect(refundFor(5_000, 'request')).toBe(0);
    expect(refundFor(64_000, 'latePayment')).toBe(64_000);
  });
});

describe('the cashback note', () => {
  it('shows on orders that can still earn it, never on cancelled, expired, failed or refunded ones', () => {
    const hidden = ['FAILED', 'CANCEL', 'EXPIRED', 'REQUEST_REFUND', 'REFUND_APPROVED'];
    for (const status of ORDER_STATUSES) expect(showsCashbackNote(status, 640), status).toBe(!hidden.includes(status));
    expect(showsCashbackNote('SUCCESS', 0)).toBe(false);
    expect(showsCashbackNote('WAITING_PAYMENT', 640)).toBe(true);
  });
});
