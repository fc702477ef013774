import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@rona/ui/testing';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('forgot password page', () => {
  it('checks the e-mail before sending', async () => {
    const { calls } = renderWithProviders(<ForgotPasswordPage />, {
      app: 'account-checkout',
      path: '/forgot-password',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Kode Verifikasi' }));
    expect(await screen.findByText('Email belum diisi')).toBeTruthy();
    type('Email', 'siti@');
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Kode Verifikasi' }));
    expect(await screen.findByText('Format email tidak valid')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks for the reset mail and says to check the inbox', async () => {
    const { calls } = renderWithProviders(<ForgotPasswordPage />, {
      app: 'account-checkout',
      path: '/forgot-password',
      api: { forgotPassword: () => ({ email: 'siti@rona.id' }) },
    });
    type('Email', 'siti@rona.id');
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Kode Verifikasi' }));
    expect(await screen.findByText('Silahkan cek email anda untuk membuat password baru')).toBeTruthy();
    expect(calls).toEqual([{ name: 'forgotPassword', input: { body: { email: 'siti@rona.id' } } }]);
  });
});

describe('reset password page', () => {
  afterEach(() => vi.useRealTimers());

  const renderReset = (api: Record<string, (input: unknown) => unknown> = {}) =>
    renderWithProviders(
      <Routes>
        <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
        <Route path="/login" element={<p>halaman login</p>} />
      </Routes>,
      { app: 'account-checkout', path: '/reset-password/tok-123', api },
    );

  it('keeps the repeat field read-only until 8 characters and blocks a short or different password', async () => {
    const { calls } = renderReset();
    expect(field('Ulangi Kata Sandi Baru').readOnly).toBe(true);
    type('Kata Sandi Baru', 'pendek');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Kata sandi harus minimal 8 karakter')).toBeTruthy();
    type('Kata Sandi Baru', 'rahasia123');
    expect(field('Ulangi Kata Sandi Baru').readOnly).toBe(false);
    type('Ulangi Kata Sandi Baru', 'rahasia124');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Konfirmasi password tidak sama')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('resets with the token, confirms, and goes to /login after 1 second', async () => {
    const { calls, router } = renderReset({ resetPassword: () => ({ email: 'siti@rona.id' }) });
    type('Kata Sandi Baru', 'rahasia123');
    type('Ulangi Kata Sandi Baru', 'rahasia123');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Berhasil Mereset Password, silahkan login menggunakan password yang baru dibuat'),
    ).toBeTruthy();
    expect(calls).toEqual([
      {
        name: 'resetPassword',
        input: { params: { token: 'tok-123' }, body: { password: 'rahasia123', rePassword: 'rahasia123' } },
      },
    ]);
    expect(router.state.location.pathname).toBe('/reset-password/tok-123');
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(router.state.location.pathname).toBe('/reset-password/tok-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 1500 });
  });
});
