import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@rona/api-client';
import { anAdminOrder, aStaffMember, renderAsStaff } from '../../testing/staff';
import { WorkbenchPage } from './workbench-page';

const counts = {
  unpaid: 3,
  confirm: 2,
  process: 1,
  courier: 0,
  shipped: 0,
  delivered: 0,
  refund: 0,
  done: 0,
  cancelled: 0,
};
const page = { currentPage: 1, totalPage: 1, totalData: 2, limit: 20 };
const late = anAdminOrder({ invoice: 'NMW-20261127-0000late', late: true });
const onTime = anAdminOrder({ invoice: 'NMW-20261127-00000ok1' });

describe('WorkbenchPage', () => {
  it('shows each tab with its count and marks a late order', async () => {
    renderAsStaff(<WorkbenchPage />, {
      path: '/admin/orders',
      api: { adminOrders: () => ({ datas: [late, onTime], page, counts }) },
    });
    expect(await screen.findByRole('tab', { name: 'Perlu Dikonfirmasi 2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Perlu Diproses 1' })).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /0000late/ })).getByText('Terlambat')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /00000ok1/ })).queryByText('Terlambat')).toBeNull();
  });

  it("opens on the dashboard's 'Menunggu Pembayaran' link with the unpaid orders asked for", async () => {
    const { calls } = renderAsStaff(<WorkbenchPage />, {
      path: '/admin/orders?tab=unpaid',
      api: { adminOrders: () => ({ datas: [onTime], page, counts }) },
    });
    const tab = await screen.findByRole('tab', { name: 'Menunggu Pembayaran 3' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(calls.at(-1)).toMatchObject({ name: 'adminOrders', input: { query: { tab: 'unpaid', page: 1 } } });
  });

  it('asks the server for the ship-by order when its header is pressed', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<WorkbenchPage />, {
      path: '/admin/orders',
      api: { adminOrders: () => ({ datas: [late, onTime], page, counts }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Urutkan menurut Kirim Sebelum' }));
    expect(calls.at(-1)).toMatchObject({
      name: 'adminOrders',
      input: { query: { tab: 'confirm', sort: 'ship-by', page: 1 } },
    });
    expect(screen.getByRole('columnheader', { name: /Kirim Sebelum/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it("offers Gudang the selection's moves and prints, Keuangan neither", async () => {
    const user = userEvent.setup();
    const api = { adminOrders: () => ({ datas: [late, onTime], page, counts }) };
    const { unmount } = renderAsStaff(<WorkbenchPage />, { path: '/admin/orders', api, staff: aStaffMember('gudang') });
    await user.click(await screen.findByRole('checkbox', { name: `Pilih pesanan ${late.invoice}` }));
    expect(screen.getByRole('button', { name: 'Konfirmasi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cetak Label Pengiriman' }).getAttribute('href')).toBe(
      `/admin/print/packing-slips?invoices=${late.invoice}`,
    );
    unmount();

    renderAsStaff(<WorkbenchPage />, { path: '/admin/orders', api, staff: aStaffMember('keuangan') });
    await user.click(await screen.findByRole('checkbox', { name: `Pilih pesanan ${late.invoice}` }));
    expect(screen.getByText('1 pesanan dipilih')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Konfirmasi' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cetak Label Pengiriman' })).toBeNull();
  });

  it("shows a failed load as a failure with 'Coba Lagi', not as an empty tab", async () => {
    renderAsStaff(<WorkbenchPage />, {
      path: '/admin/orders',
      api: {
        adminOrders: () => {
          throw new ApiError('Terjadi Kesalahan Server', 500);
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Coba Lagi' })).toBeTruthy();
    expect(screen.queryByText('Tidak ada pesanan')).toBeNull();
  });
});
