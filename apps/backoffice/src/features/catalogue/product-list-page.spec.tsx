import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aProductListItem } from '../../testing/catalogue';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { ProductListPage } from './product-list-page';

const staff = aStaffMember('katalog');
const page = { currentPage: 1, totalPage: 3, totalData: 45, limit: 20 };
const shown = aProductListItem();
const hidden = aProductListItem({
  productId: '66666666-6666-4666-8666-666666666666',
  name: 'Toner Baru',
  slug: 'toner-baru',
  published: false,
  sizeCount: 0,
});

describe('ProductListPage', () => {
  it('lists products with their status, a link to each editor and Tambah Produk', async () => {
    renderAsStaff(<ProductListPage />, {
      staff,
      path: '/admin/products',
      api: { adminProducts: () => ({ datas: [shown, hidden], page }) },
    });
    const row = (await screen.findByRole('link', { name: shown.name })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Tayang')).toBeTruthy();
    expect(within(row).getByText('Rp 89.000')).toBeTruthy();
    expect(screen.getByRole('link', { name: shown.name }).getAttribute('href')).toBe(
      `/admin/products/${shown.productId}`,
    );
    const hiddenRow = screen.getByRole('link', { name: 'Toner Baru' }).closest('tr') as HTMLElement;
    expect(within(hiddenRow).getByText('Disembunyikan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tambah Produk' }).getAttribute('href')).toBe('/admin/products/new');
    expect(screen.getByText('45 produk')).toBeTruthy();
    // The products CSV: the export downloads, the import has its own page.
    expect(screen.getByRole('button', { name: 'Ekspor CSV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Impor CSV' }).getAttribute('href')).toBe('/admin/products/import');
  });

  it('asks the server for a search, a status and a page', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderAsStaff(<ProductListPage />, {
      staff,
      path: '/admin/products',
      api: { adminProducts: () => ({ datas: [shown], page }) },
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Cari produk' }), 'serum{Enter}');
    expect(calls.at(-1)).toMatchObject({ name: 'adminProducts', input: { query: { search: 'serum', page: 1 } } });
    await user.click(screen.getByRole('radio', { name: 'Disembunyikan' }));
    expect(calls.at(-1)).toMatchObject({ input: { query: { search: 'serum', status: 'hidden', page: 1 } } });
    await user.click(await screen.findByRole('button', { name: 'Halaman 2 dari 3' }));
    expect(calls.at(-1)).toMatchObject({ input: { query: { search: 'serum', status: 'hidden', page: 2 } } });
    expect(router.state.location.search).toBe('?search=serum&status=hidden&page=2');
  });

  it('says so when nothing matches, with a way back', async () => {
    renderAsStaff(<ProductListPage />, {
      staff,
      path: '/admin/products?search=zzz',
      api: { adminProducts: () => ({ datas: [], page: { ...page, totalPage: 0, totalData: 0 } }) },
    });
    expect(await screen.findByText('Tidak ada produk dengan pencarian atau status tersebut.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Hapus Filter' }).length).toBeGreaterThan(0);
  });
});
