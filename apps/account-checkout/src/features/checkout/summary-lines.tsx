import type { CheckoutSummary } from '@rona/domain';
import { formatRupiah } from '@rona/rules';
import { translator } from '@rona/i18n';
import { checkoutMessages } from '@rona/i18n/areas/checkout';
import classes from './checkout.module.css';

const t = translator(checkoutMessages);

/** The server's summary as lines; optional amounts only when above 0 (no money is computed here). */
export function SummaryLines({ summary }: { summary: CheckoutSummary }) {
  const optional: [string, number, boolean][] = [
    [t('checkout.summary.discount'), summary.discountTotal, true],
    [t('checkout.summary.shipping'), summary.shippingAmount, false],
    [t('checkout.summary.discountShipping'), summary.discountShipping, true],
    [t('checkout.summary.insurance'), summary.serviceInsurance, false],
    [t('checkout.summary.serviceFee'), summary.serviceFee, false],
    [t('checkout.summary.points'), summary.totalPointUsed, true],
  ];
  return (
    <div className={classes.column} data-testid="checkout-summary">
      <p className={classes.line}>
        <span>{t('checkout.summary.itemsTotal', { n: summary.totalItems })}</span>
        <span>{formatRupiah(summary.itemsTotal)}</span>
      </p>
      {optional
        .filter(([, amount]) => amount > 0)
        .map(([label, amount, deducted]) => (
          <p className={classes.line} key={label}>
            <span>{label}</span>
            <span>{deducted ? `-${formatRupiah(amount)}` : formatRupiah(amount)}</span>
          </p>
        ))}
      <p className={classes.line}>
        <span>{t('checkout.summary.weight')}</span>
        <span>{summary.weightTotal} gr</span>
      </p>
      <p className={classes.total}>
        <span>{t('checkout.summary.total')}</span>
        <span data-testid="checkout-total">{formatRupiah(summary.grandTotal)}</span>
      </p>
    </div>
  );
}
