import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@rona/ui/testing';
import { GUEST_UUID } from '../../testing/orders';
import { TrackingPage } from './tracking-page';

const routes = [{ path: '/tracking-order/:uuid?', element: <TrackingPage /> }];

describe('Lacak Pesanan without the link (issue 16)', () => {
  it('finds the order by invoice + e-mail or phone and opens its tracking page', async () => {
    const { calls, router } = renderWithProviders(null, {
      app: 'account-checkout',
      path: '/tracking-order',
      routes,
      api: {
        guestOrderLookup: () => ({ uuid: GUEST_UUID, invoice: 'NMW-20261123-AB12CD34' }),
        guestOrder: () => new Promise(() => {}),
      },
    });
    // Spec 2 §5: without an id the page answers 'Pesanan Tidak Ditemukan', the lookup form under it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Lacak Pesanan' })).toBeTruthy();
    const missing = screen.getByRole('heading', { level: 2, name: 'Pesanan Tidak Ditemukan' });
    const form = screen.getByTestId('order-lookup');
    expect(missing.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Lacak Pesanan' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Nomor Invoice/), { target: { value: ' nmw-20261123-ab12cd34 ' } });
    fireEvent.change(screen.getByLabelText(/Email atau Nomor Telepon/), { target: { value: 'tamu@contoh.id' } });
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tracking-order/${GUEST_UUID}`));
    expect(calls.filter((c) => c.name === 'guestOrderLookup')).toEqual([
      { name: 'guestOrderLookup', input: { body: { invoice: 'nmw-20261123-ab12cd34', contact: 'tamu@contoh.id' } } },
    ]);
  });
});
