import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@rona/api-client';
import type { AdminDashboard } from '@rona/domain';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { DashboardPage } from './dashboard-page';

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  orders: i === 29 ? 3 : 1,
  revenue: i === 29 ? 350_000 : 100_000,
}));
const everything: AdminDashboard = {
  at: '2026-11-30T03:00:00.000Z',
  sales: {
    date: '2026-11-30',
    today: { orders: 3, revenue: 350_000 },
    lastWeek: { date: '2026-11-23', orders: 1, revenue: 75_000 },
  },
  waiting: [
    { tab: 'confirm', count: 4, oldestSince: '2026-11-29T03:00:00.000Z' },
    { tab: 'process', count: 2, oldestSince: '2026-11-28T04:00:00.000Z' },
    { tab: 'courier', count: 0, oldestSince: null },
    { tab: 'refund', count: 1, oldestSince: '2026-11-27T00:00:00.000Z' },
  ],
  lateShipments: { count: 2, oldestShipBy: '2026-11-27T16:59:59.999Z', tab: 'process' },
  refundsDue: { count: 1, oldestSince: '2026-11-27T00:00:00.000Z' },
  lowStock: { low: 5, out: 1 },
  paymentsWaiting: { count: 6, amount: 1_234_000 },
  failedMessages: { count: 2 },
  days,
};
/** What the API answers Gudang: no refunds due (refunds:approve). */
const { refundsDue: _r, ...forGudang } = everything;

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('DashboardPage', () => {
  it('shows the owner every number, each linking to the list behind it', async () => {
    renderAsStaff(<DashboardPage />, {
      path: '/admin',
      staff: aStaffMember('pemilik'),
      api: { adminDashboard: () => everything },
    });
    expect(await screen.findByRole('link', { name: 'Pesanan Dibayar Hari Ini: 3' })).toBeTruthy();
    expect(href('Pesanan Dibayar Hari Ini: 3')).toBe('/admin/orders?from=2026-11-30&to=2026-11-30');
    expect(screen.getByText('naik · 1 pada Senin lalu (jam yang sama)')).toBeTruthy();
    expect(screen.getByText('Rp 350.000')).toBeTruthy();
    expect(href('Perlu Dikonfirmasi: 4')).toBe('/admin/orders?tab=confirm');
    expect(href('Perlu Diproses: 2')).toBe('/admin/orders?tab=process');
    expect(href('Siap Dikirim: 0')).toBe('/admin/orders?tab=courier');
    expect(href('Terlambat Dikirim: 2')).toBe('/admin/orders?tab=process&sort=ship-by');
    expect(href('Pengembalian Dana Perlu Diputuskan: 1')).toBe('/admin/orders?tab=refund');
    expect(href('Stok Menipis (≤ 10): 5 ukuran')).toBe('/admin/stock?filter=low');
    expect(href('Stok Habis: 1 ukuran')).toBe('/admin/stock?filter=out');
    expect(screen.getByText('Total Rp 1.234.000')).toBeTruthy();
    expect(href('Menunggu Pembayaran: 6')).toBe('/admin/orders?tab=unpaid');
    expect(href('Pesan Gagal Terkirim: 2')).toBe('/admin/messages/failed');
    expect(screen.getByText(/32 pesanan dibayar, pendapatan Rp 3\.250\.000/)).toBeTruthy();
    // The owner holds `export`.
    expect(screen.getByRole('button', { name: 'Ekspor Pesanan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ekspor Riwayat Stok' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ekspor Produk' })).toBeTruthy();
  });

  it('shows Gudang only the parts it was answered, and no export', async () => {
    renderAsStaff(<DashboardPage />, {
      path: '/admin',
      staff: aStaffMember('gudang'),
      api: { adminDashboard: () => forGudang },
    });
    expect(await screen.findByRole('link', { name: 'Terlambat Dikirim: 2' })).toBeTruthy();
    expect(screen.queryByText('Pengembalian Dana Perlu Diputuskan')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ekspor Pesanan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ekspor Riwayat Stok' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ekspor Produk' })).toBeNull();
  });

  it('tells a role without any part so, instead of zeros', async () => {
    renderAsStaff(<DashboardPage />, {
      path: '/admin',
      staff: aStaffMember('katalog'),
      api: { adminDashboard: () => ({ at: everything.at }) },
    });
    expect(await screen.findByText('Belum ada ringkasan untuk peran Anda')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('0')).toBeNull();
  });

  it("shows a failed load with 'Coba Lagi', which asks again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderAsStaff(<DashboardPage />, {
      path: '/admin',
      staff: aStaffMember('pemilik'),
      api: {
        adminDashboard: () => {
          calls += 1;
          if (calls === 1) throw new ApiError('Terjadi Kesalahan Server', 500);
          return everything;
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('link', { name: 'Pesanan Dibayar Hari Ini: 3' })).toBeTruthy();
  });

  it('opens the export with a date range and status for Keuangan, refusing an end before the start', async () => {
    const user = userEvent.setup();
    renderAsStaff(<DashboardPage />, {
      path: '/admin',
      staff: aStaffMember('keuangan'),
      api: { adminDashboard: () => everything },
    });
    await user.click(await screen.findByRole('button', { name: 'Ekspor Pesanan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ekspor Pesanan (CSV)' });
    const from = within(dialog).getByLabelText('Dari tanggal');
    await user.clear(from);
    await user.type(from, '2026-12-01');
    expect(within(dialog).getByText('Tanggal akhir tidak boleh sebelum tanggal awal')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Unduh CSV' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('option', { name: 'Menunggu Pick Up Kurir' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));

    // The stock ledger's export asks for dates only.
    await user.click(screen.getByRole('button', { name: 'Ekspor Riwayat Stok' }));
    const stock = await screen.findByRole('dialog', { name: 'Ekspor Riwayat Stok (CSV)' });
    expect(within(stock).getByLabelText('Dari tanggal')).toBeTruthy();
    expect(within(stock).queryByLabelText('Status')).toBeNull();
  });
});
