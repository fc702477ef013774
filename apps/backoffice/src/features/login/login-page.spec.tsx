import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@rona/api-client';
import { aStaffMember, renderAsStaff } from '../../testing/staff';
import { LoginPage } from './login-page';

describe('LoginPage', () => {
  it('asks for the authenticator code when the account has one, then sends it with the password', async () => {
    const user = userEvent.setup();
    const staff = aStaffMember('pemilik');
    const { calls, router } = renderAsStaff(<LoginPage />, {
      path: '/admin/login?redirect=%2Fadmin%2Faudit',
      api: {
        adminLogin: (input) => {
          const { body } = input as { body: { otp?: string } };
          if (!body.otp)
            throw new ApiError('Masukkan kode autentikator', 401, [
              { field: 'otp', message: 'Masukkan kode autentikator' },
            ]);
          return { accessToken: 'x', expiresAt: '2026-11-28T00:00:00.000Z', data: staff };
        },
      },
    });
    await user.type(screen.getByLabelText('Email', { exact: false }), 'pemilik@rona.id');
    await user.type(screen.getByLabelText('Kata Sandi', { exact: false }), 'RonaStaff123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));

    const code = await screen.findByLabelText('Kode Autentikator', { exact: false });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/audit'));
    expect(calls.map((c) => (c.input as { body: unknown }).body)).toEqual([
      { email: 'pemilik@rona.id', password: 'RonaStaff123', otp: undefined },
      { email: 'pemilik@rona.id', password: 'RonaStaff123', otp: '123456' },
    ]);
  });

  it('shows a wrong password as the server says it', async () => {
    const user = userEvent.setup();
    renderAsStaff(<LoginPage />, {
      path: '/admin/login',
      api: {
        adminLogin: () => {
          throw new ApiError('Email atau kata sandi salah', 401);
        },
      },
    });
    await user.type(screen.getByLabelText('Email', { exact: false }), 'gudang@rona.id');
    await user.type(screen.getByLabelText('Kata Sandi', { exact: false }), 'salah');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email atau kata sandi salah');
    expect(screen.queryByLabelText('Kode Autentikator', { exact: false })).toBeNull();
  });
});
