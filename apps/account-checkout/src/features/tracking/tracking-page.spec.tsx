import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@rona/api-client';
import { renderWithProviders } from '@rona/ui/testing';
import { anEvent, aGuestOrder, GUEST_UUID, INVOICE } from '../../testing/orders';
import { TrackingPage } from './tracking-page';

const routes = [{ path: '/tracking-order/:uuid', element: <TrackingPage /> }];
const open = (api: Record<string, (input: unknown) => unknown>, uuid = GUEST_UUID) =>
  renderWithProviders(null, { app: 'account-checkout', path: `/tracking-order/${uuid}`, routes, api });

const events = [
  anEvent('WAITING_PAYMENT', 'Menunggu Pembayaran', '2026-11-20T01:00:00.000Z'),
  anEvent('DELIVERED', 'Berhasil Dikirim', '2026-11-22T01:00:00.000Z', { receiver: 'Tamu Rona' }),
  anEvent('SHIPPED', 'Pesanan Dalam Perjalanan', '2026-11-21T01:00:00.000Z', { driver: 'Budi' }),
];

afterEach(() => vi.restoreAllMocks());

describe('Lacak Pesanan', () => {
  it('shows the order, its address and courier, the waiting badge, the save note and the events newest first', async () => {
    const { calls } = open({ guestOrder: () => aGuestOrder(), orderTracking: () => events });
    expect(await screen.findByRole('heading', { name: INVOICE })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Lacak Pesanan' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Simpan tautan halaman ini');
    const badge = screen.getByTestId('payment-badge');
    expect([badge.dataset.kind, badge.textContent]).toEqual(['waiting', 'Menunggu Pembayaran']);
    expect(screen.queryByTestId('order-status')).toBeNull();
    expect(screen.getByText('Serum Cerah')).toBeTruthy();
    expect(screen.getByText('Ukuran 30 ml · 2 x Rp 125.000')).toBeTruthy();
    expect(screen.getByText('JNE - REG')).toBeTruthy();
    expect(screen.getByText('Jl. Melati No. 5')).toBeTruthy();
    expect(screen.getByText('Rp 269.000')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lanjutkan Pembayaran' }).getAttribute('href')).toBe(
      `/payment-guest/${GUEST_UUID}`,
    );
    expect(screen.getByRole('link', { name: 'Lihat Invoice' }).getAttribute('href')).toBe(
      `/invoice/${INVOICE}?uuid=${GUEST_UUID}`,
    );

    const list = await screen.findByTestId('tracking-events');
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')?.textContent);
    expect(items).toEqual(['Berhasil Dikirim', 'Pesanan Dalam Perjalanan', 'Menunggu Pembayaran']);
    expect(within(list).getByText('Diterima oleh Tamu Rona')).toBeTruthy();
    expect(within(list).getByText('Kurir: Budi')).toBeTruthy();
    expect(calls.find((c) => c.name === 'guestOrder')?.input).toMatchObject({ query: { search: GUEST_UUID } });
    expect(calls.find((c) => c.name === 'orderTracking')?.input).toMatchObject({
      query: { order_id: INVOICE, uuid: GUEST_UUID },
    });
  });

  it.each([
    ['WAITING_CONFIRM', 'paid', 'Sudah Dibayar', 'Menunggu Konfirmasi Penjual'],
    ['SHIPPED', 'paid', 'Sudah Dibayar', 'Pesanan Dalam Perjalanan'],
    ['EXPIRED', 'expired', 'Pembayaran Kadaluarsa', null],
    ['FAILED', 'failed', 'Pembayaran Gagal', 'Pesanan Batal'],
    ['REQUEST_REFUND', 'refund', 'Dana Dikembalikan', 'Pengajuan Pengembalian Dana'],
  ] as const)(
    '%s shows the %s badge, its status when it reads differently, and no pay link',
    async (status, kind, label, statusLabel) => {
      open({ guestOrder: () => aGuestOrder({ status }), orderTracking: () => [] });
      const badge = await screen.findByTestId('payment-badge');
      expect([badge.dataset.kind, badge.textContent]).toEqual([kind, label]);
      expect(screen.queryByTestId('order-status')?.textContent ?? null).toBe(statusLabel);
      expect(screen.queryByRole('link', { name: 'Lanjutkan Pembayaran' })).toBeNull();
      expect(await screen.findByText('Belum ada riwayat pengiriman')).toBeTruthy();
    },
  );

  it('copies the page address and says so on the button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open({ guestOrder: () => aGuestOrder(), orderTracking: () => events });
    fireEvent.click(await screen.findByRole('button', { name: 'Salin Tautan' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tautan berhasil disalin' })).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it("an unknown uuid reads 'Pesanan Tidak Ditemukan' and asks for no tracking", async () => {
    const { calls } = open({
      guestOrder: () => {
        throw new ApiError('Pesanan Tidak Ditemukan', 404);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Pesanan Tidak Ditemukan' })).toBeTruthy();
    expect(calls.map((c) => c.name)).toEqual(['guestOrder']);
  });
});
