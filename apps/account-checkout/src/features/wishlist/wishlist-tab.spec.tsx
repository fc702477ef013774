import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Paged, ProductListItem, WishlistQuery } from '@rona/domain';
import { apiKeys } from '@rona/api-client';
import { emptyCart } from '@rona/ui';
import { aProduct, renderWithProviders } from '@rona/ui/testing';
import { FALLBACK_PRODUCT_IMAGE } from './fallback-image';
import { WishlistTab } from './wishlist-tab';

const serum = aProduct({ productId: 'p1', name: 'Serum Niacinamide 10%', wishlist: true });
const toner = aProduct({
  productId: 'p2',
  name: 'Toner Hydrating Centella Asiatica untuk Kulit Sensitif',
  wishlist: true,
  warehouse: { ...aProduct().warehouse, stock: 0 },
});

const paged = (
  datas: ProductListItem[],
  totalPage = datas.length ? 1 : 0,
  totalData = datas.length,
): Paged<ProductListItem> => ({
  datas,
  page: { currentPage: 1, totalPage, totalData, limit: 15 },
});
type ListInput = { query: WishlistQuery };
const queriesOf = (calls: { name: string; input: unknown }[]) =>
  calls.filter((c) => c.name === 'wishlistList').map((c) => (c.input as ListInput).query);

function renderTab(path: string, api: Record<string, (input: unknown) => unknown>) {
  return renderWithProviders(<WishlistTab />, { app: 'account-checkout', path, api });
}

describe('WishlistTab', () => {
  beforeEach(() => {
    document.cookie = 'SESSION__=tok; path=/';
  });
  afterEach(() => {
    document.cookie = 'SESSION__=; path=/; max-age=0';
  });

  it('shows the count and the koleksi cards with a remove button, sold-out overlay and the name cut at 34', async () => {
    const { calls } = renderTab('/user/activity?action=wishlist', { wishlistList: () => paged([serum, toner]) });
    expect(await screen.findByTestId('wishlist-count')).toHaveProperty('textContent', ' (2 produk)');
    const cards = screen.getAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(second).getByText('Toner Hydrating Centella Asiatica...')).toBeTruthy();
    expect(within(second).getByText('Habis')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Hapus Serum Niacinamide 10% dari wishlist' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: /\+ Keranjang/ })).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /koleksi/ })).toBeNull();
    expect(queriesOf(calls)).toEqual([{ search: undefined, sortBy: undefined, page: 1, limit: 15 }]);
  });

  it('swaps a photo that fails to load for the fallback image', async () => {
    renderTab('/user/activity?action=wishlist', { wishlistList: () => paged([serum]) });
    const image = (await screen.findByAltText('Botol serum niacinamide')) as HTMLImageElement;
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(FALLBACK_PRODUCT_IMAGE);
  });

  it('searches once typing pauses, keeps the text in the URL and starts again at page 1', async () => {
    const { calls, router } = renderTab('/user/activity?action=wishlist&page=2', {
      wishlistList: (input) => ((input as ListInput).query.search ? paged([serum]) : paged([serum, toner], 2, 17)),
    });
    const box = await screen.findByRole('searchbox', { name: 'Cari Produk' });
    fireEvent.change(box, { target: { value: 'se' } });
    fireEvent.change(box, { target: { value: 'serum' } });
    expect(router.state.location.search).toBe('?action=wishlist&page=2');
    await waitFor(() => expect(router.state.location.search).toBe('?action=wishlist&search=serum'));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(queriesOf(calls).map((q) => q.search)).toEqual([undefined, 'serum']);
    expect(queriesOf(calls)[1]).toMatchObject({ page: 1 });
  });

  it("sorts by the chosen option of 'Urut Berdasarkan'", async () => {
    const { calls, router } = renderTab('/user/activity?action=wishlist&search=serum', {
      wishlistList: (input) =>
        (input as ListInput).query.sortBy === 'high_price' ? paged([toner, serum]) : paged([serum, toner]),
    });
    const sort = (await screen.findByRole('combobox', { name: 'Urut Berdasarkan' })) as HTMLSelectElement;
    expect([...sort.options].map((o) => o.text)).toEqual([
      'Terakhir Ditambahkan',
      'Produk Diminati',
      'Terjual Banyak',
      'Rating Terbaik',
      'Harga Tertinggi',
      'Harga Terendah',
    ]);
    await screen.findAllByTestId('product-card');
    fireEvent.change(sort, { target: { value: 'high_price' } });
    await waitFor(() => expect(router.state.location.search).toBe('?action=wishlist&search=serum&sortBy=high_price'));
    await waitFor(() => expect(screen.getAllByTestId('product-card')[0]?.textContent).toContain('Toner'));
    expect(queriesOf(calls).at(-1)).toEqual({ search: 'serum', sortBy: 'high_price', page: 1, limit: 15 });
  });

  it("asks 'Hapus Dari Wishlist' before removing; 'Tidak jadi' keeps the product", async () => {
    let kept = [serum, toner];
    const { calls } = renderTab('/user/activity?action=wishlist', {
      wishlistList: () => paged(kept),
      wishlistRemove: (input) => {
        const id = (input as { params: { id: string } }).params.id;
        kept = kept.filter((p) => p.productId !== id);
        return { itemId: id, wishlist: false, total: kept.length };
      },
    });
    const [card] = (await screen.findAllByTestId('product-card')) as [HTMLElement];
    fireEvent.click(within(card).getByRole('button', { name: /dari wishlist/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Hapus Dari Wishlist' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tidak jadi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.name === 'wishlistRemove')).toBe(false);

    fireEvent.click(within(card).getByRole('button', { name: /dari wishlist/ }));
    dialog = await screen.findByRole('dialog', { name: 'Hapus Dari Wishlist' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Hapus' }));
    expect(await screen.findByText('Berhasil Menghapus Produk Dari Koleksi')).toBeTruthy();
    expect(calls.filter((c) => c.name === 'wishlistRemove')).toEqual([
      { name: 'wishlistRemove', input: { params: { id: 'p1' } } },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(screen.getByTestId('wishlist-count').textContent).toBe(' (1 produk)');
  });

  it("'+ Keranjang' adds the product to the member's server cart and caches the answer", async () => {
    const cart = { ...emptyCart(), summary: { ...emptyCart().summary, totalItems: 1 } };
    const { calls, queryClient } = renderTab('/user/activity?action=wishlist', {
      wishlistList: () => paged([serum]),
      cartAdd: () => cart,
    });
    fireEvent.click(await screen.findByRole('button', { name: /\+ Keranjang/ }));
    expect(await screen.findByText('Serum Niacinamide 10% Berhasil Masuk Keranjang')).toBeTruthy();
    expect(calls.filter((c) => c.name === 'cartAdd')).toEqual([
      { name: 'cartAdd', input: { body: { itemId: 'p1-v1', quantity: 1 } } },
    ]);
    expect(queryClient.getQueryData(apiKeys.call('cartList', {}))).toEqual(cart);
  });

  it("shows 'Oops, Masih Kosong' with the heart hint when the koleksi is empty", async () => {
    renderTab('/user/activity?action=wishlist', { wishlistList: () => paged([]) });
    expect(await screen.findByRole('heading', { name: 'Oops, Masih Kosong' })).toBeTruthy();
    expect(screen.getByText(/ikon hati/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat Produk' }).getAttribute('href')).toBe('/products');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('a search without matches says so instead of the empty koleksi, and keeps the search box', async () => {
    renderTab('/user/activity?action=wishlist&search=zzz', { wishlistList: () => paged([]) });
    expect(await screen.findByRole('heading', { name: 'Produk tidak ditemukan' })).toBeTruthy();
    expect(screen.queryByText('Oops, Masih Kosong')).toBeNull();
    expect((screen.getByRole('searchbox', { name: 'Cari Produk' }) as HTMLInputElement).value).toBe('zzz');
  });

  it('moves back to the last page when the page asked for no longer exists', async () => {
    const { router } = renderTab('/user/activity?action=wishlist&page=3', {
      wishlistList: (input) => ((input as ListInput).query.page === 3 ? paged([], 2, 16) : paged([serum], 2, 16)),
    });
    await waitFor(() => expect(router.state.location.search).toBe('?action=wishlist&page=2'));
    expect(await screen.findByTestId('product-card')).toBeTruthy();
  });
});
