import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderDetail } from '@rona/domain';
import { renderWithProviders } from '@rona/ui/testing';
import { aPaymentServiceList } from '../../testing/payments';
import { aMember } from '../../testing/members';
import { aBank, anOrder, anOrderDetail, ordersPage } from '../../testing/orders';
import { OrderHistoryTab } from './order-history-tab';

/** Opens the detail dialog of one order whose detail is `detail`. */
async function openDetail(detail: OrderDetail) {
  renderWithProviders(<OrderHistoryTab />, {
    app: 'account-checkout',
    path: '/user/activity?action=transaction',
    api: {
      profile: () => aMember(),
      orderSearch: () => ordersPage([anOrder({ status: detail.status })]),
      orderDetail: () => detail,
      paymentServices: aPaymentServiceList,
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Lihat Detail' }));
  const dialog = await screen.findByTestId('order-detail');
  await within(dialog).findByText('BCA Virtual Account');
  return dialog;
}

const lineOf = (root: HTMLElement, label: string) =>
  within(root).getByText(label).closest('div')!.querySelector('dd')!.textContent;

describe('what was paid: one label, one figure', () => {
  it("the refund dialog's 'Total Pembayaran' is the grand total the detail shows (service fee included); the refund is that − Rp 9.500", async () => {
    renderWithProviders(<OrderHistoryTab />, {
      app: 'account-checkout',
      path: '/user/activity?action=transaction',
      api: { profile: () => aMember({ banks: aBank }), orderSearch: () => ordersPage([anOrder()]) },
    });
    const cancel = (await screen.findByRole('button', { name: 'Batalkan Pesanan' })) as HTMLButtonElement;
    await waitFor(() => expect(cancel.disabled).toBe(false));
    fireEvent.click(cancel);
    const dialog = await screen.findByRole('dialog');
    // anOrder: grand total Rp 115.000 of which Rp 1.000 service fee (the card's 'Total Belanja' is Rp 114.000).
    expect(lineOf(dialog, 'Total Pembayaran')).toBe('Rp 115.000');
    expect(lineOf(dialog, 'Dana yang dikembalikan')).toBe('Rp 105.500');
  });
});

describe('refund in the order detail', () => {
  it('an approved refund shows its status, date and the amount recorded', async () => {
    const dialog = await openDetail(
      anOrderDetail({
        status: 'REFUND_APPROVED',
        refund: {
          status: 'APPROVED',
          paid: 110_000,
          amount: 100_500,
          latePayment: false,
          approvedAt: '2026-11-24T02:00:00.000Z',
        },
      }),
    );
    const refund = within(dialog).getByTestId('order-refund');
    expect(within(refund).getByText('Pengembalian Dana')).toBeTruthy();
    expect(lineOf(refund, 'Status')).toBe('Disetujui 24 November 2026');
    expect(lineOf(refund, 'Dana yang dikembalikan')).toBe('Rp 100.500');
    expect(lineOf(dialog, 'Total Pembayaran')).toBe('Rp 110.000');
  });

  it('money that came after the order closed: owed back whole, waiting for approval', async () => {
    const dialog = await openDetail(
      anOrderDetail({
        status: 'CANCEL',
        refund: { status: 'DUE', paid: 110_000, amount: 110_000, latePayment: true, approvedAt: null },
      }),
    );
    const refund = within(dialog).getByTestId('order-refund');
    expect(lineOf(refund, 'Status')).toBe('Menunggu persetujuan');
    expect(lineOf(refund, 'Dana yang dikembalikan')).toBe('Rp 110.000');
    expect(
      within(refund).getByText('Pembayaran diterima setelah pesanan ditutup, dana dikembalikan utuh.'),
    ).toBeTruthy();
  });

  it('no refund section on an order without one', async () => {
    const dialog = await openDetail(anOrderDetail());
    expect(within(dialog).queryByTestId('order-refund')).toBeNull();
  });
});

describe("the 'Cashback N NMW Poin' note in the order detail", () => {
  it.each(['CANCEL', 'EXPIRED', 'FAILED', 'REQUEST_REFUND', 'REFUND_APPROVED'] as const)(
    'is not shown on a %s order',
    async (status) => {
      const dialog = await openDetail(anOrderDetail({ status }));
      expect(within(dialog).queryByText(/Cashback/)).toBeNull();
    },
  );

  it.each(['WAITING_CONFIRM', 'DELIVERED', 'SUCCESS'] as const)('is shown on a %s order', async (status) => {
    const dialog = await openDetail(anOrderDetail({ status }));
    expect(within(dialog).getByText('Cashback 1.100 NMW Poin')).toBeTruthy();
  });
});
