import { Skeleton } from '@mantine/core';
import classes from './checkout.module.css';

/** The page's shape while the checkout loads. */
export function CheckoutSkeleton() {
  return (
    <div className={classes.page} aria-busy="true" data-testid="checkout-skeleton">
      <div className={classes.column}>
        <Skeleton height={140} radius="md" />
        <Skeleton height={110} radius="md" />
        <Skeleton height={180} radius="md" />
      </div>
      <Skeleton height={320} radius="md" />
    </div>
  );
}
