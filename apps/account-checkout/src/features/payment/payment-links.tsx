import type { PaymentData } from '@rona/domain';
import type { PaymentTarget } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { paymentMessages } from '@rona/i18n/areas/payment';
import { paths } from '@rona/routes';
import { actionButtonClass, AppLink } from '@rona/ui';
import classes from './payment.module.css';

const t = translator(paymentMessages);

/** The ways on (spec 2 §2): how to pay, the unpaid list (members; guests get their tracking page), shopping again and the invoice. */
export function PaymentLinks({ data, target }: { data: PaymentData; target: PaymentTarget }) {
  return (
    <nav className={classes.links} aria-label={t('payment.title')}>
      {data.detail.payment_instruction.length > 0 && (
        <a className={actionButtonClass} href="#cara-bayar">
          {t('payment.howToPay')}
        </a>
      )}
      {target.member ? (
        <AppLink className={actionButtonClass} to={paths.activity('payment_waiting')}>
          {t('payment.unpaidList')}
        </AppLink>
      ) : (
        <AppLink className={actionButtonClass} to={paths.trackingOrder(target.uuid)}>
          {t('payment.tracking')}
        </AppLink>
      )}
      <AppLink className={actionButtonClass} to={paths.products()}>
        {t('payment.shopAgain')}
      </AppLink>
      <AppLink
        className={actionButtonClass}
        to={target.member ? paths.invoice(data.invoice) : paths.invoice(data.invoice, target.uuid)}
      >
        {t('payment.invoiceLink')}
      </AppLink>
    </nav>
  );
}
