import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem, ProductListItem } from '@rona/domain';
import { apiKeys, getApiClient, isLoggedIn } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { homeMessages } from '@rona/i18n/areas/home';
import { isSoldOut } from '@rona/rules';
import { notifySuccess } from '../feedback/notify';

const t = translator(homeMessages);

/** The cart rules and strings, fetched with the first add (they are not needed to show a card). */
const cartRules = () => import('../cart/add-outcome');

/** A product card as one guest-cart line of one unit. */
export function guestCartLineOf(product: ProductListItem, quantity = 1): CartItem {
  const w = product.warehouse;
  return {
    id: product.variantId,
    name: product.name,
    url: product.url,
    image: product.image,
    size: product.size,
    status: product.status,
    isSelected: true,
    dimension: product.dimension,
    marketplace: product.marketplace,
    weight: product.weight,
    warehouse: {
      quantity,
      stock: w.stock,
      price: w.price,
      fixedPrice: w.fixedPrice,
      discount: w.discount,
      invalid: false,
    },
  };
}

/**
 * '+ Keranjang' from a product card: a member's cart lives on the server, a guest's in local
 * storage (spec 1 §4). Success shows '<name> Berhasil Masuk Keranjang' ('Stok tersisa N' when the
 * cart already holds the whole stock; 'Diskon berlaku untuk maksimal N produk' too when a purchase
 * limit took the discount away); failures go through the
 * shared error handler; the server's answer (the repriced cart) becomes the cached cart.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ product, quantity }: { product: ProductListItem; withSize: boolean; quantity: number }) => {
      const rules = await cartRules();
      if (isLoggedIn()) {
        const cart = await getApiClient().call('cartAdd', { body: { itemId: product.variantId, quantity } });
        queryClient.setQueryData(apiKeys.call('cartList', {}), cart);
        await queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('cartVouchers') });
        return rules.memberAddOutcome(cart, product.variantId);
      }
      return rules.addToGuestCart(guestCartLineOf(product, quantity));
    },
    // Nothing changed at the stock: say so instead of a success (the member's server refuses with its own message).
    onSuccess: async (outcome, { product, withSize }) =>
      (await cartRules()).reportAdd(outcome, product.warehouse.stock, () =>
        notifySuccess(
          t('productToast.addedToCart', { name: withSize ? `${product.name} (${product.size})` : product.name }),
        ),
      ),
  });
  return {
    /** The detail page names the size in its toast (spec 1 §8) and adds the quantity its stepper shows. */
    add: (product: ProductListItem, options: { withSize?: boolean; quantity?: number } = {}) => {
      if (!isSoldOut(product.warehouse.stock))
        mutation.mutate({ product, withSize: options.withSize ?? false, quantity: options.quantity ?? 1 });
    },
    isPending: mutation.isPending,
  };
}
