import { Badge } from '@mantine/core';
import type { OrderListItem, PaymentDetail } from '@rona/domain';
import { translator } from '@rona/i18n';
import { activityMessages } from '@rona/i18n/areas/activity';
import { formatRupiah, formatShopDateTime, paymentViewKind } from '@rona/rules';
import { paths } from '@rona/routes';
import { actionButtonClass, AppLink } from '@rona/ui';
import { usePaymentMethodName } from '../../shared/payment-method/method-name';
import classes from '../../shared/member-area/member-area.module.css';
import activity from './activity.module.css';

const t = translator(activityMessages);

/** One unpaid order: its products and total, then what its payment method needs (spec 3 §2). */
export function UnpaidOrderCard({ order }: { order: OrderListItem }) {
  const kind = paymentViewKind(order.payments.methode);
  // The payment service's name ('BCA Virtual Account'); the family's label until its list is in.
  const methodName = usePaymentMethodName(order.payments.methode, () =>
    t(kind ? `activity.unpaid.method.${kind}` : 'activity.unpaid.method.other'),
  );
  const [first, ...rest] = order.products;
  return (
    <article className={`${classes.card} ${activity.order}`} data-method={kind ?? 'other'}>
      <div className={classes.spread}>
        <strong>{t('activity.unpaid.invoice', { invoice: order.invoice_number })}</strong>
        <Badge variant="light" tt="none">
          {methodName ?? t('activity.unpaid.method.other')}
        </Badge>
      </div>
      <p className={classes.muted}>{formatShopDateTime(order.date)}</p>
      {first && (
        <div className={activity.orderProduct}>
          <img src={first.image} alt="" width={56} height={56} loading="lazy" />
          <span>
            <strong>{first.name}</strong>
            {rest.length > 0 && (
              <span className={classes.muted}> {t('activity.unpaid.more', { count: rest.length })}</span>
            )}
          </span>
        </div>
      )}
      <div className={classes.spread}>
        <span>{t('activity.unpaid.total')}</span>
        <strong>{formatRupiah(order.summary.grandTotal)}</strong>
      </div>
      <PaymentPart order={order} kind={kind} detail={order.payments.detail} />
    </article>
  );
}

function PaymentPart({
  order,
  kind,
  detail,
}: {
  order: OrderListItem;
  kind: ReturnType<typeof paymentViewKind>;
  detail: PaymentDetail | null;
}) {
  const waitingPage = order.payments.methode
    ? paths.payment(order.payments.methode, order.invoice)
    : paths.invoice(order.invoice);
  const payLink = (to: string, label: 'activity.unpaid.howToPay' | 'activity.unpaid.payNow') => (
    <AppLink className={actionButtonClass} to={to}>
      {t(label)}
    </AppLink>
  );
  const deadline = (date: string | undefined) =>
    date ? <p className={classes.muted}>{t('activity.unpaid.payBefore', { date: formatShopDateTime(date) })}</p> : null;

  switch (kind) {
    case 'VIRTUAL_ACCOUNT':
      return (
        <>
          {detail?.virtual_account_info && (
            <p>
              {t('activity.unpaid.vaNumber')}:{' '}
              <span className={activity.code}>{detail.virtual_account_info.virtual_account_number}</span>
            </p>
          )}
          {deadline(detail?.virtual_account_info?.expired_date)}
          {payLink(waitingPage, 'activity.unpaid.howToPay')}
        </>
      );
    case 'ONLINE_TO_OFFLINE':
      return (
        <>
          {detail?.online_to_offline_info && (
            <p>
              {t('activity.unpaid.paymentCode')}:{' '}
              <span className={activity.code}>{detail.online_to_offline_info.payment_code}</span>
            </p>
          )}
          {deadline(detail?.online_to_offline_info?.expired_date)}
          {payLink(waitingPage, 'activity.unpaid.howToPay')}
        </>
      );
    case 'CREDIT_CARD':
      return (
        <>
          <p className={classes.muted}>{t('activity.unpaid.creditCard')}</p>
          {deadline(detail?.credit_card_payment_page?.expired_date)}
          {payLink(detail?.credit_card_payment_page?.url ?? waitingPage, 'activity.unpaid.payNow')}
        </>
      );
    case 'EMONEY_SHOPEE_PAY':
      return (
        <>
          <p className={classes.muted}>{t('activity.unpaid.shopeePay')}</p>
          {payLink(detail?.shopeepay_payment?.redirect_url_http ?? waitingPage, 'activity.unpaid.payNow')}
        </>
      );
    default:
      return payLink(waitingPage, 'activity.unpaid.payNow');
  }
}
