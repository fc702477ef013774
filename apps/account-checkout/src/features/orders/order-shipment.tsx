import { Button, CopyButton, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@rona/domain';
import { orderTrackingQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { orderUpdatesMessages } from '@rona/i18n/areas/order-updates';
import { formatShopDateTime, newestFirst, trackingOrderId } from '@rona/rules';
import { ErrorState } from '@rona/ui';
import classes from '../../shared/order-view/order-view.module.css';

const t = translator(orderUpdatesMessages);

/** Statuses whose parcel is with (or came from) the courier. */
const SHIPPED = new Set(['SHIPPED', 'DELIVERED', 'SUCCESS']);

/**
 * The waybill (resi) and the parcel's timeline in the member's order detail (issue 16): the
 * order's own steps and the courier's scans, newest first, as the tracking call answers them.
 */
export function OrderShipment({ order }: { order: OrderDetail }) {
  const waybill = order.logistics.waybill ?? null;
  if (!waybill && !SHIPPED.has(order.status)) return null;
  return (
    <section className={classes.section} aria-labelledby="order-shipment">
      <h3 id="order-shipment" className={classes.sectionTitle}>
        {t('orderUpdates.timeline')}
      </h3>
      {waybill && (
        <p style={{ margin: 0, display: 'flex', alignItems: 'center', gap: 8 }}>
          <span className={classes.muted}>{t('orderUpdates.waybill')}</span>
          <strong data-testid="order-waybill">{waybill}</strong>
          <CopyButton value={waybill}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={t('orderUpdates.waybillCopy')}>
                {copied ? t('orderUpdates.waybillCopied') : t('orderUpdates.copy')}
              </Button>
            )}
          </CopyButton>
        </p>
      )}
      <Timeline invoice={order.invoice} />
    </section>
  );
}

function Timeline({ invoice }: { invoice: string }) {
  const events = useQuery(orderTrackingQuery(trackingOrderId(invoice)));
  if (events.isPending) return <Skeleton height={48} aria-hidden />;
  if (events.isError)
    return (
      <ErrorState
        title={t('orderUpdates.timelineError')}
        error={events.error}
        onRetry={() => void events.refetch()}
        level={3}
      />
    );
  if (events.data.length === 0) return <span className={classes.muted}>{t('orderUpdates.timelineEmpty')}</span>;
  return (
    <ol data-testid="order-timeline" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {newestFirst(events.data).map((e) => (
        <li key={`${e.created_at}-${e.status}`} style={{ display: 'grid', gap: 2 }}>
          <time dateTime={e.created_at} className={classes.muted}>
            {formatShopDateTime(e.created_at)}
          </time>
          <span>{e.status_message}</span>
          {e.driver && <span className={classes.muted}>{t('orderUpdates.driver', { name: e.driver })}</span>}
          {e.receiver && <span className={classes.muted}>{t('orderUpdates.receiver', { name: e.receiver })}</span>}
        </li>
      ))}
    </ol>
  );
}
