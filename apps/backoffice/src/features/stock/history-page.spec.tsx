import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@rona/api-client';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { HistoryPage } from './history-page';
import { aMovement, aStockLevel, onePage } from './stock-fixtures';

const size = aStockLevel({ stock: 45 });
const other = aStockLevel({
  variantId: '0b6f3d1e-1111-4c2a-9a55-0000000000aa',
  sku: 'TS40-LIGHT-REFILL',
  size: 'Refill',
});
const counted = aMovement({
  id: 'm-3',
  change: 1,
  reason: 'koreksi',
  reasonLabel: 'Koreksi Stok Opname',
  reference: '7c1e2f40-9d7b-4a5e-8f00-123456789abc',
  note: 'Stok opname rak A',
  stockAfter: 45,
  createdAt: '2026-11-27T07:05:00.000Z',
});
const ordered = aMovement({
  id: 'm-2',
  change: -2,
  reason: 'pesanan',
  reasonLabel: 'Pesanan',
  reference: 'NMW-20261127-0000aaaa',
  note: null,
  actor: { kind: 'buyer', id: null, name: 'Sari' },
  stockAfter: 44,
});
const opening = aMovement({
  id: 'm-1',
  change: 46,
  reason: 'saldo_awal',
  reasonLabel: 'Saldo Awal',
  note: null,
  actor: { kind: 'system', id: null, name: 'Sistem' },
  stockAfter: 46,
});
const path = `/admin/stock/${size.variantId}?sku=${size.sku}`;

describe('HistoryPage', () => {
  it('names the size and lists each movement: time in WIB, the change with its sign, the reason, reference, who, and the level after', async () => {
    renderAsStaff(<HistoryPage variantId={size.variantId} />, {
      path,
      api: {
        adminStock: () => ({ datas: [other, size], page: onePage(2) }),
        adminStockMovements: () => ({ datas: [counted, ordered, opening], page: onePage(3) }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Riwayat Stok: Tinted Sunscreen SPF 40 30 ml Light' }),
    ).toBeTruthy();
    expect(screen.getByText('Stok dijual sekarang: 45')).toBeTruthy();
    const cells = (name: RegExp) =>
      within(screen.getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // 07:05 UTC is 14.05 WIB.
    expect(cells(/Koreksi Stok Opname/)).toEqual([
      '27 Nov 2026, 14.05',
      '+1',
      'Koreksi Stok Opname',
      'Stok opname 7c1e2f40',
      'Stok opname rak A',
      'Gudang Rona',
      '45',
    ]);
    expect(cells(/Pesanan/)).toEqual([
      '27 Nov 2026, 10.15',
      '−2',
      'Pesanan',
      'NMW-20261127-0000aaaa',
      '—',
      'Sari',
      '44',
    ]);
    expect(screen.getByRole('link', { name: 'NMW-20261127-0000aaaa' }).getAttribute('href')).toBe(
      '/admin/orders/NMW-20261127-0000aaaa',
    );
    expect(cells(/Saldo Awal/)).toEqual(['27 Nov 2026, 10.15', '+46', 'Saldo Awal', '—', '—', 'Sistem', '46']);
  });

  it('asks for the next page of the history', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderAsStaff(<HistoryPage variantId={size.variantId} />, {
      path,
      api: {
        adminStock: () => ({ datas: [size], page: onePage(1) }),
        adminStockMovements: () => ({ datas: [counted], page: onePage(30, 2) }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Halaman 2 dari 2' }));
    expect(calls.filter((c) => c.name === 'adminStockMovements').at(-1)).toMatchObject({
      name: 'adminStockMovements',
      input: { params: { variantId: size.variantId }, query: { page: 2, limit: 25 } },
    });
  });

  it("adjusts the size from its history with the size's current level", async () => {
    const user = userEvent.setup({ delay: null });
    renderAsStaff(<HistoryPage variantId={size.variantId} />, {
      path,
      api: {
        adminStock: () => ({ datas: [size], page: onePage(1) }),
        adminStockMovements: () => ({ datas: [counted], page: onePage(1) }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Ubah Stok' }));
    expect(
      screen.getByRole('dialog', { name: 'Ubah Stok: Tinted Sunscreen SPF 40 30 ml Light' }).textContent,
    ).toContain('Stok dijual sekarang: 45');
  });

  it('says when the size does not exist, and offers a retry when the history fails to load', async () => {
    const { unmount } = renderAsStaff(<HistoryPage variantId={size.variantId} />, {
      path: `/admin/stock/${size.variantId}`,
      api: {
        adminStockMovements: () => {
          throw new ApiError('Ukuran produk tidak ditemukan', 404);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Ukuran produk tidak ditemukan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Coba Lagi' })).toBeNull();
    unmount();

    renderAsStaff(<HistoryPage variantId={size.variantId} />, {
      path: `/admin/stock/${size.variantId}`,
      api: {
        adminStockMovements: () => {
          throw new ApiError('Terjadi Kesalahan Server', 500);
        },
      },
      staff: aStaffMember('gudang'),
    });
    expect(await screen.findByRole('button', { name: 'Coba Lagi' })).toBeTruthy();
  });

  it('says when a size has no movements yet', async () => {
    renderAsStaff(<HistoryPage variantId={size.variantId} />, {
      path,
      api: {
        adminStock: () => ({ datas: [size], page: onePage(1) }),
        adminStockMovements: () => ({ datas: [], page: onePage(0) }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Belum ada riwayat stok' })).toBeTruthy();
  });
});
