import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ApiError, clearGuestPurchase, isLoggedIn, paymentDataQuery, type PaymentTarget } from '@rona/api-client';
import type { PaymentData } from '@rona/domain';
import { translator } from '@rona/i18n';
import { paymentMessages } from '@rona/i18n/areas/payment';
import { formatRupiah } from '@rona/rules';
import { paths } from '@rona/routes';
import { actionButtonClass, AppLink, EmptyState, ErrorState, useAppNavigate, useDocumentTitle } from '@rona/ui';
import { CancelPayment } from './cancel-payment';
import { leaveTarget } from './leave-target';
import { PaymentInstructions } from './payment-instructions';
import { PaymentLinks } from './payment-links';
import { PaymentSkeleton } from './payment-skeleton';
import { PaymentView } from './payment-views';
import classes from './payment.module.css';

const t = translator(paymentMessages);

/** /payment/:method/:invoice — a member's unpaid order. The view follows the order's own method, not the path. */
export function MemberPaymentPage() {
  const { invoice = '' } = useParams();
  useDocumentTitle(t('payment.title'));
  if (!isLoggedIn()) {
    return (
      <EmptyState
        title={t('payment.loginNeeded')}
        action={
          <AppLink className={actionButtonClass} to={paths.login()}>
            {t('payment.login')}
          </AppLink>
        }
      />
    );
  }
  return <PaymentWaiting key={invoice} target={{ member: true, invoice }} />;
}

/** /payment-guest/:uuid — a guest's unpaid order. */
export function GuestPaymentPage() {
  const { uuid = '' } = useParams();
  useDocumentTitle(t('payment.title'));
  return <PaymentWaiting key={uuid} target={{ member: false, uuid }} />;
}

function PaymentWaiting({ target }: { target: PaymentTarget }) {
  const query = useQuery(paymentDataQuery(target));
  const navigate = useAppNavigate();
  const leaveTo = query.data ? leaveTarget(query.data, target) : null;
  useEffect(() => {
    if (!leaveTo) return;
    if (!target.member) clearGuestPurchase();
    navigate(leaveTo, { replace: true });
  }, [leaveTo, target.member, navigate]);

  if (query.isPending || leaveTo) return <PaymentSkeleton />;
  if (
    query.isError &&
    !(query.error instanceof ApiError && query.error.httpStatus > 0 && query.error.httpStatus < 500)
  ) {
    return <ErrorState title={t('payment.loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isError) {
    const message =
      query.error instanceof ApiError && query.error.httpStatus < 500
        ? query.error.message || t('payment.notFound')
        : t('payment.loadError');
    return (
      <EmptyState
        title={message}
        action={
          <AppLink className={actionButtonClass} to={target.member ? paths.activity('payment_waiting') : paths.home()}>
            {target.member ? t('payment.unpaidList') : t('payment.shopAgain')}
          </AppLink>
        }
      />
    );
  }
  return <PaymentSheet data={query.data} target={target} onExpired={() => void query.refetch()} />;
}

function PaymentSheet({
  data,
  target,
  onExpired,
}: {
  data: PaymentData;
  target: PaymentTarget;
  onExpired: () => void;
}) {
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('payment.title')}</h1>
      <section className={classes.card} aria-label={t('payment.method')}>
        <div className={classes.spread}>
          <span className={classes.muted}>{t('payment.invoice')}</span>
          <strong data-testid="payment-invoice">{data.invoice}</strong>
        </div>
        <div className={classes.spread}>
          <span className={classes.muted}>{t('payment.total')}</span>
          <strong data-testid="payment-total">{formatRupiah(data.summary.grandTotal)}</strong>
        </div>
        <PaymentView data={data} onExpired={onExpired} />
        <p className={classes.muted}>{t('payment.autoRefresh')}</p>
      </section>
      <PaymentInstructions instructions={data.detail.payment_instruction} />
      <PaymentLinks data={data} target={target} />
      {target.member && <CancelPayment invoice={data.invoice} />}
    </div>
  );
}
