import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { paymentServicesQuery } from '@rona/api-client';
import { canReachPay, checkoutBlocker, formatNumber } from '@rona/rules';
import { translator } from '@rona/i18n';
import { checkoutMessages } from '@rona/i18n/areas/checkout';
import { notifyInfo } from '@rona/ui';
import { PayButton } from './pay-button';
import { SummaryLines } from './summary-lines';
import type { CheckoutParts } from './use-checkout';
import classes from './checkout.module.css';

const t = translator(checkoutMessages);

const PaymentModal = lazy(() => import('./payment-modal'));

/** Detail Pembelian: promo (coming soon), the payment method, the server's summary and Bayar. */
export function PaymentPanel(parts: CheckoutParts) {
  const { checkout, saving } = parts;
  const [open, setOpen] = useState(false);
  const progress = {
    hasAddress: checkout.customer.address !== null,
    hasShipping: checkout.shipping !== null,
    hasPayment: checkout.payment !== null,
  };
  const blocker = checkoutBlocker(progress);
  const methods = useQuery({ ...paymentServicesQuery(), enabled: checkout.payment !== null });
  const chosen = methods.data?.flatMap((c) => c.methods).find((m) => m.code === checkout.payment?.methode);

  return (
    <section className={classes.card} aria-labelledby="checkout-payment">
      <h2 className={classes.cardTitle} id="checkout-payment">
        {t('checkout.payment.title')}
      </h2>
      <Button variant="default" onClick={() => notifyInfo(t('checkout.voucherSoon'))}>
        {t('checkout.voucher')}
      </Button>
      <div className={classes.spread}>
        <div>
          <p className={classes.muted}>{t('checkout.payment.method')}</p>
          <p className={classes.text} data-testid="checkout-method">
            {checkout.payment ? (chosen?.name ?? checkout.payment.methode) : t('checkout.payment.none')}
          </p>
        </div>
        <Button variant="light" disabled={!canReachPay(progress) || saving} onClick={() => setOpen(true)}>
          {t('checkout.payment.choose')}
        </Button>
      </div>
      <SummaryLines summary={checkout.summary} />
      {parts.member && checkout.summary.point > 0 && (
        <p className={classes.muted}>
          {t('checkout.payment.cashback', { points: formatNumber(checkout.summary.point) })}
        </p>
      )}
      <PayButton {...parts} blocked={blocker !== null} />
      {blocker && (
        <p className={classes.hint} role="status">
          {blocker}
        </p>
      )}
      <Suspense fallback={null}>{open && <PaymentModal {...parts} onClose={() => setOpen(false)} />}</Suspense>
    </section>
  );
}
