import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@rona/api-client';
import { renderWithProviders } from '@rona/ui/testing';
import { aPaymentServiceList } from '../../testing/payments';
import { aGuestOrder, GUEST_UUID, INVOICE } from '../../testing/orders';
import { InvoicePage } from './invoice-page';

const routes = [{ path: '/invoice/:invoice', element: <InvoicePage /> }];
const open = (path: string, api: Record<string, (input: unknown) => unknown> = {}) =>
  renderWithProviders(null, {
    app: 'account-checkout',
    path,
    routes,
    api: { paymentServices: aPaymentServiceList, ...api },
  });
const guestPath = `/invoice/${INVOICE}?uuid=${GUEST_UUID}`;
const lineLabels = () =>
  within(screen.getByTestId('invoice-payments'))
    .getAllByRole('term')
    .map((dt) => dt.textContent);

afterEach(() => {
  document.cookie = 'SESSION__=; path=/; max-age=0';
  vi.unstubAllGlobals();
});

describe('printable invoice', () => {
  it("a guest's unpaid order: 'BELUM LUNAS', recipient, destination, courier, products and only the lines above 0", async () => {
    const { calls } = open(guestPath, { guestOrder: () => aGuestOrder() });
    expect(screen.getByRole('status').textContent).toBe('Memuat Invoice...');
    expect((await screen.findByTestId('invoice-watermark')).textContent).toBe('BELUM LUNAS');
    expect(screen.getByText('Tamu Rona')).toBeTruthy();
    expect(screen.getByText('JNE - REG')).toBeTruthy();
    expect(screen.getByText(/Kebayoran Baru, Kota Administrasi Jakarta Selatan/)).toBeTruthy();
    // The phone as a person reads it, not as stored ('081298765432').
    expect(screen.getByText(/0812-9876-5432/)).toBeTruthy();
    const row = screen.getByRole('row', { name: /Serum Cerah/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Serum Cerah', '30 ml', '80 gr', '2', 'Rp 125.000', 'Rp 250.000']);
    expect(lineLabels()).toEqual(['Total Harga Produk', 'Ongkos Kirim', 'Biaya Layanan', 'Total Pembayaran']);
    expect(calls.map((c) => c.name)).toEqual(['guestOrder', 'paymentServices']);
  });

  it("names the payment method as the payment service lists it ('Alfamart', not the code)", async () => {
    open(guestPath, { guestOrder: () => aGuestOrder({}, { methode: 'ONLINE_TO_OFFLINE_ALFA' }) });
    expect(await screen.findByText('Alfamart')).toBeTruthy();
    expect(screen.queryByText(/ONLINE TO OFFLINE/)).toBeNull();
  });

  it('shows discounts, insurance and points when above 0, as deductions', async () => {
    open(guestPath, {
      guestOrder: () =>
        aGuestOrder(
          { status: 'DELIVERED' },
          {
            totalDiscountPrice: 25_000,
            totalDiscountShipping: 8_000,
            totalServiceInsurance: 1_500,
            totalPointUsed: 2_000,
          },
        ),
    });
    expect((await screen.findByTestId('invoice-watermark')).textContent).toBe('LUNAS');
    expect(lineLabels()).toEqual([
      'Total Harga Produk',
      'Diskon Produk',
      'Ongkos Kirim',
      'Diskon Ongkos Kirim',
      'Asuransi Pengiriman',
      'Biaya Layanan',
      'NMW Poin Digunakan',
      'Total Pembayaran',
    ]);
    expect(screen.getByText('-Rp 25.000')).toBeTruthy();
    expect(screen.getByText('-Rp 2.000')).toBeTruthy();
  });

  it.each([
    ['PENDING', 'BELUM LUNAS'],
    ['EXPIRED', 'DIBATALKAN'],
    ['FAILED', 'DIBATALKAN'],
    ['CANCEL', 'DIBATALKAN'],
    ['SUCCESS', 'LUNAS'],
  ] as const)('%s is stamped %s', async (status, watermark) => {
    open(guestPath, { guestOrder: () => aGuestOrder({ status }) });
    expect((await screen.findByTestId('invoice-watermark')).textContent).toBe(watermark);
  });

  it('the print button opens the browser print dialog', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print); // happy-dom has no window.print
    open(guestPath, { guestOrder: () => aGuestOrder() });
    fireEvent.click(await screen.findByRole('button', { name: 'Cetak Invoice' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('a member reads the invoice by its number with the session', async () => {
    document.cookie = 'SESSION__=tok; path=/';
    const { calls } = open(`/invoice/${INVOICE}`, { orderDetail: () => aGuestOrder({ uuid: null, status: 'CANCEL' }) });
    expect((await screen.findByTestId('invoice-watermark')).textContent).toBe('DIBATALKAN');
    expect(calls.find((c) => c.name === 'orderDetail')?.input).toMatchObject({ params: { invoice: INVOICE } });
  });

  it("without a session and without a uuid: 'Invoice Tidak Valid', nothing asked", () => {
    const { calls } = open(`/invoice/${INVOICE}`);
    expect(screen.getByRole('heading', { name: 'Invoice Tidak Valid' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("another invoice number with the guest's uuid, or an unknown one: 'Tidak Ditemukan'", async () => {
    open(`/invoice/NMW-20260101-00000000?uuid=${GUEST_UUID}`, { guestOrder: () => aGuestOrder() });
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeTruthy();
    expect(screen.queryByTestId('invoice-watermark')).toBeNull();
  });

  it("a member's unknown invoice: 'Tidak Ditemukan'", async () => {
    document.cookie = 'SESSION__=tok; path=/';
    open(`/invoice/${INVOICE}`, {
      orderDetail: () => {
        throw new ApiError('Invoice Tidak Ditemukan', 404);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeTruthy();
  });
});
