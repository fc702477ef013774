import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@rona/api-client';
import { renderAsStaff } from '../../testing/staff';
import { AdjustDialog } from './adjust-dialog';
import { aMovement, aStockLevel } from './stock-fixtures';

const size = aStockLevel({ stock: 4, held: 3 });

describe('AdjustDialog', () => {
  it('offers the ledger reasons in Indonesian and sends nothing without a change, a reason and a note', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderAsStaff(<AdjustDialog size={size} onClose={() => undefined} />);
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'barang_masuk',
      'retur',
      'rusak',
      'kedaluwarsa',
      'hilang',
      'koreksi',
    ]);
    for (const label of ['Barang Masuk', 'Retur Pembeli', 'Rusak', 'Kedaluwarsa', 'Hilang', 'Koreksi Stok Opname'])
      expect(screen.getByRole('radio', { name: label })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByText('Isi jumlah perubahan selain 0')).toBeTruthy();
    expect(screen.getByText('Pilih alasan perubahan stok')).toBeTruthy();
    expect(screen.getByText('Catatan wajib diisi')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the change, reason and note, holds the button while saving and confirms the new level', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (value: unknown) => void = () => undefined;
    let closed = false;
    const { calls } = renderAsStaff(
      <AdjustDialog
        size={size}
        onClose={() => {
          closed = true;
        }}
      />,
      { api: { adminStockAdjust: () => new Promise((resolve) => (answer = resolve)) } },
    );
    await user.type(screen.getByRole('textbox', { name: /^Perubahan/ }), '12');
    expect(screen.getByText('Stok dijual setelahnya: 16')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Barang Masuk' }));
    await user.type(screen.getByRole('textbox', { name: /^Catatan/ }), '  Kiriman pemasok  ');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(calls).toEqual([
      {
        name: 'adminStockAdjust',
        input: {
          params: { variantId: size.variantId },
          body: { change: 12, reason: 'barang_masuk', note: 'Kiriman pemasok' },
        },
      },
    ]);
    expect((screen.getByRole('button', { name: /Simpan/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Batal' }) as HTMLButtonElement).disabled).toBe(true);
    answer({ variantId: size.variantId, stock: 16, movement: aMovement({ change: 12, stockAfter: 16 }) });
    expect(
      await screen.findByText('Stok Tinted Sunscreen SPF 40 30 ml Light sekarang 16', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await vi.waitFor(() => expect(closed).toBe(true), { timeout: 5000 });
  });

  it("shows the API's refusal in words and stays open", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = 'Stok tidak cukup: 3 unit ditahan pesanan yang belum dibayar, stok yang bisa dikurangi 4';
    let closed = false;
    renderAsStaff(
      <AdjustDialog
        size={size}
        onClose={() => {
          closed = true;
        }}
      />,
      {
        api: {
          adminStockAdjust: () => {
            throw new ApiError(refusal, 400, [{ message: refusal, field: 'change' }]);
          },
        },
      },
    );
    await user.type(screen.getByRole('textbox', { name: /^Perubahan/ }), '-6');
    await user.click(screen.getByRole('radio', { name: 'Hilang' }));
    await user.type(screen.getByRole('textbox', { name: /^Catatan/ }), 'Tidak ditemukan di rak');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    // In the dialog (a toast of an earlier test may still be on screen, also an alert).
    const dialog = screen.getByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toContain(refusal);
    expect(closed).toBe(false);
    expect((screen.getByRole('button', { name: 'Simpan' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
