import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checkout, CheckoutUpdate, GuestCheckoutUpdate } from '@rona/domain';
import { checkoutQuery, shippingServicesKey, updateCheckout } from '@rona/api-client';

export type CheckoutChange = CheckoutUpdate | GuestCheckoutUpdate;

/** The checkout and its one write: every change answers the server's recomputed checkout, which replaces ours. */
export function useCheckout(checkoutId: string, member: boolean) {
  const queryClient = useQueryClient();
  const options = checkoutQuery(checkoutId, member);
  const query = useQuery(options);
  const change = useMutation({
    mutationFn: (next: CheckoutChange) => updateCheckout(member, checkoutId, next),
    onSuccess: (next: Checkout) => {
      queryClient.setQueryData(options.queryKey, next);
      // A new address or weight changes the courier prices.
      void queryClient.invalidateQueries({ queryKey: shippingServicesKey });
    },
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  return { query, change, reload };
}

/** What each part of the page gets: the current checkout, who buys, the change call and whether one is running. */
export interface CheckoutParts {
  checkout: Checkout;
  member: boolean;
  saving: boolean;
  change: (next: CheckoutChange) => Promise<Checkout>;
  reload: () => Promise<void>;
}
