import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Cart } from '@rona/domain';
import { ApiError, CHECKOUT_KEY, getApiClient } from '@rona/api-client';
import { cartLineOf, needsLoginForPromo } from '@rona/rules';
import { paths } from '@rona/routes';
import { notifyError, notifyErrorAfterNavigation, useAppNavigate } from '@rona/ui';

/**
 * 'Beli' (spec 1 §4). A member starts a checkout from the server cart; a guest whose chosen
 * lines still carry a discount is asked to log in first, otherwise (or after 'Lanjutkan Tanpa
 * Promo') a guest checkout is created from the local lines. The checkout id is kept under
 * `checkout` and the browser goes on to /checkout.
 */
export function useBuy(member: boolean, cart: Cart | undefined) {
  const navigate = useAppNavigate();
  const [loginPrompt, setLoginPrompt] = useState(false);
  const start = useMutation({
    mutationFn: () => {
      if (member) return getApiClient().call('checkoutNew');
      const products = (cart?.products ?? [])
        .filter((p) => p.isSelected)
        .map((p) => ({ id: p.id, quantity: p.warehouse.quantity }));
      return getApiClient().call('guestCheckoutCreate', { body: { products } });
    },
    onSuccess: ({ id }) => {
      localStorage.setItem(CHECKOUT_KEY, id);
      navigate(paths.checkout());
    },
    // Errors are shown here: the unpaid-order one must outlive the page change.
    meta: { silent: true },
    onError: (error) => {
      // An unpaid order blocks a new checkout: the member is sent to pay it, and the unpaid tab (another app) shows why.
      if (member && error instanceof ApiError && error.httpStatus === 409) {
        notifyErrorAfterNavigation(error);
        navigate(paths.activity('payment_waiting'));
      } else {
        notifyError(error);
      }
    },
  });

  return {
    buy() {
      if (!member && cart && needsLoginForPromo(cart.products.map(cartLineOf))) setLoginPrompt(true);
      else start.mutate();
    },
    isStarting: start.isPending || start.isSuccess,
    loginPrompt,
    closeLoginPrompt: () => setLoginPrompt(false),
    continueWithoutPromo() {
      setLoginPrompt(false);
      start.mutate();
    },
    login: () => navigate(paths.login()),
  };
}
