import { Skeleton } from '@mantine/core';
import { t } from '@rona/i18n';
import classes from './member-area.module.css';

/** Placeholder rows while a tab's code or data loads. */
export function PanelSkeleton() {
  return (
    <div role="status" className={classes.skeleton} aria-busy="true" aria-label={t('loading')}>
      <Skeleton height={28} width="40%" />
      <Skeleton height={72} />
      <Skeleton height={72} />
    </div>
  );
}
