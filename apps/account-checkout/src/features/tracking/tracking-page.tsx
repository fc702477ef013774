import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ApiError, guestOrderQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { ordersMessages } from '@rona/i18n/areas/orders';
import { actionButtonClass, AppLink, EmptyState, ErrorState, useDocumentTitle } from '@rona/ui';
import { paths } from '@rona/routes';
import { CopyUrlButton } from './copy-url-button';
import { OrderLookupForm } from './order-lookup-form';
import { OrderSummary } from './order-summary';
import { TrackingEvents } from './tracking-events';
import { TrackingSkeleton } from './tracking-skeleton';
import classes from './tracking.module.css';

const t = translator(ordersMessages);

/** Lacak Pesanan (spec 2 §2): a guest's order by its uuid, the link to keep, and the courier's events. */
export function TrackingPage() {
  useDocumentTitle(t('tracking.title'));
  const uuid = useParams().uuid?.trim() ?? '';
  // Without an id there is no order to show (spec 2 §5): say so, with the lookup form under it.
  if (!uuid) return <TrackingMissing />;
  return <TrackingView uuid={uuid} />;
}

function TrackingView({ uuid }: { uuid: string }) {
  const order = useQuery(guestOrderQuery(uuid));
  if (order.isPending) return <TrackingSkeleton />;
  if (order.isError) {
    // 4xx: unknown or malformed uuid. Anything else is ours and worth a reload.
    return order.error instanceof ApiError && order.error.httpStatus > 0 && order.error.httpStatus < 500 ? (
      <TrackingMissing />
    ) : (
      <ErrorState title={t('tracking.loadError')} error={order.error} onRetry={() => void order.refetch()} />
    );
  }
  return (
    <div className={classes.page}>
      <header className={classes.head}>
        <h1 className={classes.title}>{t('tracking.title')}</h1>
        <CopyUrlButton />
      </header>
      <p className={classes.note} role="note">
        {t('tracking.saveNote')}
      </p>
      <OrderSummary order={order.data} uuid={uuid} />
      <TrackingEvents invoice={order.data.invoice} uuid={uuid} />
    </div>
  );
}

/** An unknown id or none: 'Pesanan Tidak Ditemukan', then the lookup by invoice + e-mail or phone (issue 16). */
function TrackingMissing() {
  return (
    <div className={classes.page}>
      <header className={classes.head}>
        <h1 className={classes.title}>{t('tracking.title')}</h1>
      </header>
      <EmptyState
        title={t('tracking.notFound')}
        action={
          <AppLink to={paths.home()} className={actionButtonClass}>
            {t('invoice.back')}
          </AppLink>
        }
      />
      <OrderLookupForm />
    </div>
  );
}
