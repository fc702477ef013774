import { isLoggedIn } from '@rona/api-client';
import { CartView } from './cart-view';
import { useGuestCart } from './use-guest-cart';
import { useMemberCart } from './use-member-cart';

function MemberCartPage() {
  return <CartView member {...useMemberCart()} />;
}

function GuestCartPage() {
  return <CartView member={false} {...useGuestCart()} />;
}

/** /cart: a member's cart lives on the server, a guest's in local storage (spec 1 §4). */
export function CartPage() {
  return isLoggedIn() ? <MemberCartPage /> : <GuestCartPage />;
}
