import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeys, placeOrder, type PlacedOrder } from '@rona/api-client';
import { paymentViewKind } from '@rona/pricing';
import { paths } from '@rona/routes';
import { t } from '@rona/i18n';
import { useAppNavigate } from '@rona/ui';
import type { CheckoutParts } from './use-checkout';
import '@rona/i18n/areas/checkout';

/** Where a new order is paid (spec 2 §4): the member's payment page by method, else the unpaid tab; a guest's by uuid. */
export function paymentPathOf(order: PlacedOrder): string {
  if (!order.member) return paths.paymentGuest(order.uuid);
  if (!order.methode) return paths.activity('payment_waiting');
  return paths.payment(paymentViewKind(order.methode) ?? order.methode, order.invoice);
}

/** Bayar: enabled once address, shipping and payment are chosen; creates the order and goes to its payment page. */
export function PayButton({ checkout, member, saving, blocked }: CheckoutParts & { blocked: boolean }) {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const pay = useMutation({
    mutationFn: () => placeOrder(member, checkout.id),
    onSuccess: (order) => {
      // The server took the bought lines out of the member's cart: the header's count follows.
      if (order.member) void queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('cartList') });
      navigate(paymentPathOf(order), { replace: true });
    },
  });
  const busy = pay.isPending || pay.isSuccess;
  return (
    <Button size="md" fullWidth disabled={blocked || saving || busy} loading={busy} onClick={() => pay.mutate()}>
      {t('checkout.pay')}
    </Button>
  );
}
