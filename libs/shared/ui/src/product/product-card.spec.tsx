import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { aProduct, renderWithProviders } from '../testing';
import { LOGIN_REDIRECT_DELAY_MS } from './use-wishlist-toggle';
import { ProductCard } from './product-card';
import { Stars } from './stars';

const discounted = aProduct({
  name: 'Serum Niacinamide 10% dengan Centella dan Zinc untuk Kulit Berjerawat',
  warehouse: {
    price: 150000,
    fixedPrice: 120000,
    stock: 5,
    quantity: 40,
    discount: {
      kind: 'percentage',
      value: 20,
      text: 'Disc. 20%',
      promoPurchaseLimit: 0,
      purchaseLimit: 0,
      startDate: null,
      endDate: null,
    },
  },
});

describe('ProductCard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('shows the name cut at 34 characters, both prices in Rupiah and the discount badge', () => {
    renderWithProviders(<ProductCard product={discounted} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Serum Niacinamide 10% dengan Cente...')).toBeTruthy();
    expect(within(card).getByText('Rp 120.000')).toBeTruthy();
    expect(card.querySelector('s')?.textContent).toContain('Rp 150.000');
    expect(within(card).getByText('Disc. 20%')).toBeTruthy();
    expect(within(card).getByRole('img', { name: /Rating 4\.5 dari 5, 12 ulasan/ })).toBeTruthy();
    expect(within(card).getByText('Serum')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/products/rona/serum-p1-30ml');
    const image = screen.getByAltText('Botol serum niacinamide');
    expect(image.getAttribute('width')).toBe('300');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(within(card).queryByText('Habis')).toBeNull();
  });

  it('names the size it shows and adds to the cart (the API picks a size that can be bought)', () => {
    renderWithProviders(<ProductCard product={aProduct({ size: '100 ml' })} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('100 ml')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /\+ Keranjang .* 100 ml$/ })).toBeTruthy();
  });

  it('shows one price and no badge without a discount', () => {
    renderWithProviders(<ProductCard product={aProduct()} priority />);
    expect(screen.getByText('Rp 150.000')).toBeTruthy();
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByText(/Disc\./)).toBeNull();
    expect(screen.getByRole('img', { name: /Botol/ }).getAttribute('loading')).toBe('eager');
  });

  it('fetches the first card of a listing with high priority, others not; an upload offers its variants', () => {
    const upload = '/api/media/uploads/0b6f3a52-4c1e-4d7a-9f0e-1a2b3c4d5e6f.png';
    renderWithProviders(
      <>
        <ProductCard product={aProduct({ productId: 'a', image: upload, imageAlt: 'Pertama' })} priority lcp />
        <ProductCard product={aProduct({ productId: 'b', imageAlt: 'Kedua' })} priority />
      </>,
    );
    const first = screen.getByAltText('Pertama');
    expect([first.getAttribute('fetchpriority'), first.getAttribute('loading')]).toEqual(['high', 'eager']);
    expect(first.getAttribute('srcset')).toContain('-w640.webp 640w');
    expect(first.getAttribute('sizes')).toBe('(max-width: 768px) 50vw, 300px');
    expect(first.getAttribute('height')).toBe('300');
    const second = screen.getByAltText('Kedua');
    expect([second.getAttribute('fetchpriority'), second.getAttribute('loading')]).toEqual([null, 'eager']);
  });

  it('falls back to the given image (without the variants) when the photo fails to load', () => {
    const upload = '/api/media/uploads/0b6f3a52-4c1e-4d7a-9f0e-1a2b3c4d5e6f.png';
    renderWithProviders(<ProductCard product={aProduct({ image: upload, imageAlt: 'Foto' })} fallbackImage="/x.svg" />);
    const image = screen.getByAltText('Foto') as HTMLImageElement;
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/x.svg');
    expect(image.getAttribute('srcset')).toBeNull();
  });

  it("overlays 'Habis' and disables add-to-cart when stock is 0 or less", () => {
    renderWithProviders(<ProductCard product={aProduct({ warehouse: { ...aProduct().warehouse, stock: 0 } })} />);
    expect(screen.getByText('Habis')).toBeTruthy();
    expect((screen.getByRole('button', { name: /\+ Keranjang/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("adds a guest's product to the local cart with a toast", async () => {
    renderWithProviders(<ProductCard product={discounted} />);
    fireEvent.click(screen.getByRole('button', { name: /\+ Keranjang/ }));
    expect(await screen.findByText(`${discounted.name} Berhasil Masuk Keranjang`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /\+ Keranjang/ }));
    await screen.findAllByText(`${discounted.name} Berhasil Masuk Keranjang`);
    const cart = JSON.parse(localStorage.getItem('carts') ?? '{}');
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]).toMatchObject({
      id: 'p1-v1',
      isSelected: true,
      warehouse: { quantity: 2, fixedPrice: 120000 },
    });
    expect(cart.summary).toMatchObject({ totalItems: 2, itemsTotal: 300000, totalPrice: 240000, grandTotal: 240000 });
  });

  it('sends a guest to /login with the info toast when they tap the heart', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/', search: '' });
    try {
      renderWithProviders(<ProductCard product={aProduct()} />);
      fireEvent.click(screen.getByRole('button', { name: 'Tambah Serum Niacinamide 10% ke koleksi' }));
      expect(await screen.findByText('Silahkan masuk untuk menambahkan produk kedalam koleksi')).toBeTruthy();
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/login'), {
        timeout: LOGIN_REDIRECT_DELAY_MS + 1000,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("toggles a member's koleksi through the API", async () => {
    document.cookie = 'SESSION__=tok; path=/';
    try {
      const { calls } = renderWithProviders(<ProductCard product={aProduct()} />, {
        api: { wishlistAdd: () => ({ itemId: 'p1', wishlist: true, total: 1 }) },
      });
      fireEvent.click(screen.getByRole('button', { name: /ke koleksi/ }));
      expect(await screen.findByText('Berhasil Menambahkan Koleksi Produk')).toBeTruthy();
      expect(calls).toEqual([{ name: 'wishlistAdd', input: { body: { itemId: 'p1' } } }]);
    } finally {
      document.cookie = 'SESSION__=; path=/; max-age=0';
    }
  });

  it("shows one buyer's stars without a count", () => {
    renderWithProviders(<Stars average={4} />);
    expect(screen.getByRole('img', { name: 'Rating 4.0 dari 5' }).textContent).toBe('');
  });

  it('paints the stars as one element filled to the average rounded to the nearest half', () => {
    renderWithProviders(<Stars average={4.3} count={2} />);
    const stars = screen.getByRole('img', { name: 'Rating 4.5 dari 5, 2 ulasan' });
    expect(stars.querySelectorAll('svg')).toHaveLength(0);
    expect(stars.querySelector('[data-score]')?.getAttribute('data-score')).toBe('4.5');
  });
});
