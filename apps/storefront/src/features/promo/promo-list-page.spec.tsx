import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PromoListItem } from '@rona/domain';
import { aPage, aPromo, renderWithProviders } from '@rona/ui/testing';
import { PromoListPage } from './promo-list-page';

const promos = Array.from({ length: 8 }, (_, i) =>
  aPromo({
    title: `Promo ${i + 1}`,
    url: `promo-${i + 1}`,
    type: i === 0 ? 'Discount' : 'Voucher',
    count_voucher: i === 1 ? 0 : 3,
  }),
);

function listApi(all: PromoListItem[]) {
  return {
    promoList: (input: unknown) => {
      const { page = 1, limit = 6 } = (input as { query: { page?: number; limit?: number } }).query;
      const datas = all.slice((page - 1) * limit, page * limit);
      return {
        datas,
        page: { currentPage: page, totalPage: Math.ceil(all.length / limit), totalData: all.length, limit },
      };
    },
    articleList: () => aPage([]),
    certificates: () => [],
  };
}

describe('promo list page', () => {
  it('shows 6 cards with their codes line and pages through the URL', async () => {
    const { router, calls } = renderWithProviders(null, {
      path: '/promo',
      routes: [{ path: '/promo', element: <PromoListPage /> }],
      api: listApi(promos),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Promo 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Semua Promo' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Mulai Belanja' })[0]?.getAttribute('href')).toBe('/products');
    expect(screen.getByText('Diskon Produk Spesial')).toBeTruthy();
    expect(screen.getByText('Tanpa Kode Promo')).toBeTruthy();
    expect(screen.getAllByText('3 Kode Promo')).toHaveLength(4);
    expect(screen.queryByRole('heading', { name: 'Promo 7' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Promo 7' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.some((c) => c.name === 'promoList' && (c.input as { query: { page: number } }).query.page === 2)).toBe(
      true,
    );
  });

  it("says 'Promo belum ada' when there is none", async () => {
    renderWithProviders(null, {
      path: '/promo',
      routes: [{ path: '/promo', element: <PromoListPage /> }],
      api: listApi([]),
    });
    expect(await screen.findByRole('heading', { name: 'Promo belum ada' })).toBeTruthy();
  });

  it('moves a page past the end to the last page', async () => {
    const { router } = renderWithProviders(null, {
      path: '/promo?page=7',
      routes: [{ path: '/promo', element: <PromoListPage /> }],
      api: listApi(promos),
    });
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Promo 8' })).toBeTruthy();
  });
});
