import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductListQuery } from '@rona/domain';
import { aPage, aProduct, aPromo, renderWithProviders } from '@rona/ui/testing';
import { HomePage } from './home-page';

/** Everything is "on screen" at once, so the lazy sections render too. */
class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {
    /* nothing to stop */
  }
  disconnect() {
    /* nothing to stop */
  }
}

const products = (sort: string, n: number) =>
  Array.from({ length: n }, (_, i) => aProduct({ productId: `${sort}-${i + 1}`, name: `Produk ${sort} ${i + 1}` }));

function homeApi(overrides: Record<string, (input: unknown) => unknown> = {}) {
  return {
    promoList: () => aPage([aPromo()]),
    homeBanners: () => [],
    productList: (input: unknown) => {
      const { sortBy = 'popular', limit } = (input as { query: ProductListQuery }).query;
      return aPage(products(sortBy, Number(limit)));
    },
    paymentMethods: () => [
      { name: 'BCA Virtual Account', photo: '/api/media/logos/bca.svg', category: 'virtual-account' },
    ],
    shippingMethods: () => [{ expeditionName: 'JNE', image: '/api/media/logos/jne.svg' }],
    ...overrides,
  };
}

describe('home page', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', VisibleObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the default banners when no promo has one, and sets the title', async () => {
    renderWithProviders(<HomePage />, { api: homeApi() });
    const carousel = await screen.findByRole('region', { name: 'Banner promo' });
    const images = within(carousel).getAllByRole('img', { hidden: true });
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/api/media/banners/default-1.webp',
      '/api/media/banners/default-2.webp',
      '/api/media/banners/default-3.webp',
    ]);
    expect(document.title).toBe('Rona — Skincare & Klinik Kecantikan');
  });

  it("shows the promos' own banners, linking to their pages", async () => {
    renderWithProviders(<HomePage />, {
      api: homeApi({
        promoList: () =>
          aPage([
            aPromo({ title: 'Gajian Sale', url: 'gajian-sale', banner: '/api/media/banners/gajian.svg' }),
            aPromo(),
          ]),
      }),
    });
    const carousel = await screen.findByRole('region', { name: 'Banner promo' });
    const image = within(carousel).getByRole('img', { name: 'Gajian Sale' });
    expect(image.getAttribute('src')).toBe('/api/media/banners/gajian.svg');
    expect(image.closest('a')?.getAttribute('href')).toBe('/promo/gajian-sale');
  });

  it("shows staff's banners showing now, in their order, instead of the promos' banners", async () => {
    renderWithProviders(<HomePage />, {
      api: homeApi({
        homeBanners: () => [
          {
            title: '12.12',
            alt: 'Harbolnas 12.12',
            link: '/promo/harbolnas',
            image: '/api/media/banners/1212.jpg',
            longImage: '/x.jpg',
          },
          {
            title: 'Baru',
            alt: 'Produk baru',
            link: '/products',
            image: '/api/media/banners/baru.jpg',
            longImage: '/y.jpg',
          },
        ],
        promoList: () =>
          aPage([aPromo({ title: 'Gajian Sale', url: 'gajian-sale', banner: '/api/media/banners/gajian.svg' })]),
      }),
    });
    const carousel = await screen.findByRole('region', { name: 'Banner promo' });
    const images = within(carousel).getAllByRole('img', { hidden: true });
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['Harbolnas 12.12', 'Produk baru']);
    expect(images[0]!.closest('a')?.getAttribute('href')).toBe('/promo/harbolnas');
  });

  it("falls back to the promos' banners when the staff banners' answer fails", async () => {
    renderWithProviders(<HomePage />, {
      api: homeApi({
        homeBanners: () => {
          throw new Error('offline');
        },
        promoList: () =>
          aPage([aPromo({ title: 'Gajian Sale', url: 'gajian-sale', banner: '/api/media/banners/gajian.svg' })]),
      }),
    });
    const carousel = await screen.findByRole('region', { name: 'Banner promo' });
    expect(within(carousel).getByRole('img', { name: 'Gajian Sale' }).getAttribute('src')).toBe(
      '/api/media/banners/gajian.svg',
    );
  });

  it('fetches 30 products, puts the first 15 in the desktop carousel and the rest in the mobile one', async () => {
    const { calls } = renderWithProviders(<HomePage />, { api: homeApi() });
    const [desktop, mobile] = await screen.findAllByRole('list', { name: 'Produk Diminati' });
    expect(within(desktop).getAllByRole('article')).toHaveLength(15);
    expect(within(desktop).getAllByRole('article')[0].textContent).toContain('Produk popular 1');
    expect(within(mobile).getAllByRole('article')).toHaveLength(15);
    expect(within(mobile).getAllByRole('article')[0].textContent).toContain('Produk popular 16');
    expect(calls.find((c) => c.name === 'productList')?.input).toMatchObject({
      query: { limit: 30, sortBy: 'popular' },
    });
  });

  it('switches between the three home sorts', async () => {
    const { calls } = renderWithProviders(<HomePage />, { api: homeApi() });
    await screen.findAllByRole('list', { name: 'Produk Diminati' });
    const sorts = screen.getByRole('group', { name: 'Urutkan produk' });
    expect(
      within(sorts)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Produk Diminati', 'Terjual Banyak', 'Rating Terbaik']);
    fireEvent.click(within(sorts).getByRole('button', { name: 'Terjual Banyak' }));
    const [desktop] = await screen.findAllByRole('list', { name: 'Terjual Banyak' });
    await waitFor(() =>
      expect(within(desktop).getAllByRole('article')[0].textContent).toContain('Produk best_seller 1'),
    );
    expect(within(sorts).getByRole('button', { name: 'Terjual Banyak' }).getAttribute('aria-pressed')).toBe('true');
    expect(
      calls.filter((c) => c.name === 'productList').map((c) => (c.input as { query: ProductListQuery }).query.sortBy),
    ).toEqual(['popular', 'best_seller']);
  });

  it('shows the same products on phones when there are 15 or fewer', async () => {
    renderWithProviders(<HomePage />, { api: homeApi({ productList: () => aPage(products('popular', 4)) }) });
    const [desktop, mobile] = await screen.findAllByRole('list', { name: 'Produk Diminati' });
    expect(within(desktop).getAllByRole('article')).toHaveLength(4);
    expect(within(mobile).getAllByRole('article')).toHaveLength(4);
  });

  it('shows an empty state without products', async () => {
    renderWithProviders(<HomePage />, { api: homeApi({ productList: () => aPage([]) }) });
    expect(await screen.findByText('Produk belum ada')).toBeTruthy();
  });

  it('offers a retry when the products cannot be loaded', async () => {
    let fail = true;
    renderWithProviders(<HomePage />, {
      api: homeApi({
        productList: () => {
          if (fail) throw new Error('Network down');
          return aPage(products('popular', 3));
        },
      }),
    });
    const retry = await screen.findByRole('button', { name: 'Coba Lagi' });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
  });

  it('lists the promos, and the payment and shipping logos', async () => {
    renderWithProviders(<HomePage />, { api: homeApi() });
    const promos = await screen.findByRole('list', { name: 'Promo Spesial' });
    expect(within(promos).getByText('Promo Akhir Bulan')).toBeTruthy();
    expect(within(promos).getByText('2 Kode Promo')).toBeTruthy();
    expect(within(promos).getByRole('link').getAttribute('href')).toBe('/promo/promo-akhir-bulan');
    expect(await screen.findByRole('img', { name: 'BCA Virtual Account' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'JNE' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kulit sehat dimulai dari perawatan yang tepat' })).toBeTruthy();
  });
});
