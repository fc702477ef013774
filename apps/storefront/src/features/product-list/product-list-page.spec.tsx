import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductListQuery } from '@rona/domain';
import { aCategory, aPage, aProduct, renderWithProviders } from '@rona/ui/testing';
import { ProductListPage } from './product-list-page';

const CATEGORIES = [
  aCategory({ _id: 'c1', name: 'Perawatan Wajah' }),
  aCategory({ _id: 'c2', name: 'Perawatan Tubuh' }),
  aCategory({ _id: 's1', name: 'Serum', type: 'subcategory', parentId: 'c1' }),
  aCategory({ _id: 's2', name: 'Body Lotion', type: 'subcategory', parentId: 'c2' }),
];

/** 40 products: three pages of 15. */
function listingApi(total = 40) {
  return {
    categories: () => CATEGORIES,
    productList: (input: unknown) => {
      const { page = 1, limit = 15 } = (input as { query: ProductListQuery }).query;
      const start = (Number(page) - 1) * Number(limit);
      const datas = Array.from({ length: Math.max(0, Math.min(Number(limit), total - start)) }, (_, i) =>
        aProduct({ productId: `p${start + i + 1}`, name: `Produk ${start + i + 1}` }),
      );
      return {
        datas,
        page: {
          currentPage: Number(page),
          totalPage: Math.ceil(total / Number(limit)),
          totalData: total,
          limit: Number(limit),
        },
      };
    },
  };
}

const lastQuery = (calls: { name: string; input: unknown }[]) =>
  (calls.filter((c) => c.name === 'productList').at(-1)?.input as { query: ProductListQuery }).query;

describe('product listing', () => {
  it('shows 15 cards of the page named in the URL, with the filters from the URL', async () => {
    const { calls } = renderWithProviders(<ProductListPage />, {
      path: '/products?skinType=Normal&sortBy=low_price&page=2',
      api: listingApi(),
    });
    const grid = await screen.findByRole('list', { name: 'Daftar produk' });
    expect(within(grid).getAllByRole('article')).toHaveLength(15);
    expect(within(grid).getAllByRole('article')[0].textContent).toContain('Produk 16');
    expect(lastQuery(calls)).toEqual({ limit: 15, page: 2, sortBy: 'low_price', skinType: 'Normal' });
    expect(screen.getByRole('button', { name: 'Halaman 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: /Jenis Kulit/ }).textContent).toContain('Normal');
    expect(screen.getByRole('button', { name: /Urutkan/ }).textContent).toContain('Harga Terendah');
    expect(document.title).toBe('Belanja Produk | Rona');
    // On phones the menus fold; the toggle says how many are set.
    expect(screen.getByRole('button', { name: 'Tampilkan filter (2)' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('puts the page in the URL', async () => {
    const { router } = renderWithProviders(<ProductListPage />, {
      path: '/products?skinType=Normal',
      api: listingApi(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Halaman 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?skinType=Normal&page=3'));
  });

  it('resets to page 1 and closes the menu when a filter changes', async () => {
    const { router, calls } = renderWithProviders(<ProductListPage />, { path: '/products?page=3', api: listingApi() });
    await screen.findByRole('list', { name: 'Daftar produk' });
    fireEvent.click(screen.getByRole('button', { name: /Masalah Kulit/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Jerawat' }));
    await waitFor(() => expect(router.state.location.search).toBe('?skinProblem=Jerawat'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ page: 1, skin: 'Jerawat' }));
  });

  it('offers the five sorts', async () => {
    const { router } = renderWithProviders(<ProductListPage />, { path: '/products', api: listingApi() });
    await screen.findByRole('list', { name: 'Daftar produk' });
    fireEvent.click(screen.getByRole('button', { name: /Urutkan/ }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent?.replace('✓', ''))).toEqual([
      'Produk Diminati',
      'Terjual Banyak',
      'Rating Terbaik',
      'Harga Tertinggi',
      'Harga Terendah',
    ]);
    // jsdom runs Mantine's closing transition early; the item is clicked where it is (the browser test uses the real menu).
    fireEvent.click(screen.getByRole('menuitem', { name: 'Terjual Banyak', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=best_seller'));
  });

  it("filters by category buttons and offers that category's product types", async () => {
    const { router } = renderWithProviders(<ProductListPage />, {
      path: '/products?subcategory=s1',
      api: listingApi(),
    });
    const categories = await screen.findByRole('group', { name: 'Kategori' });
    fireEvent.click(await within(categories).findByRole('button', { name: 'Perawatan Tubuh' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=c2'));
    expect(within(categories).getByRole('button', { name: 'Perawatan Tubuh' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Daftar produk' }).getAttribute('aria-busy')).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: /Jenis Produk/ }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent?.replace('✓', ''))).toEqual([
      'Semua',
      'Body Lotion',
    ]);
  });

  it('searches on submit', async () => {
    const { router, calls } = renderWithProviders(<ProductListPage />, { path: '/products?page=2', api: listingApi() });
    const box = await screen.findByPlaceholderText('Cari produk...');
    fireEvent.change(box, { target: { value: '  toner ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.search).toBe('?search=toner'));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ search: 'toner', page: 1 }));
  });

  it('searches the text in the field as the shopper sees it, typed before the page was live too', async () => {
    const { router } = renderWithProviders(<ProductListPage />, { path: '/products', api: listingApi() });
    const box = (await screen.findByPlaceholderText('Cari produk...')) as HTMLInputElement;
    // Typed into the server's HTML: the field holds it, no change event reached the page.
    box.value = 'serum';
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.search).toBe('?search=serum'));
  });

  it.each([
    ['/products', 'Semua Produk'],
    ['/products?search=serum', 'Hasil pencarian "serum"'],
    ['/products?category=c2', 'Perawatan Tubuh'],
    ['/products?category=c1&subcategory=s1', 'Serum'],
  ])('%s is headed %s', async (path, heading) => {
    renderWithProviders(<ProductListPage />, { path, api: listingApi() });
    await screen.findByRole('list', { name: 'Daftar produk' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading));
  });

  it("shows 'Produk tidak ditemukan' and clears every filter with 'Hapus Filter'", async () => {
    const { router } = renderWithProviders(<ProductListPage />, {
      path: '/products?search=zzz&skinType=Kering',
      api: { ...listingApi(), productList: () => aPage([]) },
    });
    expect(await screen.findByText('Produk tidak ditemukan')).toBeTruthy();
    expect(screen.getByText('Coba reset atau ubah filter kamu ya.')).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Hapus Filter' });
    fireEvent.click(clear[0]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByPlaceholderText('Cari produk...') as HTMLInputElement).value).toBe('');
  });

  it('goes to the last page from a page past the end, keeping the filters (as the blog does)', async () => {
    const { router, calls } = renderWithProviders(<ProductListPage />, {
      path: '/products?skinType=Normal&page=999',
      api: listingApi(),
    });
    await waitFor(() => expect(router.state.location.search).toBe('?skinType=Normal&page=3'));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ page: 3, skinType: 'Normal' }));
    const grid = await screen.findByRole('list', { name: 'Daftar produk' });
    expect(within(grid).getAllByRole('article')[0].textContent).toContain('Produk 31');
    expect(screen.queryByText('Produk tidak ditemukan')).toBeNull();
  });

  it('shows skeleton cards while loading', async () => {
    renderWithProviders(<ProductListPage />, {
      path: '/products',
      api: { ...listingApi(), productList: () => new Promise(() => undefined) },
    });
    const loading = await screen.findByRole('list', { name: 'Memuat...' });
    expect(loading.querySelectorAll('li')).toHaveLength(15);
  });
});
