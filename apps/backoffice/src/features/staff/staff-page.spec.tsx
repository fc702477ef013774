import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@rona/api-client';
import { SEEDED_STAFF_ROLES, type Staff, type StaffRole } from '@rona/domain';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { StaffPage } from './staff-page';

const roles: StaffRole[] = SEEDED_STAFF_ROLES.map((r) => ({
  id: r.id,
  name: r.name,
  permissions: [...r.permissions],
  owner: r.id === 'pemilik',
}));
const aStaff = (o: Partial<Staff>): Staff => ({
  id: '22222222-2222-4222-8222-222222222222',
  email: 'gudang@rona.id',
  name: 'Gudang Rona',
  role: { id: 'gudang', name: 'Gudang' },
  active: true,
  totpEnabled: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
  invitationPending: false,
  ...o,
});
const gudang = aStaff({});
const invited = aStaff({
  id: '33333333-3333-4333-8333-333333333333',
  email: 'baru@rona.id',
  name: 'Staf Baru',
  totpEnabled: false,
  invitationPending: true,
});

describe('StaffPage', () => {
  it('lists staff with their status, and invites a staff member with a chosen role', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<StaffPage />, {
      staff: aStaffMember('pemilik'),
      api: {
        adminStaffList: () => [gudang, invited],
        adminRoles: () => roles,
        adminStaffInvite: (input) => aStaff({ ...(input as { body: Partial<Staff> }).body, invitationPending: true }),
      },
    });
    expect(await screen.findByText('Menunggu undangan')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Undang Staf' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Undangan' }));
    expect(within(dialog).getByText('Email belum diisi')).toBeTruthy();
    expect(calls.some((c) => c.name === 'adminStaffInvite')).toBe(false);

    await user.type(within(dialog).getByLabelText('Email', { exact: false }), 'kasir@rona.id');
    await user.type(within(dialog).getByLabelText('Nama', { exact: false }), 'Kasir');
    fireEvent.click(within(dialog).getByLabelText(/^Peran/, { selector: 'input' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Keuangan', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Undangan' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'adminStaffInvite')?.input).toEqual({
        body: { email: 'kasir@rona.id', name: 'Kasir', roleId: 'keuangan' },
      }),
    );
  });

  it('deactivates only after the confirmation, and shows the refusal of the API in words', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<StaffPage />, {
      staff: aStaffMember('pemilik'),
      api: {
        adminStaffList: () => [gudang],
        adminRoles: () => roles,
        adminStaffUpdate: () => {
          throw new ApiError('Hanya Pemilik yang dapat mengubah akun Pemilik', 403, [
            { message: 'Hanya Pemilik yang dapat mengubah akun Pemilik' },
          ]);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nonaktifkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nonaktifkan Gudang Rona?' });
    expect(calls.some((c) => c.name === 'adminStaffUpdate')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'adminStaffUpdate')?.input).toEqual({
        params: { id: gudang.id },
        body: { active: false },
      }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Hanya Pemilik yang dapat mengubah akun Pemilik',
    );
  });

  it('resets the second factor after the confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(<StaffPage />, {
      staff: aStaffMember('pemilik'),
      api: {
        adminStaffList: () => [gudang],
        adminRoles: () => roles,
        adminStaffTotpReset: () => ({ ...gudang, totpEnabled: false }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reset 2FA' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset 2FA' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'adminStaffTotpReset')?.input).toEqual({ params: { id: gudang.id } }),
    );
  });

  it('a new role offers only the keys the editor holds', async () => {
    const user = userEvent.setup();
    const lead = { ...aStaffMember('gudang'), permissions: ['staff:manage' as const, 'orders:read' as const] };
    const { calls } = renderAsStaff(<StaffPage />, {
      staff: lead,
      api: {
        adminStaffList: () => [],
        adminRoles: () => roles,
        adminRoleCreate: (input) => ({ id: 'kasir-1', owner: false, ...(input as { body: object }).body }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Peran Baru' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('checkbox', { name: 'export' }) as HTMLInputElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Nama peran', { exact: false }), 'Kasir');
    await user.click(within(dialog).getByRole('checkbox', { name: 'orders:read' }));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'adminRoleCreate')?.input).toEqual({
        body: { name: 'Kasir', permissions: ['orders:read'] },
      }),
    );
  });
});
