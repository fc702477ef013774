import { Skeleton } from '@mantine/core';
import { t } from '@rona/i18n';
import classes from './tracking.module.css';
import '@rona/i18n/areas/orders';

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
