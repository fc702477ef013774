import { useRef, useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Checkout } from '@rona/domain';
import { ApiError, apiKeys, checkoutQuery, placeOrder, type PlacedOrder } from '@rona/api-client';
import { paymentViewKind } from '@rona/rules';
import { paths } from '@rona/routes';
import { translator } from '@rona/i18n';
import { checkoutMessages } from '@rona/i18n/areas/checkout';
import { notifyError, useAppNavigate } from '@rona/ui';
import type { CheckoutParts } from './use-checkout';

const t = translator(checkoutMessages);

/** Where a new order is paid (spec 2 §4): the member's payment page by method, else the unpaid tab; a guest's by uuid. */
export function paymentPathOf(order: PlacedOrder): string {
  if (!order.member) return paths.paymentGuest(order.uuid);
  if (!order.methode) return paths.activity('payment_waiting');
  return paths.payment(paymentViewKind(order.methode) ?? order.methode, order.invoice);
}

/** The fresh checkout a refused 'Bayar' carries when the total changed under it (409), else null. */
export function freshCheckoutOf(error: unknown, checkoutId: string): Checkout | null {
  if (!(error instanceof ApiError) || error.httpStatus !== 409) return null;
  const fresh = error.result as Checkout | undefined;
  return fresh && typeof fresh === 'object' && fresh.id === checkoutId && fresh.summary ? fresh : null;
}

/**
 * Bayar: enabled once address, shipping and payment are chosen; sends the total on screen, creates
 * the order and goes to its payment page. It works once: disabled (and deaf to a second click)
 * while the request runs. When the total changed on the server (points spent elsewhere, a voucher
 * used up) nothing is charged: the fresh summary replaces the shown one, with the server's message.
 */
export function PayButton({ checkout, member, saving, blocked }: CheckoutParts & { blocked: boolean }) {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [changed, setChanged] = useState<string | null>(null);
  const pay = useMutation({
    mutationFn: () => placeOrder(member, checkout.id, checkout.summary.grandTotal),
    meta: { silent: true },
    onSuccess: (order) => {
      // The server took the bought lines out of the member's cart: the header's count follows.
      if (order.member) void queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('cartList') });
      navigate(paymentPathOf(order), { replace: true });
    },
    onError: (error) => {
      running.current = false;
      const fresh = freshCheckoutOf(error, checkout.id);
      if (!fresh) return notifyError(error);
      queryClient.setQueryData(checkoutQuery(checkout.id, member).queryKey, fresh);
      setChanged(error instanceof Error ? error.message : null);
    },
  });
  const busy = pay.isPending || pay.isSuccess;
  const press = () => {
    if (running.current) return;
    running.current = true;
    setChanged(null);
    pay.mutate();
  };
  return (
    <>
      {changed && (
        <Alert color="orange" role="alert" data-testid="checkout-total-changed">
          {changed}
        </Alert>
      )}
      <Button size="md" fullWidth disabled={blocked || saving || busy} loading={busy} onClick={press}>
        {t('checkout.pay')}
      </Button>
    </>
  );
}
