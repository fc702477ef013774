import { Skeleton } from '@mantine/core';
import { translator } from '@rona/i18n';
import { ordersMessages } from '@rona/i18n/areas/orders';
import classes from './tracking.module.css';

const t = translator(ordersMessages);

export function TrackingSkeleton() {
  return (
    <div className={classes.page} aria-busy="true">
      <p className={classes.muted} role="status">
        {t('tracking.loading')}
      </p>
      <Skeleton height={120} />
      <Skeleton height={160} />
      <Skeleton height={120} />
    </div>
  );
}
