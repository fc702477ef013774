import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@mantine/core';
import { orderTrackingQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { ordersMessages } from '@rona/i18n/areas/orders';
import { formatShopDateTime, newestFirst, trackingOrderId } from '@rona/rules';
import { ErrorState } from '@rona/ui';
import classes from './tracking.module.css';

const t = translator(ordersMessages);

/** The courier's events for the order, newest first (the API follows the order's status history). */
export function TrackingEvents({ invoice, uuid }: { invoice: string; uuid: string }) {
  const events = useQuery(orderTrackingQuery(trackingOrderId(invoice), uuid));
  return (
    <section className={classes.card} aria-labelledby="tracking-events">
      <h2 id="tracking-events" className={classes.cardTitle}>
        {t('tracking.events')}
      </h2>
      {events.isPending ? (
        <Skeleton height={64} aria-hidden />
      ) : events.isError ? (
        <ErrorState
          title={t('tracking.eventsError')}
          error={events.error}
          onRetry={() => void events.refetch()}
          level={3}
        />
      ) : events.data.length === 0 ? (
        <p className={classes.muted}>{t('tracking.noEvents')}</p>
      ) : (
        <ol className={classes.events} data-testid="tracking-events">
          {newestFirst(events.data).map((e) => (
            <li key={`${e.created_at}-${e.status}`} className={classes.event}>
              <time dateTime={e.created_at} className={classes.muted}>
                {formatShopDateTime(e.created_at)}
              </time>
              <strong>{e.status_message}</strong>
              {e.driver && <span>{t('tracking.driver', { name: e.driver })}</span>}
              {e.receiver && <span>{t('tracking.receiver', { name: e.receiver })}</span>}
              {e.images.length > 0 && (
                <span className={classes.row}>
                  {e.images.map((src) => (
                    <img key={src} src={src} alt={e.status_message} width={72} height={72} loading="lazy" />
                  ))}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
