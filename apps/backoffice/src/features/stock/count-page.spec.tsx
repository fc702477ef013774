import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@rona/api-client';
import type { StockCountInput } from '@rona/domain';
import { renderAsStaff } from '../../testing/staff';
import { CountPage } from './count-page';
import { aStockLevel, onePage } from './stock-fixtures';

const light = aStockLevel();
const lightRefill = aStockLevel({
  variantId: '0b6f3d1e-1111-4c2a-9a55-0000000000aa',
  sku: 'TS40-LIGHT-2',
  size: 'Refill',
});
const medium = aStockLevel({
  variantId: '0b6f3d1e-1111-4c2a-9a55-000000000002',
  size: '30 ml Medium',
  sku: 'TS40-MED',
});
const tan = aStockLevel({ variantId: '0b6f3d1e-1111-4c2a-9a55-000000000003', size: '30 ml Tan', sku: 'TS40-TAN' });
// The refill comes first in a search for "ts40-light": only the exact SKU may be taken.
const sizes = [lightRefill, light, medium, tan];

/** The stock list as the API searches it: name or SKU, partly. */
const stockApi = (input: unknown) => {
  const search = ((input as { query: { search?: string } }).query.search ?? '').toLowerCase();
  const datas = sizes.filter(
    (s) => s.sku.toLowerCase().includes(search) || s.productName.toLowerCase().includes(search),
  );
  return { datas, page: onePage(datas.length) };
};
/** The count as the API answers it: expected shelf 47 for every size. */
const countApi = (input: unknown) => {
  const body = (input as { body: StockCountInput }).body;
  return {
    id: body.dryRun ? null : '7c1e2f40-9d7b-4a5e-8f00-123456789abc',
    lines: body.lines.map(({ variantId, counted }) => {
      const s = sizes.find((x) => x.variantId === variantId)!;
      return { ...s, expected: 47, counted, difference: counted - 47, stockAfter: s.stock + counted - 47 };
    }),
  };
};
const scanField = () => screen.getByRole('textbox', { name: /^Pindai atau ketik SKU/ });

describe('CountPage', () => {
  it('adds the size of a scanned SKU (exactly that SKU); each scan of it counts one more; an unknown SKU is said', async () => {
    const user = userEvent.setup({ delay: null });
    renderAsStaff(<CountPage />, { api: { adminStock: stockApi } });
    await user.type(scanField(), 'ts40-light{Enter}');
    const count = await screen.findByRole('textbox', { name: 'Jumlah di rak Tinted Sunscreen SPF 40 30 ml Light' });
    expect((count as HTMLInputElement).value).toBe('1');
    expect(screen.queryByRole('textbox', { name: /Refill/ })).toBeNull();
    await user.type(scanField(), 'TS40-LIGHT{Enter}');
    await screen.findByText('Tinted Sunscreen SPF 40 30 ml Light: 2');
    expect((count as HTMLInputElement).value).toBe('2');
    expect((scanField() as HTMLInputElement).value).toBe('');

    await user.type(scanField(), 'TIDAK-ADA{Enter}');
    expect(await screen.findByText('SKU TIDAK-ADA tidak ditemukan')).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: /^Jumlah di rak/ })).toHaveLength(1);
  });

  it('finds sizes by name and adds them once', async () => {
    const user = userEvent.setup({ delay: null });
    renderAsStaff(<CountPage />, { api: { adminStock: stockApi } });
    await user.type(screen.getByRole('searchbox', { name: 'Cari produk untuk ditambahkan' }), 'tinted{Enter}');
    const results = await screen.findByRole('region', { name: 'Hasil pencarian' });
    await user.click(within(results).getByRole('button', { name: 'Tambah Tinted Sunscreen SPF 40 30 ml Medium' }));
    expect(screen.getByRole('textbox', { name: 'Jumlah di rak Tinted Sunscreen SPF 40 30 ml Medium' })).toBeTruthy();
    const added = within(results).getByRole('button', {
      name: 'Tinted Sunscreen SPF 40 30 ml Medium: Sudah ditambahkan',
    });
    expect((added as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Hapus Tinted Sunscreen SPF 40 30 ml Medium' }));
    expect(screen.queryByRole('textbox', { name: /^Jumlah di rak/ })).toBeNull();
  });

  it('asks for sizes, every counted quantity and a note before previewing', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderAsStaff(<CountPage />, { api: { adminStock: stockApi } });
    await user.click(screen.getByRole('button', { name: 'Lihat Selisih' }));
    expect(screen.getByRole('alert').textContent).toBe('Tambahkan minimal satu ukuran');
    expect(screen.getByText('Catatan wajib diisi')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Cari produk untuk ditambahkan' }), 'TS40-TAN{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Tambah Tinted Sunscreen SPF 40 30 ml Tan' }));
    await user.click(screen.getByRole('button', { name: 'Lihat Selisih' }));
    expect(screen.getByRole('alert').textContent).toBe('Isi jumlah di rak untuk setiap ukuran');
    expect(calls.filter((c) => c.name === 'adminStockCount')).toEqual([]);
  });

  it('previews the differences of every counted size without writing; a changed count needs a new preview', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderAsStaff(<CountPage />, { api: { adminStock: stockApi, adminStockCount: countApi } });
    for (const sku of ['TS40-LIGHT', 'TS40-MED', 'TS40-TAN']) await user.type(scanField(), `${sku}{Enter}`);
    const field = (name: string) =>
      screen.findByRole('textbox', { name: `Jumlah di rak Tinted Sunscreen SPF 40 ${name}` });
    for (const [name, counted] of [
      ['30 ml Light', '48'],
      ['30 ml Medium', '46'],
      ['30 ml Tan', '47'],
    ] as const) {
      await user.clear(await field(name));
      await user.type(await field(name), counted);
    }
    await user.type(screen.getByRole('textbox', { name: /^Catatan stok opname/ }), 'Rak A');
    await user.click(screen.getByRole('button', { name: 'Lihat Selisih' }));

    const preview = await screen.findByRole('region', { name: 'Selisih dengan catatan toko' });
    expect(within(preview).getByText('2 ukuran berselisih, 1 sesuai')).toBeTruthy();
    const diff = (sku: string) =>
      within(within(preview).getByRole('row', { name: new RegExp(`${sku}$|${sku}\\b`) })).getAllByRole('cell')[3]!
        .textContent;
    expect([diff('TS40-LIGHT'), diff('TS40-MED'), diff('TS40-TAN')]).toEqual(['+1', '−1', '0']);
    expect(calls.filter((c) => c.name === 'adminStockCount')).toEqual([
      {
        name: 'adminStockCount',
        input: {
          body: {
            lines: [
              { variantId: light.variantId, counted: 48 },
              { variantId: medium.variantId, counted: 46 },
              { variantId: tan.variantId, counted: 47 },
            ],
            note: 'Rak A',
            dryRun: true,
          },
        },
      },
    ]);

    // A changed count needs a new preview before it can be saved.
    await user.type(await field('30 ml Tan'), '0');
    expect(within(preview).getByRole('status').textContent).toContain('lihat selisih lagi');
    expect(within(preview).queryByRole('button', { name: 'Simpan Stok Opname' })).toBeNull();
  });

  it('saves only after a confirmation, holds the button while saving, and keeps the result to come back to', async () => {
    const user = userEvent.setup({ delay: null });
    let answerSave: (value: unknown) => void = () => undefined;
    const { calls, router } = renderAsStaff(<CountPage />, {
      path: '/admin/stock-count',
      api: {
        adminStock: stockApi,
        adminStockCount: (input) =>
          (input as { body: StockCountInput }).body.dryRun
            ? countApi(input)
            : new Promise((resolve) => (answerSave = () => resolve(countApi(input)))),
      },
    });
    await user.type(scanField(), 'TS40-MED{Enter}');
    await screen.findByRole('textbox', { name: 'Jumlah di rak Tinted Sunscreen SPF 40 30 ml Medium' });
    await user.type(screen.getByRole('textbox', { name: /^Catatan stok opname/ }), 'Rak A');
    await user.click(screen.getByRole('button', { name: 'Lihat Selisih' }));
    const preview = await screen.findByRole('region', { name: 'Selisih dengan catatan toko' });
    expect(within(preview).getByText('1 ukuran berselisih, 0 sesuai')).toBeTruthy();

    await user.click(within(preview).getByRole('button', { name: 'Simpan Stok Opname' }));
    const dialog = screen.getByRole('dialog', { name: 'Simpan stok opname?' });
    expect(dialog.textContent).toContain('1 selisih dicatat sebagai Koreksi Stok Opname');
    expect(dialog.textContent).toContain('Tindakan ini tidak dapat dibatalkan.');
    expect(calls.filter((c) => c.name === 'adminStockCount')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Simpan' }));
    expect((within(dialog).getByRole('button', { name: /Ya, Simpan/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.name === 'adminStockCount').at(-1)).toEqual({
      name: 'adminStockCount',
      input: { body: { lines: [{ variantId: medium.variantId, counted: 1 }], note: 'Rak A', dryRun: false } },
    });
    answerSave(undefined);

    const saved = 'Stok opname tersimpan: 1 ukuran dikoreksi';
    expect(await screen.findByText(saved, {}, { timeout: 5000 })).toBeTruthy();
    const history = screen.getByRole('link', { name: 'Riwayat stok Tinted Sunscreen SPF 40 30 ml Medium' });
    expect(history.getAttribute('href')).toBe(`/admin/stock/${medium.variantId}?sku=TS40-MED`);

    // Back from a size's history, the result is there again.
    await user.click(history);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/admin/stock/${medium.variantId}`));
    expect(screen.queryByText(saved)).toBeNull();
    await act(() => router.navigate(-1));
    expect(await screen.findByText(saved, {}, { timeout: 5000 })).toBeTruthy();
  });

  it("shows the API's refusal of a count in words", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal =
      'Tinted Sunscreen SPF 40 30 ml Light: hitungan 0 kurang dari 3 unit milik pesanan yang belum dikirim; periksa pesanan sebelum mengoreksi';
    renderAsStaff(<CountPage />, {
      api: {
        adminStock: stockApi,
        adminStockCount: () => {
          throw new ApiError(refusal, 400);
        },
      },
    });
    await user.type(scanField(), 'TS40-LIGHT{Enter}');
    const count = await screen.findByRole('textbox', { name: /^Jumlah di rak/ });
    await user.clear(count);
    await user.type(count, '0');
    await user.type(screen.getByRole('textbox', { name: /^Catatan stok opname/ }), 'Rak A');
    await user.click(screen.getByRole('button', { name: 'Lihat Selisih' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.queryByRole('region', { name: 'Selisih dengan catatan toko' })).toBeNull();
  });
});
