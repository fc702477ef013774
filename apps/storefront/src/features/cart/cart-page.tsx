import { Skeleton } from '@mantine/core';
import { useHydrated, useSignedIn } from '@rona/ui';
import { CartView } from './cart-view';
import { useGuestCart } from './use-guest-cart';
import { useMemberCart } from './use-member-cart';
import classes from './cart.module.css';

function MemberCartPage() {
  return <CartView member {...useMemberCart()} />;
}

function GuestCartPage() {
  return <CartView member={false} {...useGuestCart()} />;
}

/**
 * /cart: a member's cart lives on the server, a guest's in local storage (spec 1 §4). Neither is
 * known to the server's render, so the page and its hydration show the loading shape first.
 */
export function CartPage() {
  const hydrated = useHydrated();
  const member = useSignedIn();
  if (!hydrated) return <Skeleton h={320} radius="md" className={classes.page} />;
  return member ? <MemberCartPage /> : <GuestCartPage />;
}
