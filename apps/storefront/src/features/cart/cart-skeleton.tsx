import { Skeleton } from '@mantine/core';
import classes from './cart.module.css';

/**
 * The cart's shape while it loads: a one-product cart's (title, toolbar, one line, the summary), so the
 * recommended products under it stay where they are when a usual cart comes.
 */
export function CartSkeleton() {
  return (
    <div aria-busy="true" data-testid="cart-skeleton">
      <Skeleton h={32} w={160} radius="md" mb="md" />
      <div className={classes.layout}>
        <div>
          <Skeleton h={52} radius="md" mb="xs" />
          <Skeleton h={186} radius="md" />
        </div>
        <Skeleton h={172} radius="md" />
      </div>
    </div>
  );
}
