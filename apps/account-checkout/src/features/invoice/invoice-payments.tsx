import type { OrderDetail } from '@rona/domain';
import { translator } from '@rona/i18n';
import { ordersMessages } from '@rona/i18n/areas/orders';
import { amountPaid, formatRupiah, invoicePaymentLines } from '@rona/rules';
import classes from './invoice.module.css';

const t = translator(ordersMessages);

/** The payment lines (optional ones only above 0, see `invoicePaymentLines`) and the grand total. */
export function InvoicePayments({ payments }: { payments: OrderDetail['payments'] }) {
  return (
    <dl className={classes.payments} data-testid="invoice-payments">
      {invoicePaymentLines(payments).map((line) => (
        <div key={line.key} className={classes.paymentLine}>
          <dt>{t(`invoice.line.${line.key}`)}</dt>
          <dd>{line.deducted ? `-${formatRupiah(line.amount)}` : formatRupiah(line.amount)}</dd>
        </div>
      ))}
      <div className={`${classes.paymentLine} ${classes.grandTotal}`}>
        <dt>{t('invoice.grandTotal')}</dt>
        <dd>{formatRupiah(amountPaid(payments))}</dd>
      </div>
    </dl>
  );
}
