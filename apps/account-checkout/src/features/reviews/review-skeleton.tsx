import { Skeleton } from '@mantine/core';
import { t } from '@rona/i18n';
import { MAX_STARS } from '@rona/rules';
import classes from './reviews.module.css';

/** Placeholder cards while a review list loads: invoice line, a product row and five stars (spec 2 §2). */
export function ReviewSkeleton({ cards = 2 }: { cards?: number }) {
  return (
    <div
      role="status"
      className={classes.skeleton}
      aria-busy="true"
      aria-label={t('loading')}
      data-testid="review-skeleton"
    >
      {Array.from({ length: cards }, (_, card) => (
        <div key={card} className={classes.card}>
          <Skeleton height={18} width="45%" />
          <div className={classes.product}>
            <Skeleton height={56} width={56} radius="md" />
            <div className={classes.productText}>
              <Skeleton height={14} width="70%" />
              <Skeleton height={12} width="30%" mt={6} />
            </div>
          </div>
          <div className={classes.starGroup} data-testid="skeleton-stars">
            {Array.from({ length: MAX_STARS }, (_, star) => (
              <Skeleton key={star} height={20} width={20} circle />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
