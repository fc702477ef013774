// @vitest-environment-options {"settings": {"disableIframePageLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@rona/api-client';
import { aPage, aProduct, renderWithProviders } from '@rona/ui/testing';
import { aProductDetail } from './a-product-detail';
import { ProductDetailPage } from './product-detail-page';

type DetailInput = { params: { merchant: string; item: string }; query: { reviewPage?: number } };

function detailApi(product = aProductDetail(), extra: Record<string, (input: unknown) => unknown> = {}) {
  return {
    productDetail: (input: unknown) => {
      const { params, query } = input as DetailInput;
      const chosen = product.variant.find((v) => v.url === `${params.merchant}/${params.item}`);
      if (!chosen) throw new ApiError('Produk tidak ditemukan', 404);
      const page = query.reviewPage ?? 1;
      const review =
        page === 1
          ? product.review
          : {
              datas: [
                {
                  id: 'r4',
                  user: { image: null, fullName: 'Fajar Nugroho' },
                  createdAt: '2026-01-05T03:00:00.000Z',
                  size: '20 ml',
                  comment: 'Mantap',
                  score: 5,
                },
              ],
              page: { ...product.review.page, currentPage: page },
            };
      return { ...product, selectedVariantId: chosen.id, review };
    },
    productRecommendations: () => [aProduct({ productId: 'p9', name: 'Toner Centella' })],
    articleList: () => aPage([]),
    promoList: () => aPage([]),
    ...extra,
  };
}

function renderDetail(
  path = '/products/rona/serum-niacinamide-20-ml',
  api: ReturnType<typeof detailApi> = detailApi(),
) {
  return renderWithProviders(null, {
    path,
    api,
    routes: [{ path: '/products/:merchant/:item', element: <ProductDetailPage /> }],
  });
}

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

describe('product detail page', () => {
  afterEach(() => vi.unstubAllGlobals());
  afterEach(() => document.head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove()));

  it('shows the name, the excerpt, prices, the discount banner, stock text and BPOM number', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sérum Niacinamide 10%' })).toBeTruthy();
    const [excerpt] = screen.getAllByText(/^Serum ringan untuk pori/);
    expect(excerpt?.textContent?.endsWith('...')).toBe(true);
    expect(excerpt?.textContent).not.toContain('Paragraf kedua');
    expect(screen.getByTestId('final-price').textContent).toBe('Rp 120.000');
    expect(document.querySelector('s')?.textContent).toContain('Rp 150.000');
    const banner = screen.getByRole('note');
    expect(banner.textContent).toContain('Disc. 20%');
    expect(banner.textContent).toContain('untuk ukuran 20 ml');
    expect(banner.textContent).toContain('(hemat Rp 30.000)');
    expect(screen.getByTestId('stock-text').textContent).toBe('Stok Sisa 8');
    expect(screen.getByTestId('bpom').textContent).toBe('NA18230100001');
    expect(screen.getByTestId('sold-count').textContent).toBe('Terjual 500');
    expect(document.title).toBe('Sérum Niacinamide 10% | Rona');
  });

  it('shows the BPOM number under the accordions (issue 27), and no line without one', async () => {
    renderDetail();
    const bpom = await screen.findByTestId('bpom');
    const sections = document.querySelectorAll('details');
    expect(sections.length).toBeGreaterThan(0);
    expect(bpom.closest('details')).toBeNull();
    expect(
      sections[sections.length - 1]!.compareDocumentPosition(bpom) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(bpom.parentElement?.textContent).toBe('No. BPOM: NA18230100001');
  });

  it('leaves the BPOM line out when the product has no number', async () => {
    renderDetail(undefined, detailApi(aProductDetail({ bpom: '' })));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    await screen.findAllByText('Deskripsi');
    expect(screen.queryByTestId('bpom')).toBeNull();
  });

  it('disables a sold-out size; the URL names the chosen size', async () => {
    const { router } = renderDetail();
    const sizes = await screen.findByRole('group', { name: 'Ukuran' });
    const sold = within(sizes).getByRole('button', { name: '50 ml' }) as HTMLButtonElement;
    expect(sold.disabled).toBe(true);
    expect(within(sizes).getByRole('button', { name: '20 ml' }).getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.pathname).toBe('/products/rona/serum-niacinamide-20-ml');
  });

  it("opened on a sold-out size, says 'Stok Habis' and disables Tambah Keranjang", async () => {
    renderDetail('/products/rona/serum-niacinamide-50-ml');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.getByTestId('stock-text').textContent).toBe('Stok Habis'));
    expect((screen.getByRole('button', { name: 'Tambah Keranjang' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('switches size through the URL', async () => {
    const base = aProductDetail();
    const product = { ...base, variant: base.variant.map((v) => ({ ...v, warehouse: { ...v.warehouse, stock: 30 } })) };
    const { router } = renderDetail(undefined, detailApi(product));
    fireEvent.click(await screen.findByRole('button', { name: '50 ml' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/rona/serum-niacinamide-50-ml'));
    expect(screen.getByRole('button', { name: '50 ml' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('stock-text').textContent).toBe('Stok Tersedia');
  });

  it('shows the primary image first and previews a thumbnail on hover, keeps it on click', async () => {
    renderDetail();
    const main = (await screen.findByTestId('gallery-main')) as HTMLImageElement;
    expect(main.getAttribute('src')).toBe('/api/media/products/serum-0.svg');
    const thumbs = screen.getByRole('group', { name: 'Foto produk' });
    fireEvent.mouseEnter(within(thumbs).getByRole('button', { name: 'Tampilkan foto 3' }));
    expect(main.getAttribute('src')).toBe('/api/media/products/serum-2.svg');
    fireEvent.mouseLeave(thumbs);
    expect(main.getAttribute('src')).toBe('/api/media/products/serum-0.svg');
    fireEvent.click(within(thumbs).getByRole('button', { name: 'Tampilkan foto 2' }));
    fireEvent.mouseLeave(thumbs);
    expect(main.getAttribute('src')).toBe('/api/media/products/serum-1.svg');
  });

  it('embeds the video only for a YouTube link', async () => {
    renderDetail(undefined, detailApi(aProductDetail({ video: 'https://vimeo.com/123456' })));
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('embeds a YouTube video', async () => {
    // happy-dom logs that it does not load the iframe page (disabled above); only the address matters here.
    renderDetail(undefined, detailApi(aProductDetail({ video: 'https://www.youtube.com/watch?v=abcdef123' })));
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube.com/embed/abcdef123');
  });

  it('has the four accordions', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect([...document.querySelectorAll('summary')].map((s) => s.textContent)).toEqual([
      'Deskripsi',
      'Perhatian',
      'Cara Pemakaian',
      'Komposisi',
    ]);
  });

  it('shows buyer reviews 3 per page with the average out of 5.0', async () => {
    const { calls } = renderDetail();
    const section = await screen.findByRole('region', { name: 'Ulasan Pembeli' });
    expect(section.textContent).toContain('4.2');
    expect(section.textContent).toContain('dari 5.0');
    expect(section.textContent).toContain('5 Ulasan');
    const list = within(section).getByTestId('review-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(list.textContent).toContain('Citra Dewi');
    expect(list.textContent).toContain('Ukuran: 20 ml');
    expect(list.textContent).toContain('2 Mei 2026');
    fireEvent.click(within(section).getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() => expect(within(section).getByTestId('review-list').textContent).toContain('Fajar Nugroho'));
    expect(calls.filter((c) => c.name === 'productDetail').at(-1)?.input).toMatchObject({ query: { reviewPage: 2 } });
  });

  it("recommends products under 'Direkomendasikan juga', then a banner and the latest articles", async () => {
    vi.stubGlobal('IntersectionObserver', VisibleObserver);
    renderDetail();
    // A lazy chunk: give it time on a busy machine.
    const section = await screen.findByRole('region', { name: 'Direkomendasikan juga' }, { timeout: 5000 });
    expect((await within(section).findAllByRole('article', undefined, { timeout: 5000 }))[0]?.textContent).toContain(
      'Toner Centella',
    );
    expect((await screen.findByRole('link', { name: 'Mulai Belanja' })).getAttribute('href')).toBe('/products');
    expect(screen.getByRole('heading', { name: 'Artikel Terbaru' })).toBeTruthy();
  });

  it('names the heart by its state only; both labels share its box, so it keeps its width when the flag changes', async () => {
    renderDetail();
    const empty = await screen.findByRole('button', { name: 'Tambah ke Koleksi' });
    expect(empty.getAttribute('aria-pressed')).toBe('false');
    expect(within(empty).getByText('Hapus dari Koleksi').style.visibility).toBe('hidden');
    cleanup();
    renderDetail(undefined, detailApi(aProductDetail({ wishlist: true })));
    const filled = await screen.findByRole('button', { name: 'Hapus dari Koleksi' });
    expect(filled.getAttribute('aria-pressed')).toBe('true');
    expect(within(filled).getByText('Tambah ke Koleksi').style.visibility).toBe('hidden');
  });

  it("says 'Produk tidak ditemukan' for an unknown product", async () => {
    renderDetail('/products/rona/tidak-ada');
    expect(await screen.findByText('Produk tidak ditemukan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat Produk' }).getAttribute('href')).toBe('/products');
  });

  it("adds the chosen size to a guest's cart", async () => {
    localStorage.clear();
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Keranjang' }));
    expect(await screen.findByText('Sérum Niacinamide 10% (20 ml) Berhasil Masuk Keranjang')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('carts') ?? '{}').products[0]).toMatchObject({ id: 'v1', size: '20 ml' });
  });

  it('adds the quantity its stepper shows, never above the stock nor below 1 (spec 1 §4)', async () => {
    localStorage.clear();
    renderDetail();
    const less = await screen.findByRole('button', { name: 'Kurangi jumlah' });
    const more = screen.getByRole('button', { name: 'Tambah jumlah' });
    const shown = () => screen.getByTestId('product-quantity').textContent;
    expect([shown(), (less as HTMLButtonElement).disabled]).toEqual(['1', true]);
    for (let i = 0; i < 10; i += 1) fireEvent.click(more);
    // 'Stok Sisa 8': the stepper stops at 8.
    expect([shown(), (more as HTMLButtonElement).disabled]).toEqual(['8', true]);
    for (let i = 0; i < 5; i += 1) fireEvent.click(less);
    expect(shown()).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Keranjang' }));
    expect(await screen.findByText('Sérum Niacinamide 10% (20 ml) Berhasil Masuk Keranjang')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('carts') ?? '{}').products[0]).toMatchObject({
      id: 'v1',
      warehouse: { quantity: 3 },
    });
  });

  it("stops the stepper at the size's order cap when it is below the stock", async () => {
    const product = aProductDetail();
    const capped = { ...product, variant: product.variant.map((v, i) => (i === 0 ? { ...v, maxPerOrder: 2 } : v)) };
    renderDetail(undefined, detailApi(capped));
    const more = await screen.findByRole('button', { name: 'Tambah jumlah' });
    for (let i = 0; i < 5; i += 1) fireEvent.click(more);
    expect([screen.getByTestId('product-quantity').textContent, (more as HTMLButtonElement).disabled]).toEqual([
      '2',
      true,
    ]);
  });

  it("says where it ships from, and a guest's picked district gets the cheapest courier's price and estimate (issue 24)", async () => {
    const asked: unknown[] = [];
    const estimate = (input: unknown) => {
      const { query } = input as { query: { variant: string; district?: string } };
      asked.push(query);
      return query.district
        ? {
            origin: 'Kota Jakarta Selatan',
            destination: { districtId: query.district, district: 'Coblong', city: 'Kota Bandung' },
            cheapest: { courier: 'JNE', service: 'REG', price: 18_000, etd: '2-3' },
          }
        : { origin: 'Kota Jakarta Selatan', destination: null, cheapest: null };
    };
    renderDetail(
      undefined,
      detailApi(undefined, {
        deliveryEstimate: estimate,
        provinces: () => [{ id: '32', provinsi_name: 'Jawa Barat' }],
        cities: () => [{ id: '32.73', kabupaten_name: 'Kota Bandung', provinsi_id: '32' }],
        districts: () => [{ id: '32.73.01', kecamatan_name: 'Coblong', kabupaten_id: '32.73', postal_code: '40132' }],
      }),
    );
    const hint = await screen.findByTestId('delivery-hint');
    expect(await within(hint).findByText('Dikirim dari Kota Jakarta Selatan')).toBeTruthy();
    fireEvent.change(await within(hint).findByLabelText('Provinsi'), { target: { value: '32' } });
    await within(hint).findByRole('option', { name: 'Kota Bandung' });
    fireEvent.change(within(hint).getByLabelText('Kota/Kabupaten'), { target: { value: '32.73' } });
    await within(hint).findByRole('option', { name: 'Coblong' });
    fireEvent.change(within(hint).getByLabelText('Kecamatan'), { target: { value: '32.73.01' } });
    expect(
      await within(hint).findByText('Ongkir mulai Rp 18.000 (JNE REG), estimasi 2-3 hari ke Coblong, Kota Bandung'),
    ).toBeTruthy();
    expect(asked).toEqual([{ variant: 'v1' }, { variant: 'v1', district: '32.73.01' }]);
  });
});
