import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStaffSession } from '@rona/api-client';
import type { SeededStaffRoleId } from '@rona/domain/browser';
import { StaffLayout } from '../../shared/layout/staff-layout';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { stockCountRoute, stockRoute } from './stock-routes';

const signIn = () => {
  document.cookie = 'ADMIN_SESSION__=1; path=/';
};
const layoutAs = (role: SeededStaffRoleId) =>
  renderAsStaff(<StaffLayout />, {
    path: '/admin/orders',
    staff: aStaffMember(role),
    api: { adminMe: () => aStaffMember(role) },
  });

describe('the stock pages and their menu entries (stock:adjust)', () => {
  afterEach(() => clearStaffSession());

  it("shows Gudang 'Stok' and 'Stok Opname' in the menu", async () => {
    signIn();
    layoutAs('gudang');
    const menu = await screen.findByRole('navigation', { name: 'Menu back office' });
    expect(within(menu).getByRole('link', { name: 'Stok' }).getAttribute('href')).toBe('/admin/stock');
    expect(within(menu).getByRole('link', { name: 'Stok Opname' }).getAttribute('href')).toBe('/admin/stock-count');
  });

  it('leaves them out for Layanan Pelanggan, who has no stock:adjust', async () => {
    signIn();
    layoutAs('layanan-pelanggan');
    const menu = await screen.findByRole('navigation', { name: 'Menu back office' });
    expect(within(menu).getByRole('link', { name: 'Pesanan' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Stok' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Stok Opname' })).toBeNull();
  });

  it("answers 'Tidak ada akses' on the stock pages without stock:adjust, and asks the API nothing", async () => {
    for (const route of [stockRoute, stockCountRoute]) {
      const Page = route.Component!;
      const { calls, unmount } = renderAsStaff(<Page />, { staff: aStaffMember('keuangan') });
      expect(screen.getByRole('heading', { name: 'Tidak ada akses' })).toBeTruthy();
      expect(calls).toEqual([]);
      unmount();
    }
  });
});
