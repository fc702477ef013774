import type { OrderRefund } from '@rona/domain';
import { translator } from '@rona/i18n';
import { orderHistoryMessages } from '@rona/i18n/areas/order-history';
import { formatRupiah, formatShopDate, REFUND_FEE } from '@rona/rules';
import classes from './order-view.module.css';

const t = translator(orderHistoryMessages);

/**
 * An order's refund, as the order detail and the invoice show it: status (waiting, or approved on a
 * date), the amount that goes back, and why it is what it is (the fee kept, or a late payment whole).
 */
export function RefundLines({ refund }: { refund: OrderRefund | null | undefined }) {
  if (!refund) return null;
  const status =
    refund.status === 'APPROVED'
      ? t('orderHistory.refundApproved', { date: formatShopDate(refund.approvedAt) }).trim()
      : t('orderHistory.refundDue');
  return (
    <section className={classes.section} data-testid="order-refund" aria-labelledby="order-refund-title">
      <h3 id="order-refund-title" className={classes.sectionTitle}>
        {t('orderHistory.refundSection')}
      </h3>
      <dl className={classes.lines}>
        <div className={classes.line}>
          <dt>{t('orderHistory.refundStatus')}</dt>
          <dd>{status}</dd>
        </div>
        <div className={`${classes.line} ${classes.total}`}>
          <dt>{t('orderHistory.refundAmount')}</dt>
          <dd>{formatRupiah(refund.amount)}</dd>
        </div>
      </dl>
      <span className={classes.muted}>
        {refund.latePayment
          ? t('orderHistory.refundLatePayment')
          : t('orderHistory.refundFee', { fee: formatRupiah(REFUND_FEE) })}
      </span>
    </section>
  );
}
