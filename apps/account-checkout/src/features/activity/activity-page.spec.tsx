import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationItem } from '@rona/domain';
import { renderWithProviders } from '@rona/ui/testing';
import { anOrder, ordersPage } from '../../testing/orders';
import { aPaymentServiceList } from '../../testing/payments';
import { aMember, aNotification } from '../../testing/members';
import { ActivityPage } from './activity-page';

const page = (datas: NotificationItem[], unread: number, totalPage = 1) => ({
  datas,
  unread,
  page: { currentPage: 1, totalPage, totalData: datas.length, limit: 5 },
});

describe('activity hub', () => {
  it('a click on an unread notification marks it read and lowers the unread count; a read one does nothing', async () => {
    const unread = aNotification({ id: 'n1', title: 'Pesanan sedang dikirim' });
    const read = aNotification({ id: 'n2', title: 'Pesanan selesai', read: true });
    const { calls } = renderWithProviders(<ActivityPage />, {
      app: 'account-checkout',
      path: '/user/activity?action=notification',
      api: {
        profile: () => aMember({ count: { notification: 2 } }),
        notificationList: () => page([unread, read], 2),
        notificationRead: () => ({ id: 'n1', read: true, unread: 1 }),
      },
    });
    expect(await screen.findByText('Hai, Demo Rona')).toBeTruthy();
    const badge = await screen.findByTestId('unread-count');
    expect(badge.textContent).toBe('2');
    const item = (await screen.findByText('Pesanan sedang dikirim')).closest('button') as HTMLButtonElement;
    expect(item.dataset.read).toBe('false');
    expect(within(item).getByText('Belum dibaca')).toBeTruthy();

    fireEvent.click(item);
    await waitFor(() => expect(item.dataset.read).toBe('true'));
    expect(screen.getByTestId('unread-count').textContent).toBe('1');
    expect(calls.filter((c) => c.name === 'notificationRead')).toEqual([
      { name: 'notificationRead', input: { body: { id: 'n1' } } },
    ]);

    fireEvent.click(screen.getByText('Pesanan selesai').closest('button') as HTMLButtonElement);
    fireEvent.click(item);
    expect(calls.filter((c) => c.name === 'notificationRead')).toHaveLength(1);
  });

  it("shows 'Belum ada info notifikasi' and asks for 5 of the chosen type", async () => {
    const { calls } = renderWithProviders(<ActivityPage />, {
      app: 'account-checkout',
      path: '/user/activity?action=notification&menu=PROMOTION',
      api: { profile: () => aMember(), notificationList: () => page([], 0) },
    });
    expect(await screen.findByText('Belum ada info notifikasi')).toBeTruthy();
    expect(calls.find((c) => c.name === 'notificationList')?.input).toMatchObject({
      query: { type: 'PROMOTION', page: 1, limit: 5 },
    });
  });

  it('changing tab drops the menu and page parameters', async () => {
    const { router } = renderWithProviders(<ActivityPage />, {
      app: 'account-checkout',
      path: '/user/activity?action=notification&menu=PROMOTION&page=2',
      api: {
        profile: () => aMember(),
        notificationList: () => page([], 0),
        orderSearch: () => ({ datas: [], page: { currentPage: 1, totalPage: 0, totalData: 0, limit: 3 } }),
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Menunggu Pembayaran' }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=payment_waiting'));
    expect(await screen.findByText('Kamu tidak memiliki pesanan yang belum dibayar')).toBeTruthy();
  });

  it("names each unpaid order's method as the payment service lists it ('BCA Virtual Account', 'Alfamart')", async () => {
    renderWithProviders(<ActivityPage />, {
      app: 'account-checkout',
      path: '/user/activity?action=payment_waiting',
      api: {
        profile: () => aMember(),
        paymentServices: aPaymentServiceList,
        orderSearch: () =>
          ordersPage([
            anOrder({
              invoice: 'NMW-20261123-0000aaaa',
              invoice_number: 'NMW-20261123-0000aaaa',
              status: 'WAITING_PAYMENT',
            }),
            anOrder({
              invoice: 'NMW-20261123-0000bbbb',
              invoice_number: 'NMW-20261123-0000bbbb',
              status: 'WAITING_PAYMENT',
              payments: { methode: 'ONLINE_TO_OFFLINE_ALFA', detail: null },
            }),
          ]),
      },
    });
    const cards = await screen.findAllByRole('article');
    const [bca, alfa] = cards as [HTMLElement, HTMLElement];
    await waitFor(() => expect(within(bca).getByText('BCA Virtual Account')).toBeTruthy());
    expect(within(alfa).getByText('Alfamart')).toBeTruthy();
    expect(screen.queryByText('Virtual Account')).toBeNull();
  });
});
