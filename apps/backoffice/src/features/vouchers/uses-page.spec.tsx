import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { aVoucher } from './testing';
import { VoucherUsesPage } from './uses-page';

const voucher = aVoucher({ locked: true, usage: { orders: 2, members: 1, discount: 30_000 } });
const uses = {
  usage: voucher.usage,
  datas: [
    {
      orderId: 'o1',
      invoice: 'NMW-20261201-0000aaaa',
      status: 'WAITING_CONFIRM',
      member: { id: 'u1', name: 'Sari', email: 'sari@contoh.id' },
      usedAt: '2026-12-01T03:00:00.000Z',
      discount: 15_000,
    },
    {
      orderId: 'o2',
      invoice: 'NMW-20261202-0000bbbb',
      status: 'SUCCESS',
      member: { id: 'u1', name: 'Sari', email: 'sari@contoh.id' },
      usedAt: '2026-12-02T03:00:00.000Z',
      discount: 15_000,
    },
  ],
  page: { currentPage: 1, totalPage: 1, totalData: 2, limit: 25 },
};
const api = { adminVoucher: () => voucher, adminVoucherUses: () => uses };

describe('VoucherUsesPage', () => {
  it('shows the totals and each order with the discount it got', async () => {
    renderAsStaff(<VoucherUsesPage id={voucher.id} />, { staff: aStaffMember('pemasaran-konten'), api });
    expect((await screen.findByTestId('stat-orders')).textContent).toBe('2');
    expect(screen.getByTestId('stat-members').textContent).toBe('1');
    expect(screen.getByTestId('stat-discount').textContent).toMatch(/Rp\s?30\.000/);
    const row = within(screen.getByRole('row', { name: /0000aaaa/ }));
    expect(row.getByText('Sari')).toBeTruthy();
    expect(row.getByTestId('use-discount').textContent).toMatch(/Rp\s?15\.000/);
    // Pemasaran does not read orders: the invoice is text, not a link to a page it may not open.
    expect(row.queryByRole('link', { name: 'NMW-20261201-0000aaaa' })).toBeNull();
  });

  it('links each invoice to its order for staff who read orders', async () => {
    renderAsStaff(<VoucherUsesPage id={voucher.id} />, { staff: aStaffMember('pemilik'), api });
    expect((await screen.findByRole('link', { name: 'NMW-20261201-0000aaaa' })).getAttribute('href')).toBe(
      '/admin/orders/NMW-20261201-0000aaaa',
    );
  });
});
