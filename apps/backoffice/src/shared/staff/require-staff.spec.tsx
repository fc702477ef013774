import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, clearStaffSession } from '@rona/api-client';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { RequireStaff } from './require-staff';

const signIn = () => {
  document.cookie = 'ADMIN_SESSION__=1; path=/';
};
/** The login is its own route (outside RequireStaff), as in routes.tsx. */
const routes = [{ path: '/admin/login', element: <p>Masuk</p> }];
const page = (
  <RequireStaff>
    <p>Halaman staf</p>
  </RequireStaff>
);

describe('RequireStaff', () => {
  afterEach(() => clearStaffSession());

  it('sends a visitor without a staff session to the login, to come back afterwards', async () => {
    const { router } = renderAsStaff(page, { path: '/admin/audit?actor=ops', routes });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin/audit?actor=ops')}`);
  });

  it('sends an ended session (401) to the login', async () => {
    signIn();
    const { router } = renderAsStaff(page, {
      path: '/admin/orders',
      routes,
      api: {
        adminMe: () => {
          throw new ApiError('Sesi berakhir', 401);
        },
      },
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('opens only the security page while the required authenticator is not set up', async () => {
    signIn();
    const { router } = renderAsStaff(page, {
      path: '/admin/orders',
      api: { adminMe: () => ({ ...aStaffMember('gudang'), totpRequired: true }) },
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/security'));
  });

  it('shows the page to a signed-in staff member', async () => {
    signIn();
    renderAsStaff(page, { path: '/admin/orders', api: { adminMe: () => aStaffMember('gudang') } });
    expect(await screen.findByText('Halaman staf')).toBeTruthy();
  });
});
