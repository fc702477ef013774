import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminProductImportPreview } from '@rona/domain';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { ProductImportPage } from './product-import-page';

const CSV = '\uFEFFProduk;Slug;SKU\nSabun;sabun;RONA-SABUN\n';
const TOKEN = 'a'.repeat(64);
const previewed: AdminProductImportPreview = {
  token: TOKEN,
  delimiter: ';',
  summary: { rows: 4, newProducts: 1, newSizes: 1, updated: 1, unchanged: 1, refused: 1 },
  changes: [
    {
      line: 2,
      sku: 'RONA-SABUN-100',
      product: 'Sabun Wajah Lembut',
      size: '100 ml',
      kind: 'update',
      fields: [{ column: 'Harga', before: '89000', after: '95000' }],
    },
    { line: 3, sku: 'RONA-TONER-50', product: 'Toner Baru', size: '50 ml', kind: 'product.create', fields: [] },
    { line: 5, sku: 'RONA-SERUM-30', product: 'Serum', size: '30 ml', kind: 'unchanged', fields: [] },
  ],
  refused: [{ line: 4, column: 'Harga', reason: 'Harga harus angka bulat tanpa titik atau koma, contoh: 150000' }],
};

describe('ProductImportPage', () => {
  it('checks an uploaded file, shows the changes and the refused lines, then applies it with the token', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<ProductImportPage />, {
      staff: aStaffMember('katalog'),
      path: '/admin/products/import',
      api: {
        adminProductImportPreview: () => previewed,
        adminProductImportApply: () => ({ summary: previewed.summary }),
      },
    });
    const check = await screen.findByRole('button', { name: 'Periksa Berkas' });
    expect(check.hasAttribute('disabled') || check.getAttribute('data-disabled') === 'true').toBe(true);
    await user.upload(screen.getByLabelText('Berkas CSV'), new File([CSV], 'produk.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Periksa Berkas' }));
    expect(calls.at(-1)).toEqual({ name: 'adminProductImportPreview', input: { body: { csv: CSV } } });

    expect(await screen.findByText('4 baris: 1 produk baru, 1 ukuran baru, 1 diubah, 1 tetap, 1 ditolak')).toBeTruthy();
    const changes = screen.getByRole('table', { name: 'Yang akan berubah' });
    const updated = within(changes).getByText('RONA-SABUN-100').closest('tr') as HTMLElement;
    expect(within(updated).getByText('Diubah')).toBeTruthy();
    expect(within(updated).getByText('Harga: 89000 → 95000')).toBeTruthy();
    expect(within(changes).getByText('Produk baru')).toBeTruthy();
    // Unchanged rows are counted, not listed.
    expect(within(changes).queryByText('RONA-SERUM-30')).toBeNull();
    const refused = screen.getByRole('table', { name: 'Baris ditolak (tidak diterapkan)' });
    const line = within(refused).getByText('4').closest('tr') as HTMLElement;
    expect(within(line).getByText('Harga')).toBeTruthy();
    expect(within(line).getByText('Harga harus angka bulat tanpa titik atau koma, contoh: 150000')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Terapkan Impor' }));
    expect(calls.at(-1)).toEqual({ name: 'adminProductImportApply', input: { body: { csv: CSV, token: TOKEN } } });
    expect(await screen.findByText('Impor diterapkan: 1 produk baru, 1 ukuran baru, 1 diubah')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Terapkan Impor' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Daftar Produk' })[0]!.getAttribute('href')).toBe('/admin/products');
  });

  it('shows the API refusal of a whole file, and refuses a file over 900 KB before sending it', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<ProductImportPage />, {
      staff: aStaffMember('katalog'),
      path: '/admin/products/import',
      api: {
        adminProductImportPreview: () => {
          throw Object.assign(new Error('Kolom wajib tidak ada: Kategori'), {
            errors: [{ message: 'Kolom wajib tidak ada: Kategori' }],
          });
        },
      },
    });
    const input = await screen.findByLabelText('Berkas CSV');
    await user.upload(input, new File(['x'.repeat(900_001)], 'besar.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Berkas maksimal 900 KB; bagi menjadi beberapa berkas')).toBeTruthy();
    expect(calls).toEqual([]);
    await user.upload(input, new File(['Produk\nSabun\n'], 'kurang.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Periksa Berkas' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Kolom wajib tidak ada: Kategori');
  });
});
