import { describe, expect, it } from 'vitest';
import { aDetail, aPayment } from '../../testing/payments';
import { isPayable, leaveTarget } from './leave-target';

const member = { member: true, invoice: 'NMW-1' } as const;
const guest = { member: false, uuid: '5f0c6f1e-8d7a-4d0e-9a57-1b2c3d4e5f60' } as const;

describe('leaveTarget (spec 2 §2 redirects)', () => {
  it('stays while the order is WAITING_PAYMENT or PENDING', () => {
    expect(leaveTarget(aPayment({ status: 'WAITING_PAYMENT' }), member)).toBeNull();
    expect(leaveTarget(aPayment({ status: 'PENDING' }), guest)).toBeNull();
    expect(isPayable('EXPIRED')).toBe(false);
  });

  it.each(['WAITING_CONFIRM', 'EXPIRED', 'CANCEL', 'FAILED', 'SHIPPED'] as const)(
    'a member with a %s order goes to the transaction tab',
    (status) => {
      expect(leaveTarget(aPayment({ status }), member)).toBe('/user/activity?action=transaction');
    },
  );

  it('a guest whose order is no longer payable goes to the tracking page of the uuid', () => {
    expect(leaveTarget(aPayment({ status: 'WAITING_CONFIRM' }), guest)).toBe(`/tracking-order/${guest.uuid}`);
  });

  it('a failed ShopeePay payment without a redirect URL sends a member to the unpaid tab', () => {
    const wallet = (redirect: string | null, status = 'FAILED') =>
      aPayment({
        methode: 'EMONEY_SHOPEE_PAY',
        status: 'FAILED',
        detail: aDetail({ shopeepay_payment: { status, redirect_url_http: redirect } }),
      });
    expect(leaveTarget(wallet(null), member)).toBe('/user/activity?action=payment_waiting');
    expect(leaveTarget(wallet('https://pay.example/x'), member)).toBe('/user/activity?action=transaction');
    expect(leaveTarget(wallet(null), guest)).toBe(`/tracking-order/${guest.uuid}`);
    // The wallet itself reports FAILED while the order still waits: same rule.
    const walletOnly = aPayment({
      methode: 'EMONEY_SHOPEE_PAY',
      detail: aDetail({ shopeepay_payment: { status: 'FAILED', redirect_url_http: null } }),
    });
    expect(leaveTarget(walletOnly, member)).toBe('/user/activity?action=payment_waiting');
  });
});
