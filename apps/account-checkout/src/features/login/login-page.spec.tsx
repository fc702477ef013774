import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@rona/api-client';
import { renderWithProviders } from '@rona/ui/testing';
import { aCartLine, logIn, logOut, watchPageLoads } from '../../shared/auth-form/test-helpers';
import { LoginPage } from './login-page';

const member = {
  accessToken: 'new-token',
  data: { id: 'u1', fullName: 'Siti Rahma', email: 'siti@rona.id', image: null, roles: [] },
};

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email atau Nomor Telepon'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Kata Sandi'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
}

function putGuestCart(count: number) {
  const products = Array.from({ length: count }, (_, i) => aCartLine(`v${i + 1}`, i + 2));
  localStorage.setItem('carts', JSON.stringify({ products, vouchers: [], summary: {} }));
}

describe('login page', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    logOut();
    vi.restoreAllMocks();
  });

  it('shows the links to /forgot-password and /register and hides the password until asked', () => {
    renderWithProviders(<LoginPage />, { app: 'account-checkout', path: '/login' });
    expect(screen.getByRole('link', { name: 'Lupa Kata Sandi?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Daftar' }).getAttribute('href')).toBe('/register');
    const password = screen.getByLabelText('Kata Sandi');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan kata sandi' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Sembunyikan kata sandi' })).toBeTruthy();
  });

  it('shows the messages of an empty or malformed form and sends nothing', async () => {
    const { calls } = renderWithProviders(<LoginPage />, { app: 'account-checkout', path: '/login', api: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    // The first submit waits for the lazily loaded rules (zod).
    expect(await screen.findByText('Email atau nomor telepon belum diisi', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Kata sandi belum diisi')).toBeTruthy();
    fillAndSubmit('bukan email', 'rahasia123');
    expect(await screen.findByText('Masukkan email atau nomor telepon yang valid')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('stores the session and goes to the internal redirect target', async () => {
    const { calls, router } = renderWithProviders(<LoginPage />, {
      app: 'account-checkout',
      path: '/login?redirect=%2Fcheckout',
      api: { login: () => member },
    });
    fillAndSubmit('siti@rona.id', 'rahasia123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(calls).toEqual([{ name: 'login', input: { body: { email: 'siti@rona.id', password: 'rahasia123' } } }]);
    expect(document.cookie).toContain('SESSION__=1'); // the marker; the token stays in the API's HttpOnly cookie
    expect(sessionStorage.getItem('rona:flash')).toBe('Selamat Datang, Siti Rahma');
  });

  it.each([
    'https%3A%2F%2Fevil.example',
    '%2F%09%2Fevil.example%2Fpwned',
    '%2F%0A%2Fevil.example',
    '%2F%5Cevil.example',
  ])('goes to / (a full load of the storefront) for the outside redirect %s', async (redirect) => {
    const { assign } = watchPageLoads();
    renderWithProviders(<LoginPage />, {
      app: 'account-checkout',
      path: `/login?redirect=${redirect}`,
      api: { login: () => member },
    });
    fillAndSubmit('6281234567890', 'rahasia123');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('disables Masuk while the login is being sent', async () => {
    let answer: (v: unknown) => void = () => undefined;
    renderWithProviders(<LoginPage />, {
      app: 'account-checkout',
      path: '/login',
      api: { login: () => new Promise((resolve) => (answer = resolve)) },
    });
    fillAndSubmit('siti@rona.id', 'rahasia123');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Masuk' }).hasAttribute('disabled')).toBe(true));
    answer(member);
  });

  it('sends an unverified phone (HTTP 418) to the OTP page with the reference', async () => {
    const record = { phone: '6281234567890', expired: '2030-01-01T00:00:00.000Z', email: 'siti@rona.id' };
    const { router } = renderWithProviders(<LoginPage />, {
      app: 'account-checkout',
      path: '/login',
      api: {
        login: () => {
          throw new ApiError('Nomor telepon belum diverifikasi', 418, [
            { message: 'Nomor telepon belum diverifikasi', value: record },
          ]);
        },
      },
    });
    fillAndSubmit('siti@rona.id', 'rahasia123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification-otp/6281234567890'));
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('siti@rona.id');
    expect(JSON.parse(localStorage.getItem('otp') ?? '{}')).toEqual(record);
    expect(document.cookie).not.toContain('SESSION__=');
  });

  it('shows a refused login with the shared error toast', async () => {
    renderWithProviders(<LoginPage />, {
      app: 'account-checkout',
      path: '/login',
      api: {
        login: () => {
          throw new ApiError('Email atau kata sandi salah', 401);
        },
      },
    });
    fillAndSubmit('siti@rona.id', 'salah12345');
    expect(await screen.findByText('Email atau kata sandi salah')).toBeTruthy();
  });

  it('sends a visitor who is already logged in to /', async () => {
    logIn();
    const { replace } = watchPageLoads();
    renderWithProviders(<LoginPage />, { app: 'account-checkout', path: '/login' });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
  });

  describe('with products in the local cart', () => {
    it("'Teruskan Keranjang' merges them into the member's cart, then empties the local one", async () => {
      putGuestCart(2);
      const { calls, router } = renderWithProviders(<LoginPage />, {
        app: 'account-checkout',
        path: '/login?redirect=%2Fcheckout',
        api: { login: () => member, cartMerge: () => ({}) },
      });
      fillAndSubmit('siti@rona.id', 'rahasia123');
      fireEvent.click(await screen.findByRole('button', { name: 'Teruskan Keranjang' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
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

    it('keeps the dialog and the local cart when the merge fails', async () => {
      putGuestCart(1);
      renderWithProviders(<LoginPage />, {
        app: 'account-checkout',
        path: '/login',
        api: {
          login: () => member,
          cartMerge: () => {
            throw new ApiError('Stok produk tidak cukup', 400);
          },
        },
      });
      fillAndSubmit('siti@rona.id', 'rahasia123');
      fireEvent.click(await screen.findByRole('button', { name: 'Teruskan Keranjang' }));
      expect(await screen.findByText('Stok produk tidak cukup')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Tidak, Ganti Keranjang' })).toBeTruthy();
      expect(JSON.parse(localStorage.getItem('carts') ?? '{}').products).toHaveLength(1);
    });

    it("'Tidak, Ganti Keranjang' drops the local cart without a merge", async () => {
      putGuestCart(1);
      const { calls, router } = renderWithProviders(<LoginPage />, {
        app: 'account-checkout',
        path: '/login?redirect=%2Fcheckout',
        api: { login: () => member },
      });
      fillAndSubmit('siti@rona.id', 'rahasia123');
      fireEvent.click(await screen.findByRole('button', { name: 'Tidak, Ganti Keranjang' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
      expect(calls.map((c) => c.name)).toEqual(['login']);
      expect(JSON.parse(localStorage.getItem('carts') ?? '{}').products).toEqual([]);
    });
  });
});
