import { useDeferredValue } from 'react';
import { useHydrated, useSignedIn } from '@rona/ui';
import { CartSkeleton } from './cart-skeleton';
import { CartView } from './cart-view';
import { RecommendedProducts } from './recommended-products';
import { useGuestCart } from './use-guest-cart';
import { useMemberCart } from './use-member-cart';
import classes from './cart.module.css';

function MemberCartPage() {
  const cart = useMemberCart();
  // The cart's first answer replaces the skeleton in a render React can slice (a query's answer
  // re-renders at once, in one task: on a phone at 4× CPU a long one; issue 24). Later changes are not deferred.
  const isLoading = useDeferredValue(cart.isLoading);
  return <CartView member {...cart} isLoading={isLoading} />;
}

function GuestCartPage() {
  return <CartView member={false} {...useGuestCart()} />;
}

/**
 * /cart: a member's cart lives on the server, a guest's in local storage (spec 1 §4). Neither is
 * known to the server's render, so the page and its hydration show the cart's loading shape first.
 * 'Direkomendasikan juga' is the same for every visitor: the server renders it (route loader), so its
 * pictures come with the HTML — on a phone they are the first screen's largest paint (issue 24).
 */
export function CartPage() {
  // Right after hydration every part that waits for it re-renders at once, in one task; the cart (its
  // query, its writes, its lines) mounts in a render of its own that React can slice (issue 24).
  const hydrated = useDeferredValue(useHydrated());
  const member = useDeferredValue(useSignedIn());
  return (
    <div className={classes.page}>
      {!hydrated ? <CartSkeleton /> : member ? <MemberCartPage /> : <GuestCartPage />}
      <RecommendedProducts />
    </div>
  );
}
