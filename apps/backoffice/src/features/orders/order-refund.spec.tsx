import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminOrderDetail, renderAsStaff } from '../../testing/staff';
import { OrderRefund } from './order-sections';

const requested = (kind: 'buyer' | 'staff', name: string) =>
  anAdminOrderDetail({
    status: 'REQUEST_REFUND',
    refund: { status: 'DUE', paid: 150_000, amount: 150_000, latePayment: false, approvedAt: null },
    refundReason: 'Paket tidak sampai',
    history: [{ status: 'REQUEST_REFUND', at: '2026-11-27T05:00:00.000Z', actor: { kind, id: 'x', name }, note: null }],
  } as never);

describe('OrderRefund', () => {
  it('names the buyer’s reason as the buyer’s when the buyer asked', () => {
    renderAsStaff(<OrderRefund order={requested('buyer', 'Sari')} />);
    expect(screen.getByText('Alasan pembeli')).toBeTruthy();
  });

  it('names the staff member who asked on the buyer’s behalf', () => {
    renderAsStaff(<OrderRefund order={requested('staff', 'Layanan Pelanggan')} />);
    expect(screen.queryByText('Alasan pembeli')).toBeNull();
    expect(screen.getByText('Alasan (diajukan oleh Layanan Pelanggan)')).toBeTruthy();
  });
});
