import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@rona/api-client';
import { renderWithProviders } from '@rona/ui/testing';
import { RegisterPage } from './register-page';

/** By label, ignoring the required mark Mantine appends ('Kata Sandi *'). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Daftar' }));
const expired = '2030-01-01T00:00:00.000Z';

function fillValid() {
  type('Nama Lengkap', 'Siti Rahma');
  type('Nomor Telepon', '081234567890');
  type('Email', 'siti@rona.id');
  type('Kata Sandi', 'rahasia123');
  type('Konfirmasi Kata Sandi', 'rahasia123');
}

describe('register page', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => localStorage.clear());

  it('shows every required-field message of an empty form and sends nothing', async () => {
    const { calls } = renderWithProviders(<RegisterPage />, { app: 'account-checkout', path: '/register' });
    submit();
    // The first submit waits for the lazily loaded rules (zod).
    expect(await screen.findByText('Nama lengkap belum diisi', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Nomor telepon belum diisi')).toBeTruthy();
    expect(screen.getByText('Email belum diisi')).toBeTruthy();
    expect(screen.getByText('Kata Sandi harus minimal 8 karakter')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says when the e-mail is malformed and the confirmation differs', async () => {
    renderWithProviders(<RegisterPage />, { app: 'account-checkout', path: '/register' });
    fillValid();
    type('Email', 'siti@');
    type('Konfirmasi Kata Sandi', 'rahasia124');
    submit();
    expect(await screen.findByText('Format email tidak valid', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Konfirmasi password tidak sama')).toBeTruthy();
  });

  it('keeps the phone numeric without its leading 0, after the fixed 62', () => {
    renderWithProviders(<RegisterPage />, { app: 'account-checkout', path: '/register' });
    type('Nomor Telepon', '0812-34ab56');
    expect(field('Nomor Telepon').value).toBe('8123456');
    expect(screen.getByText('62')).toBeTruthy();
  });

  it('words a short phone for what the user types after the fixed 62', async () => {
    renderWithProviders(<RegisterPage />, { app: 'account-checkout', path: '/register' });
    fillValid();
    type('Nomor Telepon', '81234');
    submit();
    expect(await screen.findByText('Nomor telepon harus 9–13 angka setelah 62')).toBeTruthy();
    expect(screen.queryByText(/diawali 62/)).toBeNull();
  });

  it('keeps the confirmation read-only until the password has 8 characters', () => {
    renderWithProviders(<RegisterPage />, { app: 'account-checkout', path: '/register' });
    expect(field('Konfirmasi Kata Sandi').readOnly).toBe(true);
    type('Kata Sandi', 'rahasia');
    expect(field('Konfirmasi Kata Sandi').readOnly).toBe(true);
    type('Kata Sandi', 'rahasia1');
    expect(field('Konfirmasi Kata Sandi').readOnly).toBe(false);
  });

  it('registers with 62 in front, stores the OTP record and goes to the OTP page', async () => {
    const { calls, router } = renderWithProviders(<RegisterPage />, {
      app: 'account-checkout',
      path: '/register',
      api: { register: () => ({ expired, accessToken: 'pending', points: 0 }) },
    });
    fillValid();
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification-otp/6281234567890'));
    expect(calls).toEqual([
      {
        name: 'register',
        input: {
          query: {},
          body: { fullName: 'Siti Rahma', phone: '6281234567890', email: 'siti@rona.id', password: 'rahasia123' },
        },
      },
    ]);
    expect(JSON.parse(localStorage.getItem('otp') ?? '{}')).toEqual({
      phone: '6281234567890',
      expired,
      email: 'siti@rona.id',
    });
    expect(await screen.findByText('Lanjutkan Verifikasi Nomor Telepon Kamu')).toBeTruthy();
    expect(document.cookie).not.toContain('SESSION__=pending');
  });

  it('disables Daftar while the registration is being sent', async () => {
    let answer: (v: unknown) => void = () => undefined;
    renderWithProviders(<RegisterPage />, {
      app: 'account-checkout',
      path: '/register',
      api: { register: () => new Promise((resolve) => (answer = resolve)) },
    });
    fillValid();
    submit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Daftar' }).hasAttribute('disabled')).toBe(true));
    answer({ expired, accessToken: 'x', points: 0 });
  });

  it("says 'Daftar Akun Gagal' when the answer has no expiry", async () => {
    const { router } = renderWithProviders(<RegisterPage />, {
      app: 'account-checkout',
      path: '/register',
      api: { register: () => ({ expired: '', accessToken: '', points: 0 }) },
    });
    fillValid();
    submit();
    expect(await screen.findByText('Daftar Akun Gagal')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('shows the QR promotion (points with the dot thousands separator) and sends its code with the registration', async () => {
    const { calls } = renderWithProviders(<RegisterPage />, {
      app: 'account-checkout',
      path: '/register?qr=KLINIK50',
      api: {
        qrOffer: () => ({ name: 'Promo Klinik', value: 10_000 }),
        register: () => ({ expired, accessToken: 'x', points: 10_000 }),
      },
    });
    expect(await screen.findByText('Daftar sekarang dan dapatkan 10.000 Poin dari Promo Klinik')).toBeTruthy();
    expect(localStorage.getItem('qr')).toBe('KLINIK50');
    fillValid();
    submit();
    expect(
      await screen.findByText('Lanjutkan Verifikasi Nomor Telepon Kamu untuk mendapatkan 10.000 Poin'),
    ).toBeTruthy();
    expect(calls.find((c) => c.name === 'register')?.input).toMatchObject({ query: { qr: 'KLINIK50' } });
    expect(localStorage.getItem('qr')).toBeNull();
  });

  it("says 'QR Code tidak Ditemukan' for an unknown code and registers without it", async () => {
    const { calls } = renderWithProviders(<RegisterPage />, {
      app: 'account-checkout',
      path: '/register?qr=NOPE',
      api: {
        qrOffer: () => {
          throw new ApiError('QR Code tidak Ditemukan', 404);
        },
        register: () => ({ expired, accessToken: 'x', points: 0 }),
      },
    });
    expect(await screen.findByText('QR Code tidak Ditemukan')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('qr')).toBeNull());
    fillValid();
    submit();
    await waitFor(() => expect(calls.find((c) => c.name === 'register')?.input).toMatchObject({ query: {} }));
  });
});
