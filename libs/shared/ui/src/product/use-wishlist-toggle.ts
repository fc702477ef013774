import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paged, ProductListItem } from '@rona/domain';
import { apiKeys, getApiClient, isLoggedIn } from '@rona/api-client';
import { t } from '@rona/i18n';
import { paths } from '@rona/routes';
import { notifyInfo, notifySuccess } from '../feedback/notify';
import { useAppNavigate } from '../navigation/use-app-navigate';

/** Long enough to read the info toast: /login is another app, so going there reloads the page. */
export const LOGIN_REDIRECT_DELAY_MS = 1200;

/**
 * The heart on a product card (spec 1 §4): adds to or removes from the member's koleksi. A guest
 * gets the info toast and goes to /login. Cached product lists are updated in place so every
 * card of that product shows the new state at once.
 */
export function useWishlistToggle() {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (product: ProductListItem) =>
      product.wishlist
        ? getApiClient().call('wishlistRemove', { params: { id: product.productId } })
        : getApiClient().call('wishlistAdd', { body: { itemId: product.productId } }),
    onSuccess: (change) => {
      notifySuccess(t(change.wishlist ? 'productToast.wishlistAdded' : 'productToast.wishlistRemoved'));
      queryClient.setQueriesData<Paged<ProductListItem>>({ queryKey: apiKeys.endpoint('productList') }, (old) =>
        old
          ? { ...old, datas: old.datas.map((p) => (p.productId === change.itemId ? { ...p, wishlist: change.wishlist } : p)) }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('wishlistList') });
      void queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('productDetail') });
    },
  });
  return {
    toggle: (product: ProductListItem) => {
      if (!isLoggedIn()) {
        notifyInfo(t('productToast.loginForWishlist'));
        window.setTimeout(() => navigate(paths.login()), LOGIN_REDIRECT_DELAY_MS);
        return;
      }
      mutation.mutate(product);
    },
    isPending: mutation.isPending,
  };
}
