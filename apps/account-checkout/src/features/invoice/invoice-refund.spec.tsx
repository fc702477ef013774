import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@rona/ui/testing';
import { aPaymentServiceList } from '../../testing/payments';
import { aGuestOrder, GUEST_UUID, INVOICE } from '../../testing/orders';
import { InvoicePage } from './invoice-page';

const routes = [{ path: '/invoice/:invoice', element: <InvoicePage /> }];
const open = (order: ReturnType<typeof aGuestOrder>) =>
  renderWithProviders(null, {
    app: 'account-checkout',
    path: `/invoice/${INVOICE}?uuid=${GUEST_UUID}`,
    routes,
    api: { paymentServices: aPaymentServiceList, guestOrder: () => order },
  });
const lineOf = (root: HTMLElement, label: string) =>
  within(root).getByText(label).closest('div')!.querySelector('dd')!.textContent;

describe('invoice: refund and what was paid', () => {
  it('an approved refund shows its status, date and amount under the total paid', async () => {
    open(
      aGuestOrder(
        {
          status: 'REFUND_APPROVED',
          refund: {
            status: 'APPROVED',
            paid: 269_000,
            amount: 259_500,
            latePayment: false,
            approvedAt: '2026-11-24T02:00:00.000Z',
          },
        },
        { point: 2_690 },
      ),
    );
    const refund = await screen.findByTestId('order-refund');
    expect(lineOf(refund, 'Status')).toBe('Disetujui 24 November 2026');
    expect(lineOf(refund, 'Dana yang dikembalikan')).toBe('Rp 259.500');
    expect(lineOf(screen.getByTestId('invoice-payments'), 'Total Pembayaran')).toBe('Rp 269.000');
    expect(screen.queryByText(/Cashback/)).toBeNull();
  });

  it('no refund lines on an ordinary order', async () => {
    open(aGuestOrder({ status: 'SUCCESS' }, { point: 2_690 }));
    await screen.findByTestId('invoice-payments');
    expect(screen.queryByTestId('order-refund')).toBeNull();
  });

  it.each(['CANCEL', 'EXPIRED', 'FAILED', 'REFUND_APPROVED'] as const)(
    "no 'Cashback' note on a %s order",
    async (status) => {
      open(aGuestOrder({ status }, { point: 2_690 }));
      await screen.findByTestId('invoice-payments');
      expect(screen.queryByText(/Cashback/)).toBeNull();
    },
  );

  it("the 'Cashback' note on a paid order", async () => {
    open(aGuestOrder({ status: 'SUCCESS' }, { point: 2_690 }));
    expect(await screen.findByText('Cashback 2.690 NMW Poin')).toBeTruthy();
  });
});
