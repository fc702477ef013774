import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Paged, ProductListItem, WishlistChange } from '@rona/domain';
import { apiKeys, getApiClient, isLoggedIn } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { homeMessages } from '@rona/i18n/areas/home';
import { paths } from '@rona/routes';
import { notifyInfo, notifySuccess } from '../feedback/notify';
import { useAppNavigate } from '../navigation/use-app-navigate';

const t = translator(homeMessages);

/** Long enough to read the info toast: /login is another app, so going there reloads the page. */
export const LOGIN_REDIRECT_DELAY_MS = 1200;

/**
 * After any koleksi change (the heart, or removal in the wishlist tab): cached cards of that product
 * show the new flag at once, then every list that carries the flag reloads (spec 1 §4 reload triggers).
 */
export async function refreshAfterWishlistChange(queryClient: QueryClient, change: WishlistChange): Promise<void> {
  const flag = (p: ProductListItem) => (p.productId === change.itemId ? { ...p, wishlist: change.wishlist } : p);
  queryClient.setQueriesData<Paged<ProductListItem>>({ queryKey: apiKeys.endpoint('productList') }, (old) =>
    old ? { ...old, datas: old.datas.map(flag) } : old,
  );
  queryClient.setQueriesData<ProductListItem[]>({ queryKey: apiKeys.endpoint('productRecommendations') }, (old) =>
    old?.map(flag),
  );
  await Promise.all(
    (['wishlistList', 'productList', 'productDetail', 'productRecommendations'] as const).map((name) =>
      queryClient.invalidateQueries({ queryKey: apiKeys.endpoint(name) }),
    ),
  );
}

/**
 * The heart on a product card and the detail page (spec 1 §4): adds to or removes from the
 * member's koleksi with the spec's toasts. A guest gets the info toast and goes to /login.
 */
export function useWishlistToggle() {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (product: Pick<ProductListItem, 'productId' | 'wishlist'>) =>
      product.wishlist
        ? getApiClient().call('wishlistRemove', { params: { id: product.productId } })
        : getApiClient().call('wishlistAdd', { body: { itemId: product.productId } }),
    onSuccess: (change) => {
      notifySuccess(t(change.wishlist ? 'productToast.wishlistAdded' : 'productToast.wishlistRemoved'));
      void refreshAfterWishlistChange(queryClient, change);
    },
  });
  return {
    toggle: (product: Pick<ProductListItem, 'productId' | 'wishlist'>) => {
      if (!isLoggedIn()) {
        notifyInfo(t('productToast.loginForWishlist'));
        window.setTimeout(() => navigate(paths.login()), LOGIN_REDIRECT_DELAY_MS);
        return;
      }
      // A second tap while the first is on its way would send the same change twice.
      if (!mutation.isPending) mutation.mutate(product);
    },
    isPending: mutation.isPending,
  };
}
