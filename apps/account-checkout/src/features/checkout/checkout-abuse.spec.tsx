import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@rona/api-client';
import { renderWithProviders } from '@rona/ui/testing';
import { CheckoutPage } from './checkout-page';
import { aCheckout, aShipping, services } from '../../testing/checkout';

// Issue 11 on the checkout page: insurance only when chosen, the total on screen, 'Bayar' once.

type Api = Record<string, (input: unknown) => unknown>;
const render = (api: Api) =>
  renderWithProviders(<CheckoutPage />, {
    app: 'account-checkout',
    path: '/checkout',
    api,
    routes: [{ path: '/payment/:method/:invoice', element: <p>payment page</p> }],
  });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const ready = () => aCheckout({ shipping: aShipping(), payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' } });
const placed = {
  order: { invoice_number: 'NMW-42', status: 'WAITING_PAYMENT', payments: { methode: 'VIRTUAL_ACCOUNT_BCA' } },
};

describe('checkout page against abuse', () => {
  beforeEach(() => {
    localStorage.setItem('checkout', 'c1');
    document.cookie = 'SESSION__=tok; path=/';
  });
  afterEach(() => {
    document.cookie = 'SESSION__=; path=/; max-age=0';
    localStorage.clear();
  });

  it("after a courier with 'Wajib Asuransi', a newly chosen optional one is sent without insurance", async () => {
    const forced = aShipping({
      id: 'gosend:SAMEDAY',
      shippingAgency: 'GoSend',
      serviceName: 'Same Day',
      forceInsurance: true,
      insurance: true,
    });
    const { calls } = render({
      checkoutGet: () => aCheckout({ shipping: forced }),
      shippingPrice: () => ({ services }),
      checkoutUpdate: () => aCheckout({ shipping: aShipping() }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ganti Pengiriman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jenis Pengiriman' });
    fireEvent.click(await within(dialog).findByLabelText('JNE - Reguler'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pilih' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'checkoutUpdate')?.input).toMatchObject({
        body: { shipping: { id: 'jne:REG', insurance: false } },
      }),
    );
  });

  it('a changed total is shown, not charged: the fresh summary and the message, no payment page', async () => {
    const fresh = ready();
    fresh.summary = { ...fresh.summary, grandTotal: 213_270 };
    const message =
      'Total pembayaran berubah menjadi Rp 213.270. Silahkan periksa kembali rincian pembayaran sebelum membayar';
    const { calls } = render({
      checkoutGet: () => ready(),
      paymentServices: () => [],
      orderCreate: () => {
        throw new ApiError(message, 409, [{ message }], fresh);
      },
    });
    await waitFor(() => expect(button('Bayar')).toHaveProperty('disabled', false));
    const shown = screen.getByTestId('checkout-total').textContent;
    fireEvent.click(button('Bayar'));
    expect((await screen.findByTestId('checkout-total-changed')).textContent).toBe(message);
    expect(screen.getByTestId('checkout-total').textContent).toBe('Rp 213.270');
    expect(shown).not.toBe('Rp 213.270');
    expect(calls.find((c) => c.name === 'orderCreate')?.input).toMatchObject({
      body: { checkoutId: 'c1', grandTotal: ready().summary.grandTotal },
    });
    expect(screen.queryByText('payment page')).toBeNull();
  });

  it("a double click on 'Bayar' sends one request and opens the payment page", async () => {
    let release: (v: unknown) => void = () => undefined;
    const { calls } = render({
      checkoutGet: () => ready(),
      paymentServices: () => [],
      orderCreate: () => new Promise((r) => (release = r)),
    });
    await waitFor(() => expect(button('Bayar')).toHaveProperty('disabled', false));
    fireEvent.click(button('Bayar'));
    fireEvent.click(button('Bayar'));
    await waitFor(() => expect(calls.some((c) => c.name === 'orderCreate')).toBe(true));
    fireEvent.click(button('Bayar'));
    release(placed);
    expect(await screen.findByText('payment page')).toBeTruthy();
    expect(calls.filter((c) => c.name === 'orderCreate')).toHaveLength(1);
  });
});
