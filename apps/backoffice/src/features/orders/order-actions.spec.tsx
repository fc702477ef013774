import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminOrderDetail, aStaffMember, renderAsStaff } from '../../testing/staff';
import { OrderActions } from './order-actions';

const refundRequest = anAdminOrderDetail({
  status: 'REQUEST_REFUND',
  actions: ['approve-refund', 'refuse-refund'],
  refund: { status: 'DUE', paid: 150_000, amount: 140_500, latePayment: false, approvedAt: null },
});

describe('OrderActions: only the moves the state allows and the staff member may make', () => {
  it('shows Keuangan Setujui and Tolak on a refund request', () => {
    renderAsStaff(<OrderActions order={refundRequest} />, { staff: aStaffMember('keuangan') });
    expect(screen.getByRole('button', { name: 'Setujui' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tolak' })).toBeTruthy();
  });

  it('shows Layanan Pelanggan no Setujui (refunds:approve is not theirs), and says so', () => {
    renderAsStaff(<OrderActions order={refundRequest} />, { staff: aStaffMember('layanan-pelanggan') });
    expect(screen.queryByRole('button', { name: 'Setujui' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tolak' })).toBeNull();
    expect(screen.getByText('Tidak ada tindakan yang dapat Anda lakukan untuk pesanan ini.')).toBeTruthy();
  });

  it('shows Layanan Pelanggan Ajukan Pengembalian Dana on a paid order (refunds:request), and no Setujui', () => {
    const order = anAdminOrderDetail({ status: 'WAITING_CONFIRM', actions: ['confirm', 'request-refund'] });
    renderAsStaff(<OrderActions order={order} />, { staff: aStaffMember('layanan-pelanggan') });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Ajukan Pengembalian Dana']);
    expect(screen.queryByRole('button', { name: 'Setujui' })).toBeNull();
  });

  it('shows Gudang no Ajukan Pengembalian Dana (refunds:request is not theirs)', () => {
    const order = anAdminOrderDetail({ status: 'WAITING_CONFIRM', actions: ['confirm', 'request-refund'] });
    renderAsStaff(<OrderActions order={order} />, { staff: aStaffMember('gudang') });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Konfirmasi']);
  });

  it('shows Gudang the fulfilment moves but not the refund decision', () => {
    const order = anAdminOrderDetail({ status: 'PROCESS', actions: ['courier', 'ship'] });
    renderAsStaff(<OrderActions order={order} />, { staff: aStaffMember('gudang') });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Serahkan ke Kurir', 'Kirim']);
  });

  it('shows Keuangan no fulfilment move (orders:fulfil is not theirs)', () => {
    const order = anAdminOrderDetail({ status: 'WAITING_CONFIRM', actions: ['confirm'] });
    renderAsStaff(<OrderActions order={order} />, { staff: aStaffMember('keuangan') });
    expect(screen.queryByRole('button', { name: 'Konfirmasi' })).toBeNull();
  });
});
