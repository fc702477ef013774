import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdminOrderDetail, aStaffMember, renderAsStaff } from '../../testing/staff';
import { MoveDialog } from './move-dialog';

const order = anAdminOrderDetail({
  status: 'REQUEST_REFUND',
  actions: ['approve-refund', 'refuse-refund'],
  refund: { status: 'DUE', paid: 150_000, amount: 140_500, latePayment: false, approvedAt: null },
});
const staff = aStaffMember('keuangan');

describe('MoveDialog', () => {
  it('shows the amount that goes back before approving, and says it cannot be undone', () => {
    renderAsStaff(<MoveDialog order={order} action="approve-refund" onClose={() => undefined} />, { staff });
    const dialog = screen.getByRole('dialog', { name: 'Setujui pengembalian dana' });
    expect(dialog.textContent).toContain('Rp 140.500');
    expect(dialog.textContent).toContain('Tindakan ini tidak dapat dibatalkan.');
  });

  it('refuses only with the reason the buyer is told', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<MoveDialog order={order} action="refuse-refund" onClose={() => undefined} />, {
      staff,
      api: { adminOrderMove: () => ({ ...order, status: 'WAITING_CONFIRM', actions: ['confirm'] }) },
    });
    await user.click(screen.getByRole('button', { name: 'Tolak' }));
    expect(screen.getByText('Alasan wajib diisi')).toBeTruthy();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText('Alasan (dikirim ke pembeli)', { exact: false }), 'Barang sudah dikemas');
    await user.click(screen.getByRole('button', { name: 'Tolak' }));
    await screen.findByText(`Pesanan ${order.invoice}: Tolak berhasil`);
    expect(calls).toEqual([
      {
        name: 'adminOrderMove',
        input: {
          params: { invoice: order.invoice },
          body: { action: 'refuse-refund', waybill: undefined, reason: 'Barang sudah dikemas' },
        },
      },
    ]);
  });

  it("asks for a buyer's refund only with a reason Keuangan reads", async () => {
    const user = userEvent.setup();
    const paid = anAdminOrderDetail({ status: 'WAITING_CONFIRM', actions: ['confirm', 'request-refund'] });
    const { calls } = renderAsStaff(<MoveDialog order={paid} action="request-refund" onClose={() => undefined} />, {
      staff: aStaffMember('layanan-pelanggan'),
      api: { adminOrderMove: () => ({ ...paid, status: 'REQUEST_REFUND', actions: [] }) },
    });
    const dialog = screen.getByRole('dialog', { name: 'Ajukan pengembalian dana untuk pembeli' });
    expect(dialog.textContent).toContain('Tindakan ini tidak dapat dibatalkan.');
    await user.click(screen.getByRole('button', { name: 'Ajukan Pengembalian Dana' }));
    expect(screen.getByText('Alasan wajib diisi')).toBeTruthy();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText('Alasan (dibaca Keuangan', { exact: false }), 'Pembeli salah pilih ukuran');
    await user.click(screen.getByRole('button', { name: 'Ajukan Pengembalian Dana' }));
    await screen.findByText(`Pesanan ${paid.invoice}: Ajukan Pengembalian Dana berhasil`);
    expect(calls).toEqual([
      {
        name: 'adminOrderMove',
        input: {
          params: { invoice: paid.invoice },
          body: { action: 'request-refund', waybill: undefined, reason: 'Pembeli salah pilih ukuran' },
        },
      },
    ]);
  });
});
