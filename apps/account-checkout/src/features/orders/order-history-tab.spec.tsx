import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@rona/ui/testing';
import { aPaymentServiceList } from '../../testing/payments';
import { aMember } from '../../testing/members';
import { aBank, anOrder, anOrderDetail, ordersPage } from '../../testing/orders';
import { OrderHistoryTab } from './order-history-tab';

const searchCalls = (calls: { name: string; input: unknown }[]) =>
  calls.filter((c) => c.name === 'orderSearch').map((c) => (c.input as { query: Record<string, unknown> }).query);

describe('order history tab', () => {
  it('asks for Semua by default, 3 a page, and shows invoice, status label, total without service price', async () => {
    const { calls } = renderWithProviders(<OrderHistoryTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=transaction',
      api: { profile: () => aMember(), orderSearch: () => ordersPage([anOrder()]) },
    });
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByText('No. Invoice NMW-20261123-0000aaaa')).toBeTruthy();
    expect(within(card).getByText('Menunggu Konfirmasi Penjual')).toBeTruthy();
    expect(within(card).getByTestId('order-total').textContent).toBe('Rp 114.000');
    expect(searchCalls(calls)[0]).toEqual({
      status:
        'WAITING_CONFIRM,WAITING,PROCESS,WAITING_COURIER,SHIPPED,DELIVERED,REQUEST_REFUND,REFUND_APPROVED,SUCCESS',
      page: 1,
      limit: 3,
    });
  });

  it('keeps tab and Berlangsung sub-filter in the URL and asks for their statuses', async () => {
    const { calls, router } = renderWithProviders(<OrderHistoryTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=transaction&page=2',
      api: { profile: () => aMember(), orderSearch: () => ordersPage([]) },
    });
    expect(await screen.findByText('Oops, nggak ada transaksi sesuai dengan filter kamu.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Berlangsung' }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=transaction&menu=ongoing'));
    fireEvent.click(await screen.findByText('Dikirim'));
    await waitFor(() => expect(router.state.location.search).toBe('?action=transaction&menu=ongoing&sub=shipped'));
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)).toMatchObject({ status: 'WAITING_COURIER,SHIPPED', page: 1 }),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Tidak Berhasil' }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=transaction&menu=failed'));
    await waitFor(() => expect(searchCalls(calls).at(-1)).toMatchObject({ status: 'FAILED,CANCEL,EXPIRED' }));
  });

  it('reads the sub-filter, search and date from the URL; a search starts again on page 1', async () => {
    const { calls, router } = renderWithProviders(<OrderHistoryTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=transaction&menu=ongoing&sub=refund&date=2026-11-20&page=3',
      api: { profile: () => aMember(), orderSearch: () => ordersPage([anOrder()], 3, 3) },
    });
    await screen.findByTestId('order-card');
    expect(searchCalls(calls)[0]).toEqual({
      status: 'REQUEST_REFUND,REFUND_APPROVED',
      page: 3,
      limit: 3,
      date: '2026-11-20',
    });
    fireEvent.change(screen.getByLabelText('Cari transaksi'), { target: { value: ' serum ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?action=transaction&menu=ongoing&sub=refund&search=serum&date=2026-11-20',
      ),
    );
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)).toEqual({
        status: 'REQUEST_REFUND,REFUND_APPROVED',
        page: 1,
        limit: 3,
        search: 'serum',
        date: '2026-11-20',
      }),
    );
  });

  it('pages with the shared pagination, keeping the filters', async () => {
    const { calls, router } = renderWithProviders(<OrderHistoryTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=transaction&menu=success',
      api: {
        profile: () => aMember(),
        orderSearch: (input) => {
          const page = (input as { query: { page: number } }).query.page;
          return ordersPage(
            [anOrder({ invoice: `NMW-P${page}`, invoice_number: `NMW-P${page}`, status: 'SUCCESS' })],
            page,
            2,
          );
        },
      },
    });
    expect(await screen.findByText('No. Invoice NMW-P1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=transaction&menu=success&page=2'));
    expect(await screen.findByText('No. Invoice NMW-P2')).toBeTruthy();
    expect(searchCalls(calls).at(-1)).toMatchObject({ status: 'SUCCESS', page: 2 });
  });

  it('Selesaikan on a DELIVERED order finishes it and names the points earned; only DELIVERED has it', async () => {
    const { calls } = renderWithProviders(<OrderHistoryTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=transaction',
      api: {
        profile: () => aMember(),
        orderSearch: () =>
          ordersPage([
            anOrder({ invoice: 'NMW-D', status: 'DELIVERED' }),
            anOrder({ invoice: 'NMW-S', status: 'SHIPPED' }),
          ]),
        orderConfirmSuccess: () => ({ invoice: 'NMW-D', status: 'SUCCESS', point: 1150 }),
      },
    });
    const [delivered, shipped] = await screen.findAllByTestId('order-card');
    if (!delivered || !shipped) throw new Error('two order cards expected');
    expect(within(shipped).queryByRole('button', { name: 'Selesaikan' })).toBeNull();
    fireEvent.click(within(delivered).getByRole('button', { name: 'Selesaikan' }));
    // It asks first: nothing is sent until 'Ya, Selesaikan'.
    const dialog = await screen.findByRole('dialog', { name: 'Selesaikan Pesanan' });
    expect(within(dialog).getByText(/Pastikan pesanan NMW-D sudah kamu terima/)).toBeTruthy();
    expect(calls.filter((c) => c.name === 'orderConfirmSuccess')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Selesaikan' }));
    expect(await screen.findByText('Berhasil menyelesaikan pesanan, kamu mendapatkan 1.150 NMW Poin')).toBeTruthy();
    expect(calls.filter((c) => c.name === 'orderConfirmSuccess')).toEqual([
      { name: 'orderConfirmSuccess', input: { params: { invoice: 'NMW-D' } } },
    ]);
    await waitFor(() => expect(searchCalls(calls).length).toBe(2));
  });

  it("Selesaikan without points shows 'Berhasil menyelesaikan pesanan'", async () => {
    renderWithProviders(<OrderHistoryTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=transaction',
      api: {
        profile: () => aMember(),
        orderSearch: () => ordersPage([anOrder({ status: 'DELIVERED' })]),
        orderConfirmSuccess: () => ({ invoice: 'x', status: 'SUCCESS', point: 0 }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Selesaikan' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ya, Selesaikan' }));
    expect(await screen.findByText('Berhasil menyelesaikan pesanan')).toBeTruthy();
  });

  it("'Batal' in the confirmation finishes nothing", async () => {
    const { calls } = renderWithProviders(<OrderHistoryTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=transaction',
      api: {
        profile: () => aMember(),
        orderSearch: () => ordersPage([anOrder({ status: 'DELIVERED' })]),
        orderConfirmSuccess: () => ({ invoice: 'x', status: 'SUCCESS', point: 0 }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Selesaikan' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Selesaikan Pesanan' })).toBeNull());
    expect(calls.filter((c) => c.name === 'orderConfirmSuccess')).toEqual([]);
  });

  it('Batalkan Pesanan without a bank account sends the member to the bank tab', async () => {
    const { router, calls } = renderWithProviders(<OrderHistoryTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=transaction',
      api: { profile: () => aMember({ banks: null }), orderSearch: () => ordersPage([anOrder()]) },
    });
    const cancel = (await screen.findByRole('button', { name: 'Batalkan Pesanan' })) as HTMLButtonElement;
    await waitFor(() => expect(cancel.disabled).toBe(false));
    fireEvent.click(cancel);
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/user/profile?action=bank'),
    );
    expect(calls.some((c) => c.name === 'refundRequest')).toBe(false);
  });

  it('the refund dialog needs a reason and the terms box, shows the Rp 9.500 fee, then requests the refund', async () => {
    const { calls } = renderWithProviders(<OrderHistoryTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=transaction',
      api: {
        profile: () => aMember({ banks: aBank }),
        orderSearch: () => ordersPage([anOrder()]),
        refundRequest: () => ({ invoice: 'NMW-20261123-0000aaaa', status: 'REQUEST_REFUND', point: 0 }),
      },
    });
    const cancel = (await screen.findByRole('button', { name: 'Batalkan Pesanan' })) as HTMLButtonElement;
    await waitFor(() => expect(cancel.disabled).toBe(false));
    fireEvent.click(cancel);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Biaya pengembalian dana Rp 9.500 dipotong dari total pembayaran.')).toBeTruthy();
    expect(within(dialog).getByText('Rp 105.500')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Ajukan Pembatalan' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    const reason = within(dialog).getByLabelText(/Alasan Pengembalian/);
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.blur(reason);
    expect(await within(dialog).findByText('Alasan Pengembalian Tidak Boleh Kosong')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Saya menyetujui syarat dan ketentuan pengembalian dana'));
    expect(submit.disabled).toBe(true);

    fireEvent.change(reason, { target: { value: 'Salah pilih ukuran' } });
    expect(within(dialog).queryByText('Alasan Pengembalian Tidak Boleh Kosong')).toBeNull();
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await screen.findByText('Transkasi NMW-20261123-0000aaaa Berhasil Dibatalkan')).toBeTruthy();
    expect(calls.filter((c) => c.name === 'refundRequest')).toEqual([
      {
        name: 'refundRequest',
        input: { params: { invoice: 'NMW-20261123-0000aaaa' }, body: { refundRequest: 'Salah pilih ukuran' } },
      },
    ]);
  });

  it('the detail dialog shows products, address, courier and payment lines', async () => {
    renderWithProviders(<OrderHistoryTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=transaction',
      api: {
        profile: () => aMember(),
        orderSearch: () => ordersPage([anOrder()]),
        orderDetail: () => {
          const order = anOrderDetail();
          // 5,000 of it is the products' own discount, 3,000 the voucher; 2,000 off the shipping.
          const payments = { ...order.payments, totalDiscountPrice: 8_000, totalDiscountVoucher: 3_000 };
          return { ...order, payments: { ...payments, totalDiscountShipping: 2_000 } };
        },
        paymentServices: aPaymentServiceList,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Lihat Detail' }));
    const detail = await screen.findByTestId('order-detail');
    expect(await within(detail).findByText('BCA Virtual Account')).toBeTruthy();
    expect(within(detail).getByText('Serum Glow')).toBeTruthy();
    expect(within(detail).getByText(/Jl. Melati 5, Menteng/)).toBeTruthy();
    expect(within(detail).getByText('JNE – REG')).toBeTruthy();
    const line = (label: string) => within(detail).getByText(label).parentElement?.textContent;
    expect(line('Diskon Produk')).toContain('-Rp 5.000');
    expect(line('Diskon Promo')).toContain('-Rp 3.000');
    expect(line('Diskon Ongkos Kirim')).toContain('-Rp 2.000');
    expect(within(detail).queryByText('Asuransi Pengiriman')).toBeNull();
    expect(within(detail).getByText('Rp 110.000')).toBeTruthy();
  });

  it('Beli Lagi puts the lines back into the cart and goes to /cart', async () => {
    // Rendered as the storefront, which owns /cart, so the move stays inside the memory router.
    const { calls, router } = renderWithProviders(<OrderHistoryTab />, {
      app: 'storefront',
      path: '/user/activity?action=transaction',
      api: {
        profile: () => aMember(),
        orderSearch: () => ordersPage([anOrder({ status: 'SUCCESS' })]),
        orderAgain: () => ({}),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Beli Lagi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(calls.filter((c) => c.name === 'orderAgain')).toEqual([
      { name: 'orderAgain', input: { query: { invoice: 'NMW-20261123-0000aaaa' } } },
    ]);
  });
});
