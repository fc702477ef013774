import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Paged, ProductListItem } from '@rona/domain';
import { apiKeys } from '@rona/api-client';
import { aPage, aProduct, createTestQueryClient, renderWithProviders } from '../testing';
import { ProductCard } from './product-card';

describe('useWishlistToggle (member)', () => {
  beforeEach(() => {
    document.cookie = 'SESSION__=tok; path=/';
  });
  afterEach(() => {
    document.cookie = 'SESSION__=; path=/; max-age=0';
  });

  it('removes a kept product, flags every cached card of it and reloads the lists that carry the flag', async () => {
    const kept = aProduct({ wishlist: true });
    const queryClient = createTestQueryClient();
    const listKey = apiKeys.call('productList', { query: { page: 1 } });
    const recommendationsKey = apiKeys.call('productRecommendations', { query: { limit: 10 } });
    const wishlistKey = apiKeys.call('wishlistList', { query: { page: 1 } });
    queryClient.setQueryData(listKey, aPage([kept]));
    queryClient.setQueryData(recommendationsKey, [kept, aProduct({ productId: 'p2', wishlist: true })]);
    queryClient.setQueryData(wishlistKey, aPage([kept]));

    const { calls } = renderWithProviders(<ProductCard product={kept} />, {
      queryClient,
      api: { wishlistRemove: () => ({ itemId: 'p1', wishlist: false, total: 0 }) },
    });
    fireEvent.click(screen.getByRole('button', { name: /dari koleksi/ }));
    expect(await screen.findByText('Berhasil Menghapus Produk Dari Koleksi')).toBeTruthy();
    expect(calls).toEqual([{ name: 'wishlistRemove', input: { params: { id: 'p1' } } }]);
    expect(queryClient.getQueryData<Paged<ProductListItem>>(listKey)?.datas[0]?.wishlist).toBe(false);
    expect(queryClient.getQueryData<ProductListItem[]>(recommendationsKey)?.map((p) => p.wishlist)).toEqual([
      false,
      true,
    ]);
    await waitFor(() => {
      for (const key of [listKey, recommendationsKey, wishlistKey])
        expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    });
  });
});
