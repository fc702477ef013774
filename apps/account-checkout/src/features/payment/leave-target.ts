import type { OrderStatus, PaymentData } from '@rona/domain';
import type { PaymentTarget } from '@rona/api-client';
import { paymentViewKind } from '@rona/rules';
import { paths } from '@rona/routes';

/** The statuses a waiting page shows a view for (spec 2 §2). */
const PAYABLE: readonly OrderStatus[] = ['WAITING_PAYMENT', 'PENDING'];
export const isPayable = (status: OrderStatus): boolean => PAYABLE.includes(status);

/**
 * Where the waiting page sends the buyer instead of showing a view, or null to stay (spec 2 §2):
 * a member whose order is no longer payable goes to the transaction tab, a guest to the tracking
 * page; a failed ShopeePay payment without a redirect URL sends a member to the unpaid tab.
 */
export function leaveTarget(data: PaymentData, target: PaymentTarget): string | null {
  const wallet = data.detail.shopeepay_payment;
  const walletFailed = data.status === 'FAILED' || wallet?.status === 'FAILED';
  if (
    target.member &&
    paymentViewKind(data.methode) === 'EMONEY_SHOPEE_PAY' &&
    !wallet?.redirect_url_http &&
    walletFailed
  ) {
    return paths.activity('payment_waiting');
  }
  if (isPayable(data.status)) return null;
  return target.member ? paths.activity('transaction') : paths.trackingOrder(target.uuid);
}
