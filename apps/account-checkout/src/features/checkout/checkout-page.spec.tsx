import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Checkout } from '@rona/domain';
import { ApiError, apiKeys } from '@rona/api-client';
import { renderWithProviders } from '@rona/ui/testing';
import { CheckoutPage } from './checkout-page';
import { aCheckout, aShipping, paymentCategories, services } from '../../testing/checkout';
import { anAddress } from '../../testing/members';

type Api = Record<string, (input: unknown) => unknown>;
const render = (api: Api, path = '/checkout') =>
  renderWithProviders(<CheckoutPage />, {
    app: 'account-checkout',
    path,
    api,
    routes: [
      { path: '/payment/:method/:invoice', element: <p>payment page</p> },
      { path: '/payment-guest/:uuid', element: <p>guest payment page</p> },
    ],
  });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const login = () => {
  document.cookie = 'SESSION__=tok; path=/';
};

describe('CheckoutPage', () => {
  beforeEach(() => localStorage.setItem('checkout', 'c1'));
  afterEach(() => {
    document.cookie = 'SESSION__=; path=/; max-age=0';
    localStorage.clear();
  });

  it("without a checkout id says 'Checkout Data Tidak Valid' and links back to the cart", async () => {
    localStorage.clear();
    const { calls } = render({});
    expect(await screen.findByText('Checkout Data Tidak Valid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Keranjang' }).getAttribute('href')).toBe('/cart');
    expect(calls).toHaveLength(0);
  });

  it('an expired checkout shows the server message with the way back to the cart', async () => {
    login();
    render({
      checkoutGet: () => {
        throw new ApiError('Checkout sudah kedaluwarsa, silahkan checkout ulang dari keranjang', 410);
      },
    });
    expect(await screen.findByText('Checkout sudah kedaluwarsa, silahkan checkout ulang dari keranjang')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Keranjang' }).getAttribute('href')).toBe('/cart');
  });

  it('without an address: empty state, Pilih Pengiriman and Bayar disabled with the reasons', async () => {
    login();
    render({ checkoutGet: () => aCheckout({ customer: { address: null, point: 0 } }) });
    expect(await screen.findByText('Belum Ada Alamat Pengiriman')).toBeTruthy();
    expect(button('Tambah Alamat')).toBeTruthy();
    expect(button('Pilih Pengiriman')).toHaveProperty('disabled', true);
    expect(screen.getByText('Alamat Pengiriman Belum di set')).toBeTruthy();
    expect(button('Bayar')).toHaveProperty('disabled', true);
    expect(screen.getByText('Belum memiliki alamat pengiriman')).toBeTruthy();
    expect(button('Pilih Pembayaran')).toHaveProperty('disabled', true);
  });

  it('picks a courier in Jenis Pengiriman and shows the summary the server answers', async () => {
    login();
    const { calls } = render({
      checkoutGet: () => aCheckout(),
      shippingPrice: () => ({ services }),
      checkoutUpdate: () =>
        aCheckout({
          shipping: aShipping(),
          summary: { ...aCheckout().summary, shippingAmount: 10_000, grandTotal: 211_000 },
        }),
    });
    expect(await screen.findByText('ALAMAT PENGIRIMAN')).toBeTruthy();
    expect(screen.getByText('Utama')).toBeTruthy();
    expect(screen.getByText('Belum memilih pengiriman')).toBeTruthy();
    expect(button('Bayar')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('checkout-total').textContent).toBe('Rp 201.000');

    fireEvent.click(button('Pilih Pengiriman'));
    const dialog = await screen.findByRole('dialog', { name: 'Jenis Pengiriman' });
    await within(dialog).findByText('JNE - Reguler');
    // The courier group in Indonesian, not the server's code ('regular').
    expect(within(dialog).getByText(/^Reguler · Rp 10\.000 · Estimasi/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pilih' }));
    expect(await screen.findByText('Belum Memilih Pengiriman')).toBeTruthy();
    expect(calls.some((c) => c.name === 'checkoutUpdate')).toBe(false);

    fireEvent.click(within(dialog).getByLabelText('JNE - Reguler'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pilih' }));
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('Rp 211.000'));
    expect(calls.find((c) => c.name === 'checkoutUpdate')?.input).toMatchObject({
      params: { checkoutId: 'c1' },
      body: { shipping: { id: 'jne:REG', insurance: false } },
    });
    expect(calls.find((c) => c.name === 'shippingPrice')?.input).toMatchObject({
      query: { destination: '31.74.07', weight: 200, checkout: 'c1' },
    });
    expect(screen.getByText('Belum Memilih Metode Pembayaran')).toBeTruthy();
    expect(button('Pilih Pembayaran')).toHaveProperty('disabled', false);
  });

  it("a courier that forces insurance ticks and locks the box as 'Wajib Asuransi'", async () => {
    login();
    render({ checkoutGet: () => aCheckout({ shipping: aShipping({ forceInsurance: true, insurance: true }) }) });
    const box = (await screen.findByLabelText('Wajib Asuransi')) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
  });

  it('an optional insurance box sends the choice and shows its price', async () => {
    login();
    const { calls } = render({
      checkoutGet: () => aCheckout({ shipping: aShipping() }),
      checkoutUpdate: () => aCheckout({ shipping: aShipping({ insurance: true }) }),
    });
    const box = (await screen.findByLabelText('Asuransi Pengiriman (Rp 2.500)')) as HTMLInputElement;
    expect(box.disabled).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(calls.find((c) => c.name === 'checkoutUpdate')?.input).toMatchObject({
      body: { shipping: { id: 'jne:REG', insurance: true } },
    });
  });

  it("Daftar Alamat: 'Pilih' makes the address primary for this checkout; only a non-primary one has 'Hapus Alamat', with its question", async () => {
    login();
    const office = anAddress({ id: 'a2', label: 'Kantor', recipientName: 'Budi', primary: false });
    const { calls } = render({
      checkoutGet: () => aCheckout(),
      addressList: () => [anAddress(), office],
      addressSetPrimary: () => [
        { ...office, primary: true },
        { ...anAddress(), primary: false },
      ],
      addressRemove: () => [anAddress()],
      checkoutUpdate: () => aCheckout({ customer: { address: { ...office, primary: true }, point: 5_000 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Daftar Alamat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daftar Alamat' });
    const [primary, other] = await within(dialog).findAllByTestId('checkout-address');
    expect(within(primary).queryByRole('button', { name: 'Hapus Alamat' })).toBeNull();
    expect(within(primary).getByRole('button', { name: 'Dipilih' })).toHaveProperty('disabled', true);

    fireEvent.click(within(other).getByRole('button', { name: 'Hapus Alamat' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hapus Alamat' });
    expect(within(confirm).getByText('Apakah anda ingin menghapus alamat ini ?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Batal' }));
    expect(calls.some((c) => c.name === 'addressRemove')).toBe(false);

    const again = await screen.findByRole('dialog', { name: 'Daftar Alamat' });
    fireEvent.click(within(within(again).getAllByTestId('checkout-address')[1]).getByRole('button', { name: 'Pilih' }));
    expect(await screen.findByText('Berhasil mengganti alamat utama')).toBeTruthy();
    expect(calls.find((c) => c.name === 'addressSetPrimary')?.input).toMatchObject({
      params: { id: 'a2' },
      body: { checkoutId: 'c1' },
    });
    expect(calls.find((c) => c.name === 'checkoutUpdate')?.input).toMatchObject({ body: { addressId: 'a2' } });
    await waitFor(() => expect(screen.getByText('Budi')).toBeTruthy());
  });

  const openPayment = async (checkout: Checkout, api: Api = {}) => {
    const result = render({ checkoutGet: () => checkout, paymentServices: () => paymentCategories, ...api });
    fireEvent.click(await screen.findByRole('button', { name: 'Pilih Pembayaran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pembayaran' });
    await within(dialog).findByText('BCA Virtual Account');
    return { ...result, dialog };
  };

  it('the points toggle is locked when the checkout disables points or the balance is 0, and sends usingPoint otherwise', async () => {
    login();
    const withShipping = aCheckout({ shipping: aShipping() });
    const first = await openPayment({ ...withShipping, disableUsingPoint: true });
    expect(
      within(first.dialog).getByText('Promo / Diskon yang digunakan tidak dapat digabungkan NMW Poin'),
    ).toBeTruthy();
    expect((within(first.dialog).getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    first.unmount();

    const second = await openPayment({ ...withShipping, customer: { ...withShipping.customer, point: 0 } });
    expect((within(second.dialog).getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    second.unmount();

    const third = await openPayment(withShipping, {
      checkoutUpdate: () => ({
        ...withShipping,
        usingPoint: true,
        summary: { ...withShipping.summary, totalPointUsed: 5_000, grandTotal: 206_000 },
      }),
    });
    const toggle = within(third.dialog).getByRole('switch') as HTMLInputElement;
    expect(toggle.disabled).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(third.calls.find((c) => c.name === 'checkoutUpdate')?.input).toMatchObject({ body: { usingPoint: true } });
    expect(within(third.dialog).getByText('NMW Poin Digunakan')).toBeTruthy();
  });

  it('asks for a method before saving, then Bayar creates the order and opens its payment page', async () => {
    login();
    const chosen = aCheckout({ shipping: aShipping(), payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' } });
    const { dialog, calls, router, queryClient } = await openPayment(aCheckout({ shipping: aShipping() }), {
      checkoutUpdate: () => chosen,
      orderCreate: () => ({
        order: { invoice_number: 'NMW-42', status: 'WAITING_PAYMENT', payments: { methode: 'VIRTUAL_ACCOUNT_BCA' } },
      }),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Belum memilih metode pembayaran')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('BCA Virtual Account'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(button('Bayar')).toHaveProperty('disabled', false));
    expect(calls.find((c) => c.name === 'checkoutUpdate')?.input).toMatchObject({
      body: { payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' } },
    });

    queryClient.setQueryData(apiKeys.call('cartList', {}), { products: [] });
    fireEvent.click(button('Bayar'));
    expect(await screen.findByText('payment page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment/virtual-account/NMW-42');
    expect(localStorage.getItem('checkout')).toBeNull();
    // The header's cart count is read again: the bought lines left the member's cart.
    expect(queryClient.getQueryState(apiKeys.call('cartList', {}))?.isInvalidated).toBe(true);
  });

  it("a voucher pick in checkout only says 'Coming Soon'", async () => {
    login();
    const { calls } = render({ checkoutGet: () => aCheckout() });
    fireEvent.click(await screen.findByRole('button', { name: 'Pakai Promo' }));
    expect(await screen.findByText('Coming Soon')).toBeTruthy();
    expect(calls.map((c) => c.name)).toEqual(['checkoutGet']);
  });
});

describe('guest checkout', () => {
  beforeEach(() => localStorage.setItem('checkout', 'g1'));
  afterEach(() => localStorage.clear());

  it("validates the guest's address with the spec's messages and the e-mail", async () => {
    const { calls } = render({
      guestCheckoutGet: () => aCheckout({ id: 'g1', guest: true, customer: { address: null, point: 0 } }),
      provinces: () => [],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Alamat' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Email belum diisi')).toBeTruthy();
    expect(within(dialog).getByText('Nama penerima belum diisi')).toBeTruthy();
    expect(within(dialog).getByText('Provinsi belum diisi')).toBeTruthy();
    expect(within(dialog).getByText('Kecamatan belum diisi atau kota tidak sesuai dengan kecamatan')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'bukan-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Format email tidak valid')).toBeTruthy();
    expect(calls.some((c) => c.name === 'guestCheckoutUpdate')).toBe(false);
  });

  it('has no address list, selection, delete or points toggle, and keeps the guest token of its first update', async () => {
    const guestCheckout = aCheckout({
      id: 'g1',
      guest: true,
      customer: { address: { ...anAddress(), id: 'guest', email: 'tamu@example.com' }, point: 0 },
    });
    const { calls } = render({
      guestCheckoutGet: () => guestCheckout,
      shippingPrice: () => ({ services }),
      guestCheckoutUpdate: () => ({
        ...guestCheckout,
        shipping: aShipping({ id: 'gosend:SAMEDAY', forceInsurance: true, insurance: true }),
        token: 'guest-tok',
      }),
      paymentServices: () => paymentCategories,
    });
    expect(await screen.findByText('tamu@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Daftar Alamat' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ubah' })).toBeTruthy();
    expect(screen.queryByText('Utama')).toBeNull();

    fireEvent.click(button('Pilih Pengiriman'));
    const dialog = await screen.findByRole('dialog', { name: 'Jenis Pengiriman' });
    fireEvent.click(await within(dialog).findByLabelText('GoSend - Same Day'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pilih' }));
    expect(await screen.findByLabelText('Wajib Asuransi')).toBeTruthy();
    expect(calls.find((c) => c.name === 'guestCheckoutUpdate')?.input).toMatchObject({
      params: { checkoutId: 'g1' },
      body: { shipping: { id: 'gosend:SAMEDAY' } },
    });
    expect(localStorage.getItem('GUEST__')).toBe('guest-tok');

    fireEvent.click(button('Pilih Pembayaran'));
    const payment = await screen.findByRole('dialog', { name: 'Pembayaran' });
    await within(payment).findByText('BCA Virtual Account');
    expect(within(payment).queryByRole('switch')).toBeNull();
    expect(within(payment).queryByText('Promo / Diskon yang digunakan tidak dapat digabungkan NMW Poin')).toBeNull();
  });
});
