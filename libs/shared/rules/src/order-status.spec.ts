import { ORDER_STATUSES } from '@rona/domain/browser';
import { describe, expect, it } from 'vitest';
import {
  REFUND_FEE,
  UNPAID_ORDER_STATUS,
  canCancelOrder,
  canFinishOrder,
  displayedOrderTotal,
  invoiceWatermark,
  isOrderStatus,
  orderStatusColor,
  orderStatusLabel,
  orderStatusTone,
  paymentBadge,
  refundAmount,
  showsPaymentView,
} from './order-status';

describe('order status labels and colours', () => {
  it.each([
    ['WAITING_PAYMENT', 'Menunggu Pembayaran', 'orange'],
    ['PENDING', 'Pembayaran Pending', 'orange'],
    ['WAITING', 'Menunggu Konfirmasi Penjual', 'cyan'],
    ['WAITING_CONFIRM', 'Menunggu Konfirmasi Penjual', 'cyan'],
    ['PROCESS', 'Pesanan diproses', 'cyan'],
    ['WAITING_COURIER', 'Menunggu Pick Up Kurir', 'cyan'],
    ['SHIPPED', 'Pesanan Dalam Perjalanan', 'cyan'],
    ['DELIVERED', 'Berhasil Dikirim', 'green'],
    ['SUCCESS', 'Pesanan Selesai', 'green'],
    ['REQUEST_REFUND', 'Pengajuan Pengembalian Dana', 'blue'],
    ['REFUND_APPROVED', 'Pengembalian Dana Disetujui', 'blue'],
    ['FAILED', 'Pesanan Batal', 'red'],
    ['CANCEL', 'Pesanan Dibatalkan', 'red'],
    ['EXPIRED', 'Pembayaran Kadaluarsa', 'red'],
  ])('%s → %s, %s', (status, label, color) => {
    expect(orderStatusLabel(status)).toBe(label);
    expect(orderStatusColor(status)).toBe(color);
  });

  it('covers every status of the domain', () => {
    for (const status of ORDER_STATUSES) {
      expect(orderStatusLabel(status)).not.toContain('orderStatus.');
    }
  });

  it('shows an unknown status as sent, in progress', () => {
    expect(isOrderStatus('ON_HOLD')).toBe(false);
    expect(orderStatusLabel('ON_HOLD')).toBe('ON_HOLD');
    expect(orderStatusTone('ON_HOLD')).toBe('inProgress');
    expect(orderStatusColor('ON_HOLD')).toBe('cyan');
  });
});

describe('actions by status', () => {
  it('shows the payment view only while payment is awaited', () => {
    expect(UNPAID_ORDER_STATUS).toBe('WAITING_PAYMENT');
    expect(showsPaymentView('WAITING_PAYMENT')).toBe(true);
    expect(showsPaymentView('PENDING')).toBe(true);
    expect(showsPaymentView('PROCESS')).toBe(false);
  });
  it('finishes delivered orders and cancels unconfirmed ones', () => {
    expect(canFinishOrder('DELIVERED')).toBe(true);
    expect(canFinishOrder('SHIPPED')).toBe(false);
    expect(canCancelOrder('WAITING_CONFIRM')).toBe(true);
    expect(canCancelOrder('PROCESS')).toBe(false);
  });
});

describe('paymentBadge', () => {
  it.each([
    ['WAITING_CONFIRM', 'paid', 'Sudah Dibayar', 'green'],
    ['SHIPPED', 'paid', 'Sudah Dibayar', 'green'],
    ['DELIVERED', 'paid', 'Sudah Dibayar', 'green'],
    ['PROCESS', 'paid', 'Sudah Dibayar', 'green'],
    ['WAITING_COURIER', 'paid', 'Sudah Dibayar', 'green'],
    ['WAITING_PAYMENT', 'waiting', 'Menunggu Pembayaran', 'orange'],
    ['EXPIRED', 'expired', 'Pembayaran Kadaluarsa', 'gray'],
    ['FAILED', 'failed', 'Pembayaran Gagal', 'red'],
    ['CANCEL', 'failed', 'Pembayaran Gagal', 'red'],
    ['REQUEST_REFUND', 'refund', 'Dana Dikembalikan', 'blue'],
    ['ON_HOLD', 'waiting', 'Menunggu Pembayaran', 'orange'],
  ])('%s → %s', (status, kind, label, color) => {
    expect(paymentBadge(status)).toEqual({ kind, label, color });
  });
});

describe('invoiceWatermark', () => {
  it.each([
    ['PENDING', 'BELUM LUNAS'],
    ['WAITING_PAYMENT', 'BELUM LUNAS'],
    ['EXPIRED', 'DIBATALKAN'],
    ['FAILED', 'DIBATALKAN'],
    ['CANCEL', 'DIBATALKAN'],
    ['SUCCESS', 'LUNAS'],
    ['PROCESS', 'LUNAS'],
  ])('%s → %s', (status, text) => {
    expect(invoiceWatermark(status)).toBe(text);
  });
});

describe('money on orders', () => {
  it('shows the grand total without the service price', () => {
    expect(displayedOrderTotal(154000, 4000)).toBe(150000);
    expect(displayedOrderTotal(1000, 4000)).toBe(0);
  });
  it('keeps the refund fee back', () => {
    expect(REFUND_FEE).toBe(9500);
    expect(refundAmount(150000)).toBe(140500);
    expect(refundAmount(5000)).toBe(0);
  });
});
