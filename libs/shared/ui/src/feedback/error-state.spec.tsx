import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ApiError, NETWORK_MESSAGES } from '@rona/api-client';
import { renderWithProviders } from '../testing';
import { ShopLayout } from '../layout/shop-layout';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it("says what failed and why, and 'Coba Lagi' loads again", () => {
    const retry = vi.fn();
    renderWithProviders(
      <ErrorState title="Gagal memuat keranjang" error={new ApiError(NETWORK_MESSAGES.offline, 0)} onRetry={retry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Gagal memuat keranjang');
    expect(screen.getByText(NETWORK_MESSAGES.offline)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('the header cart of a member whose cart failed to load', () => {
  afterEach(() => (document.cookie = 'SESSION__=; path=/; max-age=0'));

  it("is not 'Wah keranjang belanjamu kosong' but an error with 'Coba Lagi'", async () => {
    document.cookie = 'SESSION__=1; path=/';
    let fail = true;
    renderWithProviders(<ShopLayout />, {
      api: {
        cartList: () => {
          if (fail) throw new ApiError('Terjadi Kesalahan Server', 500);
          return { products: [], subTotal: 0 };
        },
        notificationList: () => ({
          datas: [],
          unread: 0,
          page: { currentPage: 1, totalPage: 0, totalData: 0, limit: 5 },
        }),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /^Keranjang/ }));
    expect(await screen.findByText('Gagal memuat data')).toBeTruthy();
    expect(screen.queryByText('Wah keranjang belanjamu kosong')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('Wah keranjang belanjamu kosong')).toBeTruthy();
  });
});
