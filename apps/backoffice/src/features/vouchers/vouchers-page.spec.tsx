import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@rona/api-client';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { aVoucher } from './testing';
import { VouchersPage } from './vouchers-page';

const page = { currentPage: 1, totalPage: 1, totalData: 2, limit: 25 };
const used = aVoucher({ usage: { orders: 3, members: 2, discount: 45_000 }, locked: true });
const ended = aVoucher({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Ongkir Lama',
  audience: 'everyone',
  redeemCode: null,
  category: 'shipping',
  discType: 'percentage',
  discAmount: 50,
  maxDiscount: 30_000,
  status: 'ended',
  usageLimit: null,
});
const staff = aStaffMember('pemasaran-konten');

describe('VouchersPage', () => {
  it('shows each voucher with its code, discount, status and use so far', async () => {
    renderAsStaff(<VouchersPage />, {
      staff,
      path: '/admin/vouchers',
      api: { adminVouchers: () => ({ datas: [used, ended], page }) },
    });
    const first = within(await screen.findByRole('row', { name: /Diskon Member/ }));
    expect(first.getByText('RONA15')).toBeTruthy();
    expect(first.getByText('Aktif')).toBeTruthy();
    expect(first.getByText('3 dari 100 pesanan')).toBeTruthy();
    expect(first.getByText(/2 member · Rp\s?45\.000/)).toBeTruthy();
    expect(first.getByRole('button', { name: 'Nonaktifkan voucher Diskon Member Rp15.000' })).toBeTruthy();
    const second = within(screen.getByRole('row', { name: /Ongkir Lama/ }));
    expect(second.getByText('Semua member (tanpa kode)')).toBeTruthy();
    expect(second.getByText(/50% maks\. Rp\s?30\.000/)).toBeTruthy();
    expect(second.getByText('Berakhir')).toBeTruthy();
    // An ended voucher has nothing left to switch off.
    expect(second.queryByRole('button', { name: /Nonaktifkan/ })).toBeNull();
  });

  it('asks the server for a status and a search', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<VouchersPage />, {
      staff,
      path: '/admin/vouchers',
      api: { adminVouchers: () => ({ datas: [used], page }) },
    });
    await user.click(await screen.findByText('Terjadwal'));
    expect(calls.at(-1)).toMatchObject({ name: 'adminVouchers', input: { query: { status: 'scheduled', page: 1 } } });
    await user.type(screen.getByRole('searchbox', { name: 'Cari voucher' }), 'rona15{Enter}');
    expect(calls.at(-1)).toMatchObject({
      name: 'adminVouchers',
      input: { query: { status: 'scheduled', search: 'rona15' } },
    });
  });

  it("'Nonaktifkan' asks first, then deactivates", async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<VouchersPage />, {
      staff,
      path: '/admin/vouchers',
      api: {
        adminVouchers: () => ({ datas: [used], page }),
        adminVoucherDeactivate: () => ({ ...used, status: 'inactive' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nonaktifkan voucher Diskon Member Rp15.000' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nonaktifkan Diskon Member Rp15.000?' }));
    expect(dialog.getByText(/langsung berakhir/)).toBeTruthy();
    expect(calls.some((c) => c.name === 'adminVoucherDeactivate')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Ya, Nonaktifkan' }));
    expect(calls.find((c) => c.name === 'adminVoucherDeactivate')).toMatchObject({
      input: { params: { id: used.id } },
    });
  });

  it("shows a failed load as a failure with 'Coba Lagi', not as an empty list", async () => {
    renderAsStaff(<VouchersPage />, {
      staff,
      path: '/admin/vouchers',
      api: {
        adminVouchers: () => {
          throw new ApiError('Terjadi Kesalahan Server', 500);
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Coba Lagi' })).toBeTruthy();
    expect(screen.queryByText('Belum ada voucher')).toBeNull();
  });
});
