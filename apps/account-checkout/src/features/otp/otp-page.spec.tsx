import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '@rona/api-client';
import { renderWithProviders } from '@rona/ui/testing';
import { aCartLine, logOut, watchPageLoads } from '../../shared/auth-form/test-helpers';
import { OtpPage } from './otp-page';

const PHONE = '6281234567890';
const future = () => new Date(Date.now() + 5 * 60_000).toISOString();
const past = () => new Date(Date.now() - 60_000).toISOString();
const member = {
  accessToken: 'verified-token',
  data: { id: 'u1', fullName: 'Siti', email: 'siti@rona.id', image: null, roles: [] },
};

function renderOtp(path: string, api: Record<string, (input: unknown) => unknown> = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/verification-otp/:phone" element={<OtpPage />} />
    </Routes>,
    { app: 'account-checkout', path, api },
  );
}
const typeCode = (code: string) =>
  code
    .split('')
    .forEach((digit, i) => fireEvent.change(screen.getByLabelText(`Kode OTP ${i + 1}`), { target: { value: digit } }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('phone OTP page', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    logOut();
    vi.restoreAllMocks();
  });

  it('uses a still-valid saved code without asking for a new one, and counts down', async () => {
    localStorage.setItem('otp', JSON.stringify({ phone: PHONE, expired: future(), email: 'siti@rona.id' }));
    const { calls } = renderOtp(`/verification-otp/${PHONE}`);
    expect(await screen.findByText(/^Kode berlaku (05:00|04:59)$/)).toBeTruthy();
    expect(screen.getByText(/62812\*\*\*\*\*890/)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks for a code on arrival when none is valid, and saves the record', async () => {
    const expired = future();
    const { calls } = renderOtp(
      `/verification-otp/${PHONE}?expired=${encodeURIComponent(past())}&email=siti%40rona.id`,
      {
        requestOtp: () => ({ expired }),
      },
    );
    await waitFor(() => expect(calls).toEqual([{ name: 'requestOtp', input: { body: { phone: PHONE } } }]));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('otp') ?? '{}')).toEqual({ phone: PHONE, expired, email: 'siti@rona.id' }),
    );
  });

  it("says 'Kode OTP Belum Diisi' for an empty code and 'Kode OTP harus 6 angka' for a short one", async () => {
    const { calls } = renderOtp(`/verification-otp/${PHONE}?expired=${encodeURIComponent(future())}`);
    submit();
    expect(await screen.findByText('Kode OTP Belum Diisi')).toBeTruthy();
    typeCode('123');
    submit();
    expect(await screen.findByText('Kode OTP harus 6 angka')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('offers the resend link once the code expired, refuses to verify, and resend asks again', async () => {
    let answer = past();
    const { calls } = renderOtp(`/verification-otp/${PHONE}`, { requestOtp: () => ({ expired: answer }) });
    const resend = await screen.findByRole('button', { name: 'Kirim Ulang Kode OTP' });
    typeCode('123456');
    submit();
    expect(await screen.findByText('Kirim Ulang Kode OTP untuk melanjutkan verifikasi')).toBeTruthy();
    expect(calls.map((c) => c.name)).toEqual(['requestOtp']);
    answer = future();
    fireEvent.click(resend);
    expect(await screen.findByText(/^Kode berlaku/)).toBeTruthy();
    expect(calls.map((c) => c.name)).toEqual(['requestOtp', 'requestOtp']);
  });

  it('verifies the code as a number, logs the member in and goes to /', async () => {
    localStorage.setItem('otp', JSON.stringify({ phone: PHONE, expired: future(), email: '' }));
    const { replace } = watchPageLoads();
    const { calls } = renderOtp(`/verification-otp/${PHONE}`, { verifyPhone: () => member });
    typeCode('654321');
    submit();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(calls).toEqual([{ name: 'verifyPhone', input: { body: { phone: PHONE, otp: 654321 } } }]);
    expect(document.cookie).toContain('SESSION__=1'); // the marker; the token stays in the API's HttpOnly cookie
    expect(localStorage.getItem('otp')).toBeNull();
    expect(sessionStorage.getItem('rona:flash')).toBe('Verifikasi Nomor Telepon Berhasil. Selamat Bergabung di Rona');
  });

  describe("with a guest's products in the local cart (issue 24: the cart survives sign-up)", () => {
    const putGuestCart = () =>
      localStorage.setItem(
        'carts',
        JSON.stringify({ products: [aCartLine('v1', 2), aCartLine('v2', 3)], vouchers: [], summary: {} }),
      );

    it("offers 'Teruskan Keranjang' as after login, merges them into the new member's cart, then goes to /", async () => {
      localStorage.setItem('otp', JSON.stringify({ phone: PHONE, expired: future(), email: '' }));
      putGuestCart();
      const { replace } = watchPageLoads();
      const { calls } = renderOtp(`/verification-otp/${PHONE}`, {
        verifyPhone: () => member,
        cartMerge: () => ({}),
      });
      typeCode('654321');
      submit();
      fireEvent.click(await screen.findByRole('button', { name: 'Teruskan Keranjang' }));
      await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
      expect(calls[1]).toEqual({
        name: 'cartMerge',
        input: {
          body: {
            mode: 'merge',
            products: [
              { id: 'v1', quantity: 2 },
              { id: 'v2', quantity: 3 },
            ],
          },
        },
      });
      expect(JSON.parse(localStorage.getItem('carts') ?? '{}').products).toEqual([]);
    });

    it("'Tidak, Ganti Keranjang' drops them without a merge", async () => {
      localStorage.setItem('otp', JSON.stringify({ phone: PHONE, expired: future(), email: '' }));
      putGuestCart();
      const { replace } = watchPageLoads();
      const { calls } = renderOtp(`/verification-otp/${PHONE}`, { verifyPhone: () => member });
      typeCode('654321');
      submit();
      fireEvent.click(await screen.findByRole('button', { name: 'Tidak, Ganti Keranjang' }));
      await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
      expect(calls.map((c) => c.name)).toEqual(['verifyPhone']);
      expect(JSON.parse(localStorage.getItem('carts') ?? '{}').products).toEqual([]);
    });
  });

  it("says 'Token Tidak Ditemukan' when the answer carries no token", async () => {
    localStorage.setItem('otp', JSON.stringify({ phone: PHONE, expired: future(), email: '' }));
    renderOtp(`/verification-otp/${PHONE}`, { verifyPhone: () => ({ data: member.data }) });
    typeCode('654321');
    submit();
    expect(await screen.findByText('Token Tidak Ditemukan')).toBeTruthy();
    expect(document.cookie).not.toContain('SESSION__=');
  });

  it('shows a wrong code through the shared error toast', async () => {
    localStorage.setItem('otp', JSON.stringify({ phone: PHONE, expired: future(), email: '' }));
    renderOtp(`/verification-otp/${PHONE}`, {
      verifyPhone: () => {
        throw new ApiError('Kode OTP salah', 400);
      },
    });
    typeCode('111111');
    submit();
    expect(await screen.findByText('Kode OTP salah')).toBeTruthy();
  });

  it('cannot go on without a phone number', () => {
    const { calls } = renderOtp('/verification-otp/bukan-nomor');
    expect(screen.getByText('Tidak Dapat Melanjutkan, Silahkan Kembali Ke Login')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Login' }).getAttribute('href')).toBe('/login');
    expect(calls).toEqual([]);
  });
});
