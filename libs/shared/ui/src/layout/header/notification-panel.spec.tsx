import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import NotificationPanel from './notification-panel';

const item = (id: string, link: string, read: boolean) => ({
  id,
  type: 'TRANSACTION' as const,
  title: `Judul ${id}`,
  description: 'Isi notifikasi',
  icon: null,
  link,
  read,
  createdAt: '2026-11-20T03:00:00.000Z',
});
const list = () => ({
  datas: [item('n1', '/user/order', false), item('n2', '/payment/waiting', true)],
  unread: 1,
  page: { currentPage: 1, totalPage: 1, totalData: 2, limit: 5 },
});

describe('header notification dropdown', () => {
  it('marks an unread item read, then follows its link rewritten to the transaction tab', async () => {
    const { calls, router } = renderWithProviders(<NotificationPanel />, {
      app: 'account-checkout',
      api: { notificationList: list, notificationRead: () => ({ id: 'n1', read: true, unread: 0 }) },
    });
    expect(await screen.findByText('(1 belum dibaca)', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Judul n1/ }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/user/activity?action=transaction'),
    );
    expect(calls.filter((c) => c.name === 'notificationRead')).toEqual([
      { name: 'notificationRead', input: { body: { id: 'n1' } } },
    ]);
  });

  it('a read item only navigates: /payment/waiting becomes the payment_waiting tab', async () => {
    const { calls, router } = renderWithProviders(<NotificationPanel />, {
      app: 'account-checkout',
      api: { notificationList: list },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Judul n2/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=payment_waiting'));
    expect(calls.some((c) => c.name === 'notificationRead')).toBe(false);
  });
});
