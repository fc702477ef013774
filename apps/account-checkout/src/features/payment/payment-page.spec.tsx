import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { focusManager, type QueryClient } from '@tanstack/react-query';
import { ApiError, PAYMENT_POLL_MS } from '@rona/api-client';
import type { PaymentData } from '@rona/domain';
import { createTestQueryClient, renderWithProviders } from '@rona/ui/testing';
import { openExternal } from './external-redirect';
import { GuestPaymentPage, MemberPaymentPage } from './payment-page';
import { aDetail, aPayment, HOURS_23, inFuture } from '../../testing/payments';

vi.mock('./external-redirect', () => ({ openExternal: vi.fn() }));

const services = [
  {
    category: 'Virtual Account',
    methods: [
      { code: 'VIRTUAL_ACCOUNT_BCA', name: 'BCA Virtual Account', photo: '/bca.png', method: 'VIRTUAL_ACCOUNT' },
    ],
  },
];
const UUID = '5f0c6f1e-8d7a-4d0e-9a57-1b2c3d4e5f60';
const elsewhere = [
  { path: '/user/activity', element: <p>activity page</p> },
  { path: '/tracking-order/:uuid', element: <p>tracking page</p> },
];
const renderMember = (
  answer: () => PaymentData,
  extra: Record<string, (input: unknown) => unknown> = {},
  queryClient?: QueryClient,
) =>
  renderWithProviders(<MemberPaymentPage />, {
    queryClient,
    app: 'account-checkout',
    path: '/payment/virtual-account/NMW-20261123-0A1B2C3D',
    routes: [{ path: '/payment/:method/:invoice', element: <MemberPaymentPage /> }, ...elsewhere],
    api: { orderPayment: answer, paymentServices: () => services, ...extra },
  });
const renderGuest = (answer: () => PaymentData) =>
  renderWithProviders(<GuestPaymentPage />, {
    app: 'account-checkout',
    path: `/payment-guest/${UUID}`,
    routes: [{ path: '/payment-guest/:uuid', element: <GuestPaymentPage /> }, ...elsewhere],
    api: { guestOrderPayment: answer, paymentServices: () => services },
  });

describe('payment-waiting pages', () => {
  beforeEach(() => {
    document.cookie = 'SESSION__=tok; path=/';
  });
  afterEach(() => {
    document.cookie = 'SESSION__=; path=/; max-age=0';
    localStorage.clear();
    vi.mocked(openExternal).mockClear();
  });

  it('virtual account: bank, VA number with Salin, total, invoice, an hh mm ss countdown and the steps per channel', async () => {
    const { calls } = renderMember(() => aPayment());
    expect(await screen.findByTestId('payment-va-number')).toHaveProperty('textContent', '3935812345678901');
    expect(await screen.findByText('BCA Virtual Account')).toHaveProperty('dataset.testid', 'payment-channel');
    expect(screen.getByRole('button', { name: 'Salin Nomor Virtual Account' }).textContent).toBe('Salin');
    expect(screen.getByTestId('payment-total').textContent).toBe('Rp 154.500');
    expect(screen.getByTestId('payment-invoice').textContent).toBe('NMW-20261123-0A1B2C3D');
    expect(screen.getByRole('timer').textContent).toMatch(/^23 jam 59 menit \d\d detik$/);
    expect(screen.getByRole('button', { name: 'ATM BCA' })).toBeTruthy();
    expect(screen.getByText('Masukkan kartu ATM dan PIN')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'BCA Mobile' }).getAttribute('aria-expanded')).toBe('false');
    expect(calls[0]).toMatchObject({ name: 'orderPayment', input: { params: { invoice: 'NMW-20261123-0A1B2C3D' } } });
    // A real provider's payment has no tester page.
    expect(screen.queryByTestId('payment-sandbox')).toBeNull();
  });

  it("the built-in provider's number comes with a link to its page where a tester pays it", async () => {
    renderMember(() =>
      aPayment({
        detail: aDetail({
          virtual_account_info: { virtual_account_number: '3935812345678901', expired_date: inFuture(HOURS_23) },
          sandbox_payment_page: { url: '/api/payment-sandbox/p1' },
        }),
      }),
    );
    const link = await screen.findByRole('link', { name: 'Bayar di Simulator Pembayaran' });
    expect(link.getAttribute('href')).toBe('/api/payment-sandbox/p1');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('member links: how to pay, the unpaid list, shopping again and the invoice', async () => {
    renderMember(() => aPayment());
    const nav = await screen.findByRole('navigation', { name: 'Menunggu Pembayaran' });
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Lihat Cara Bayar')).toBe('#cara-bayar');
    expect(href('Daftar Belum Dibayar')).toBe('/user/activity?action=payment_waiting');
    expect(href('Belanja Lagi')).toBe('/products');
    expect(href('Lihat Invoice')).toBe('/invoice/NMW-20261123-0A1B2C3D');
  });

  it('pay-at-store: the store and its code with Salin; under an hour the countdown is mm:ss', async () => {
    renderMember(() =>
      aPayment({
        methode: 'ONLINE_TO_OFFLINE_ALFAMART',
        detail: aDetail({
          online_to_offline_info: { payment_code: '8887012345678901', expired_date: inFuture(10 * 60_000) },
        }),
      }),
    );
    expect(await screen.findByTestId('payment-store-code')).toHaveProperty('textContent', '8887012345678901');
    // Not in the services list: the code's tail names the store.
    expect(screen.getByTestId('payment-channel').textContent).toBe('ALFAMART');
    expect(screen.getByRole('button', { name: 'Salin Kode Pembayaran' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^(10:00|09:5\d)$/);
  });

  it('credit card: a link to the hosted payment page, with a deadline and countdown like the others', async () => {
    renderMember(() =>
      aPayment({
        methode: 'CREDIT_CARD',
        detail: aDetail({
          credit_card_payment_page: { url: 'https://pay.example/card/1', expired_date: inFuture(HOURS_23) },
        }),
      }),
    );
    const link = await screen.findByRole('link', { name: 'Bayar dengan Kartu Kredit' });
    expect(link.getAttribute('href')).toBe('https://pay.example/card/1');
    expect(screen.getByRole('timer').textContent).toMatch(/^23 jam 59 menit \d\d detik$/);
    expect(screen.getByText(/^Batas akhir pembayaran/)).toBeTruthy();
  });

  it("ShopeePay: the browser goes to the provider's redirect URL", async () => {
    renderMember(() =>
      aPayment({
        methode: 'EMONEY_SHOPEE_PAY',
        detail: aDetail({ shopeepay_payment: { status: 'PENDING', redirect_url_http: 'https://pay.example/spay/1' } }),
      }),
    );
    expect(await screen.findByRole('link', { name: 'Buka ShopeePay' })).toBeTruthy();
    expect(openExternal).toHaveBeenCalledWith('https://pay.example/spay/1');
  });

  it("the countdown ends in 'Payment Expired' and asks the server again", async () => {
    let asked = 0;
    renderMember(() => {
      asked += 1;
      return aPayment({
        detail: aDetail({
          virtual_account_info: { virtual_account_number: '3935812345678901', expired_date: inFuture(1_200) },
        }),
      });
    });
    expect(await screen.findByRole('timer')).toHaveProperty('textContent', '00:02');
    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('Payment Expired'), { timeout: 3_000 });
    await waitFor(() => expect(asked).toBeGreaterThan(1));
  });

  it('a member whose order is no longer payable goes to the transaction tab', async () => {
    const { router } = renderMember(() => aPayment({ status: 'WAITING_CONFIRM' }));
    expect(await screen.findByText('activity page')).toBeTruthy();
    expect(router.state.location.search).toBe('?action=transaction');
    expect(screen.queryByTestId('payment-va-number')).toBeNull();
  });

  it('a payment made elsewhere shows up on focus: the page then leaves for the transaction tab', async () => {
    let status: PaymentData['status'] = 'WAITING_PAYMENT';
    // As in the app: queries do not refetch on focus unless they ask to.
    const queryClient = createTestQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } });
    const { router } = renderMember(() => aPayment({ status }), {}, queryClient);
    await screen.findByTestId('payment-va-number');
    status = 'WAITING_CONFIRM';
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText('activity page')).toBeTruthy();
    expect(router.state.location.search).toBe('?action=transaction');
    focusManager.setFocused(undefined);
  });

  it('the open page asks again every few seconds, so a payment made elsewhere shows up without focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let status: PaymentData['status'] = 'WAITING_PAYMENT';
      const { router } = renderMember(() => aPayment({ status }));
      await screen.findByTestId('payment-va-number');
      status = 'WAITING_CONFIRM';
      await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS + 100));
      expect(await screen.findByText('activity page')).toBeTruthy();
      expect(router.state.location.search).toBe('?action=transaction');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a guest whose order is no longer payable loses the local cart and checkout id and goes to the tracking page', async () => {
    localStorage.setItem('carts', JSON.stringify({ products: [{ id: 'v1' }] }));
    localStorage.setItem('checkout', 'c1');
    const { router } = renderGuest(() => aPayment({ uuid: UUID, status: 'EXPIRED' }));
    expect(await screen.findByText('tracking page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/tracking-order/${UUID}`);
    expect(localStorage.getItem('carts')).toBeNull();
    expect(localStorage.getItem('checkout')).toBeNull();
  });

  it('a guest sees the view with tracking and invoice links, keeps the cart while unpaid, and cannot cancel', async () => {
    localStorage.setItem('checkout', 'c1');
    const { calls } = renderGuest(() => aPayment({ uuid: UUID }));
    await screen.findByTestId('payment-va-number');
    expect(screen.getByRole('link', { name: 'Lacak Pesanan' }).getAttribute('href')).toBe(`/tracking-order/${UUID}`);
    expect(screen.getByRole('link', { name: 'Lihat Invoice' }).getAttribute('href')).toBe(
      `/invoice/NMW-20261123-0A1B2C3D?uuid=${UUID}`,
    );
    expect(screen.queryByRole('button', { name: 'Batalkan Pembayaran' })).toBeNull();
    expect(localStorage.getItem('checkout')).toBe('c1');
    expect(calls[0]).toMatchObject({ name: 'guestOrderPayment', input: { query: { search: UUID } } });
  });

  it('cancel asks first, then cancels, says so and returns to the activity page', async () => {
    const { calls, router } = renderMember(() => aPayment(), {
      orderCancel: () => ({ invoice: 'NMW-20261123-0A1B2C3D', status: 'CANCEL', point: 0 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Batalkan Pembayaran' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Pembayaran akan dibatalkan, apakah ingin melanjutkan ?')).toBeTruthy();
    expect(calls.some((c) => c.name === 'orderCancel')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));
    expect(await screen.findByText('Transkasi NMW-20261123-0A1B2C3D Berhasil Dibatalkan')).toBeTruthy();
    expect(await screen.findByText('activity page')).toBeTruthy();
    expect(router.state.location.search).toBe('?action=transaction');
    expect(calls.find((c) => c.name === 'orderCancel')?.input).toEqual({
      params: { invoice: 'NMW-20261123-0A1B2C3D' },
    });
  });

  it('an unknown or foreign invoice shows the server message', async () => {
    renderMember(() => {
      throw new ApiError('Invoice Tidak Ditemukan', 404);
    });
    expect(await screen.findByText('Invoice Tidak Ditemukan')).toBeTruthy();
  });

  it('without a session: the login message and no call', async () => {
    document.cookie = 'SESSION__=; path=/; max-age=0';
    const { calls } = renderMember(() => aPayment());
    expect(await screen.findByText('Sesi Berakhir Silahkan Login Kembali')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe('/login');
    expect(calls).toHaveLength(0);
  });

  it('shows a skeleton while loading', async () => {
    renderMember(() => new Promise<PaymentData>(() => undefined) as unknown as PaymentData);
    expect(await screen.findByTestId('payment-skeleton')).toBeTruthy();
  });
});
