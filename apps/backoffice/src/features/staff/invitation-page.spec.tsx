import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@rona/api-client';
import { loadFieldLabels } from '@rona/i18n';
import { renderAsStaff } from '../../testing/staff';
import { InvitationPage } from './invitation-page';

const page = (
  <Routes>
    <Route path="/admin/invitation/:token" element={<InvitationPage />} />
  </Routes>
);

describe('InvitationPage', () => {
  it("sends the link's token with the new password, then points to the login", async () => {
    const user = userEvent.setup();
    const { calls } = renderAsStaff(page, {
      path: '/admin/invitation/tok-123',
      api: { adminStaffInvitationAccept: () => ({ email: 'baru@rona.id' }) },
    });
    await user.type(screen.getByLabelText('Kata Sandi Baru', { exact: false }), 'pendek');
    await user.type(screen.getByLabelText('Ulangi Kata Sandi', { exact: false }), 'pendek');
    await user.click(screen.getByRole('button', { name: 'Simpan Kata Sandi' }));
    expect(screen.getByText('Kata sandi minimal 10 karakter')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Kata Sandi Baru', { exact: false }));
    await user.type(screen.getByLabelText('Kata Sandi Baru', { exact: false }), 'SandiBaru12345');
    await user.clear(screen.getByLabelText('Ulangi Kata Sandi', { exact: false }));
    await user.type(screen.getByLabelText('Ulangi Kata Sandi', { exact: false }), 'SandiBaru12345');
    await user.click(screen.getByRole('button', { name: 'Simpan Kata Sandi' }));
    await waitFor(() =>
      expect(calls[0]).toEqual({
        name: 'adminStaffInvitationAccept',
        input: { body: { token: 'tok-123', password: 'SandiBaru12345' } },
      }),
    );
    expect(await screen.findByText(/Silakan masuk dengan email baru@rona.id/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Masuk ke Back Office' }).getAttribute('href')).toBe('/admin/login');
  });

  it("shows a used or expired link's refusal in words, without a field's name (the token is no field on the form)", async () => {
    // Field names are added to messages once their table has loaded (with the first error anywhere).
    await loadFieldLabels();
    const user = userEvent.setup();
    const message = 'Tautan undangan tidak berlaku: sudah dipakai, kedaluwarsa, atau salah. Minta undangan baru.';
    renderAsStaff(page, {
      path: '/admin/invitation/lama',
      api: {
        adminStaffInvitationAccept: () => {
          throw new ApiError(message, 400, [{ message, field: 'token' }]);
        },
      },
    });
    await user.type(screen.getByLabelText('Kata Sandi Baru', { exact: false }), 'SandiBaru12345');
    await user.type(screen.getByLabelText('Ulangi Kata Sandi', { exact: false }), 'SandiBaru12345');
    await user.click(screen.getByRole('button', { name: 'Simpan Kata Sandi' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
