import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@rona/domain';
import { apiKeys, getApiClient, memberCartQuery } from '@rona/api-client';
import type { CartActions } from './cart-actions';

const CART_KEY = apiKeys.call('cartList', {});

const patchLines = (cart: Cart, change: (p: Cart['products'][number]) => Cart['products'][number] | null): Cart => ({
  ...cart,
  products: cart.products.flatMap((p) => {
    const next = change(p);
    return next ? [next] : [];
  }),
});

/**
 * One optimistic write of the member cart: the cached cart changes at once, the server's
 * answer (the whole repriced cart) replaces it, and a refusal rolls back (the shared toast says why).
 */
function useCartWrite<V>(run: (v: V) => Promise<Cart>, patch: (cart: Cart, v: V) => Cart) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onMutate: async (v: V) => {
      await queryClient.cancelQueries({ queryKey: CART_KEY });
      const previous = queryClient.getQueryData<Cart>(CART_KEY);
      if (previous) queryClient.setQueryData(CART_KEY, patch(previous, v));
      return { previous };
    },
    onError: (_error, _v, context) => {
      // The shared handler (the query client's mutation cache) shows why.
      if (context?.previous) queryClient.setQueryData(CART_KEY, context.previous);
    },
    onSuccess: (cart) => queryClient.setQueryData(CART_KEY, cart),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('cartVouchers') }),
  });
}

const api = () => getApiClient();

export function useMemberCart(): {
  cart: Cart | undefined;
  isLoading: boolean;
  isSaving: boolean;
  loadError: unknown;
  reload: () => void;
} & CartActions {
  const query = useQuery(memberCartQuery());
  const quantity = useCartWrite(
    (v: { id: string; quantity: number }) =>
      api().call('cartEditQuantity', { params: { id: v.id }, body: { quantity: v.quantity } }),
    (cart, v) =>
      patchLines(cart, (p) => (p.id === v.id ? { ...p, warehouse: { ...p.warehouse, quantity: v.quantity } } : p)),
  );
  const selected = useCartWrite(
    async (v: { ids: string[]; isSelected: boolean }) => {
      let cart: Cart | undefined;
      for (const id of v.ids)
        cart = await api().call('cartEditSelected', { params: { id }, body: { isSelected: v.isSelected } });
      return cart ?? (await api().call('cartList'));
    },
    (cart, v) => patchLines(cart, (p) => (v.ids.includes(p.id) ? { ...p, isSelected: v.isSelected } : p)),
  );
  const removal = useCartWrite(
    async (ids: string[]) => {
      let cart: Cart | undefined;
      for (const id of ids) cart = await api().call('cartRemove', { params: { id } });
      return cart ?? (await api().call('cartList'));
    },
    (cart, ids) => patchLines(cart, (p) => (ids.includes(p.id) ? null : p)),
  );
  const lines = query.data?.products ?? [];
  return {
    cart: query.data,
    isLoading: query.isPending && !query.isError,
    // A failed load is not an empty cart (issue 12): the page says so and offers 'Coba Lagi'.
    loadError: query.isError && !query.data ? query.error : null,
    reload: () => void query.refetch(),
    isSaving: quantity.isPending || selected.isPending || removal.isPending,
    setQuantity: (id, q) => quantity.mutate({ id, quantity: q }),
    setSelected: (id, isSelected) => selected.mutate({ ids: [id], isSelected }),
    selectAll: (isSelected) =>
      selected.mutate({ ids: lines.filter((p) => p.isSelected !== isSelected).map((p) => p.id), isSelected }),
    remove: (ids) => removal.mutateAsync(ids).then(() => undefined),
  };
}
