import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Cart, CartItem } from '@rona/domain';
import { getApiClient } from '@rona/api-client';
import { clampQuantity } from '@rona/rules';
import { readGuestCart, useGuestCartSummary } from '@rona/ui';
import { writeGuestCart } from '@rona/ui/cart';
import type { CartActions } from './cart-actions';

/** The API's largest line quantity: a local quantity above it (edited by hand) is sent as this, so the server can still price the cart. */
const MAX_LINE_QUANTITY = 999;

const linesOf = (products: CartItem[]) =>
  products.map((p) => ({
    id: p.id,
    quantity: clampQuantity(p.warehouse.quantity, MAX_LINE_QUANTITY),
    isSelected: p.isSelected,
  }));

/**
 * The server's view of the local lines: what local storage holds (prices, stock, names) may be
 * stale, so it is refreshed from the catalogue; quantities above the new stock are lowered and
 * lines whose variant is gone are dropped.
 */
function syncedLines(local: CartItem[], priced: Cart): CartItem[] | null {
  const fresh = new Map(priced.products.map((p) => [p.id, p]));
  const next = local.flatMap((line) => {
    const p = fresh.get(line.id);
    if (!p) return [];
    const quantity = clampQuantity(
      line.warehouse.quantity,
      p.warehouse.stock > 0 ? p.warehouse.stock : MAX_LINE_QUANTITY,
    );
    return [{ ...p, isSelected: line.isSelected, warehouse: { ...p.warehouse, quantity } }];
  });
  return JSON.stringify(next) === JSON.stringify(local) ? null : next;
}

export function useGuestCart(): { cart: Cart; isLoading: boolean; isSaving: boolean } & CartActions {
  const { items } = useGuestCartSummary();
  const lines = linesOf(items);
  const priced = useQuery({
    queryKey: ['api', 'guestCartPrice', lines],
    queryFn: ({ signal }) => getApiClient().call('guestCartPrice', { body: { products: lines }, signal }),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (!priced.data || priced.isPlaceholderData) return;
    const next = syncedLines(readGuestCart().products, priced.data);
    if (next) writeGuestCart(next);
  }, [priced.data, priced.isPlaceholderData]);

  const update = (change: (p: CartItem) => CartItem | null) =>
    writeGuestCart(
      readGuestCart().products.flatMap((p) => {
        const next = change(p);
        return next ? [next] : [];
      }),
    );

  return {
    cart: readGuestCart(),
    // Local storage is only shown once the server has priced it (it may be stale or edited by hand).
    isLoading: lines.length > 0 && priced.isPending,
    isSaving: priced.isFetching,
    setQuantity: (id, quantity) => update((p) => (p.id === id ? { ...p, warehouse: { ...p.warehouse, quantity } } : p)),
    setSelected: (id, isSelected) => update((p) => (p.id === id ? { ...p, isSelected } : p)),
    selectAll: (isSelected) => update((p) => ({ ...p, isSelected })),
    remove: async (ids) => {
      update((p) => (ids.includes(p.id) ? null : p));
    },
  };
}
