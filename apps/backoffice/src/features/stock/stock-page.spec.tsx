import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@rona/api-client';
import { renderAsStaff } from '../../testing/staff';
import { aStockLevel, onePage } from './stock-fixtures';
import { StockPage } from './stock-page';

const light = aStockLevel();
const tan = aStockLevel({
  variantId: '0b6f3d1e-1111-4c2a-9a55-000000000003',
  size: '30 ml Tan',
  sku: 'TS40-TAN',
  stock: 0,
  held: 3,
  toShip: 0,
  out: true,
});
const berry = aStockLevel({
  variantId: '0b6f3d1e-1111-4c2a-9a55-000000000004',
  productName: 'Tinted Lip Serum',
  size: '4 ml Berry',
  sku: 'TLS-BERRY',
  stock: 9,
  held: 0,
  toShip: 0,
  low: true,
});

describe('StockPage', () => {
  it('lists every size with its SKU, stock on sale, units held by unpaid orders, and marks low and sold-out sizes', async () => {
    renderAsStaff(<StockPage />, {
      path: '/admin/stock',
      api: { adminStock: () => ({ datas: [light, tan, berry], page: onePage(3) }) },
    });
    const row = await screen.findByRole('row', { name: /TS40-TAN/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe('Tinted Sunscreen SPF 4030 ml Tan');
    expect(cells[2]!.textContent).toBe('0Habis');
    expect(cells[3]!.textContent).toBe('3');
    expect(within(screen.getByRole('row', { name: /TLS-BERRY/ })).getByText('Menipis')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /TS40-LIGHT/ })).queryByText('Menipis')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Riwayat stok Tinted Sunscreen SPF 40 30 ml Tan' }).getAttribute('href'),
    ).toBe(`/admin/stock/${tan.variantId}?sku=TS40-TAN`);
    expect(screen.getByText('3 ukuran')).toBeTruthy();
  });

  it('asks the server for low stock, for sold-out sizes and for a name or SKU, each from page 1', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderAsStaff(<StockPage />, {
      path: '/admin/stock?page=2',
      api: { adminStock: () => ({ datas: [light], page: onePage(60, 3) }) },
    });
    expect(await screen.findByRole('row', { name: /TS40-LIGHT/ })).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ input: { query: { page: 2, limit: 25 } } });

    await user.click(screen.getByRole('radio', { name: 'Stok Menipis (≤ 10)' }));
    expect(calls.at(-1)).toMatchObject({ name: 'adminStock', input: { query: { filter: 'low', page: 1 } } });
    await user.click(screen.getByRole('radio', { name: 'Habis' }));
    expect(calls.at(-1)).toMatchObject({ input: { query: { filter: 'out', page: 1 } } });

    await user.type(screen.getByRole('searchbox', { name: 'Cari ukuran produk' }), 'TS40{Enter}');
    expect(calls.at(-1)).toMatchObject({ input: { query: { filter: 'out', search: 'TS40', page: 1 } } });

    await user.click(screen.getByRole('button', { name: 'Halaman 3 dari 3' }));
    expect(calls.at(-1)).toMatchObject({ input: { query: { filter: 'out', search: 'TS40', page: 3 } } });
  });

  it('says when nothing matches, and shows everything again with one button', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderAsStaff(<StockPage />, {
      path: '/admin/stock?filter=out&search=zzz',
      api: { adminStock: () => ({ datas: [], page: onePage(0) }) },
    });
    expect(await screen.findByRole('heading', { name: 'Tidak ada ukuran produk' })).toBeTruthy();
    const showAll = screen.getAllByRole('button', { name: 'Tampilkan Semua' });
    await user.click(showAll.at(-1)!);
    expect(calls.at(-1)).toMatchObject({ input: { query: { filter: undefined, search: undefined, page: 1 } } });
  });

  it("shows a failed load as a failure with 'Coba Lagi' that asks again, not as an empty list", async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    const { calls } = renderAsStaff(<StockPage />, {
      path: '/admin/stock',
      api: {
        adminStock: () => {
          if (fail) throw new ApiError('Terjadi Kesalahan Server', 500);
          return { datas: [light], page: onePage(1) };
        },
      },
    });
    const retry = await screen.findByRole('button', { name: 'Coba Lagi' });
    expect(screen.queryByText('Tidak ada ukuran produk')).toBeNull();
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('row', { name: /TS40-LIGHT/ })).toBeTruthy();
    expect(calls.filter((c) => c.name === 'adminStock').length).toBeGreaterThanOrEqual(2);
  });

  it('shows grey rows while the stock loads', () => {
    renderAsStaff(<StockPage />, { path: '/admin/stock', api: { adminStock: () => new Promise(() => undefined) } });
    expect(screen.getByRole('status', { busy: true })).toBeTruthy();
  });

  it("opens 'Ubah Stok' for the size of its row", async () => {
    const user = userEvent.setup({ delay: null });
    renderAsStaff(<StockPage />, {
      path: '/admin/stock',
      api: { adminStock: () => ({ datas: [light, tan], page: onePage(2) }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Ubah stok Tinted Sunscreen SPF 40 30 ml Tan' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Stok: Tinted Sunscreen SPF 40 30 ml Tan' });
    expect(dialog.textContent).toContain('Stok dijual sekarang: 0');
    expect(dialog.textContent).toContain('3 unit ditahan pesanan yang belum dibayar');
  });
});
