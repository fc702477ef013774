import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TrackingEvent } from '@rona/domain';
import { renderWithProviders } from '@rona/ui/testing';
import { aMember } from '../../testing/members';
import { aPaymentServiceList } from '../../testing/payments';
import { anOrder, anOrderDetail, ordersPage } from '../../testing/orders';
import { OrderHistoryTab } from './order-history-tab';

const event = (status: string, status_message: string, created_at: string, extra: Partial<TrackingEvent> = {}) => ({
  created_at,
  status,
  status_message,
  icon: null,
  driver: null,
  receiver: null,
  images: [],
  ...extra,
});

const openDetail = async (api: Record<string, (input: unknown) => unknown>) => {
  const rendered = renderWithProviders(<OrderHistoryTab />, {
    app: 'account-checkout',
    path: '/user/activity?action=transaction',
    api: {
      profile: () => aMember(),
      orderSearch: () => ordersPage([anOrder()]),
      paymentServices: aPaymentServiceList,
      ...api,
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Lihat Detail' }));
  return rendered;
};

describe('order detail: waybill and timeline (issue 16)', () => {
  it('shows the waybill and the courier timeline of a shipped order, newest first', async () => {
    const { calls } = renderWithProviders(<OrderHistoryTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=transaction',
      api: {
        profile: () => aMember(),
        orderSearch: () => ordersPage([anOrder({ status: 'SHIPPED' })]),
        paymentServices: aPaymentServiceList,
        orderDetail: () =>
          anOrderDetail({
            status: 'SHIPPED',
            logistics: { ...anOrderDetail().logistics, waybill: 'JNE0012345678' },
          }),
        orderTracking: () => [
          event('SHIPPED', 'Pesanan Dalam Perjalanan', '2026-11-24T03:00:00.000Z'),
          event(
            'COURIER_OUT_FOR_DELIVERY',
            'Paket dibawa kurir menuju alamat di Jakarta Pusat',
            '2026-11-25T05:00:00.000Z',
            {
              driver: 'Budi',
            },
          ),
          event('COURIER_PICKED_UP', 'Paket diterima kurir di Jakarta Selatan', '2026-11-24T03:00:01.000Z'),
        ],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Lihat Detail' }));
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByTestId('order-waybill').textContent).toBe('JNE0012345678');
    const timeline = await within(detail).findByTestId('order-timeline');
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('span')?.textContent)).toEqual([
      'Paket dibawa kurir menuju alamat di Jakarta Pusat',
      'Paket diterima kurir di Jakarta Selatan',
      'Pesanan Dalam Perjalanan',
    ]);
    expect(within(items[0]!).getByText('Kurir: Budi')).toBeTruthy();
    // In shop time (WIB): 05.00 UTC is 12.00.
    expect(items[0]!.querySelector('time')?.textContent).toMatch(/25 Nov 2026.*12[.:]00/);
    expect(calls.find((c) => c.name === 'orderTracking')?.input).toMatchObject({
      query: { order_id: 'NMW-20261123-0000aaaa' },
    });
  });

  it('has no shipping section before the order ships', async () => {
    const { calls } = await openDetail({ orderDetail: () => anOrderDetail() });
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).queryByTestId('order-waybill')).toBeNull();
    expect(within(detail).queryByText('Lacak Pengiriman')).toBeNull();
    expect(calls.some((c) => c.name === 'orderTracking')).toBe(false);
  });
});
