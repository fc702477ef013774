import { Skeleton } from '@mantine/core';
import classes from './payment.module.css';

/** The page's shape while the payment data loads. */
export function PaymentSkeleton() {
  return (
    <div className={classes.page} aria-busy="true" data-testid="payment-skeleton">
      <Skeleton height={28} width="60%" />
      <Skeleton height={200} radius="md" />
      <Skeleton height={90} radius="md" />
      <Skeleton height={160} radius="md" />
    </div>
  );
}
