import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { aCategory, aPage, renderWithProviders } from '../../testing';
import { ShopLayout } from '../shop-layout';

const logIn = () => (document.cookie = 'SESSION__=tok; path=/');
const logOut = () => (document.cookie = 'SESSION__=; path=/; max-age=0');
const trigger = (name: RegExp | string) => screen.getByRole('button', { name });
const isOpen = (name: RegExp | string) => trigger(name).getAttribute('aria-expanded') === 'true';

describe('shop header', () => {
  beforeEach(() => localStorage.clear());
  afterEach(logOut);

  it("shows 'Masuk' to /login and no account menus when logged out", () => {
    renderWithProviders(<ShopLayout />);
    expect(screen.getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Akun' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Notifikasi' })).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Menu utama' });
    expect([...menu.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Beranda', '/'],
      ['Belanja', '/products'],
      ['Promo', '/promo'],
      ['Tentang', '/about'],
      ['Blog', '/blog'],
    ]);
  });

  it('shows the account menu links and Keluar when logged in', () => {
    logIn();
    renderWithProviders(<ShopLayout />);
    expect(screen.queryByRole('link', { name: 'Masuk' })).toBeNull();
    fireEvent.click(trigger('Akun'));
    const hrefs = ['Aktivitas Saya', 'Wishlist', 'Ulasan', 'Profil'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/user/activity',
      '/user/activity?action=wishlist',
      '/user/activity?action=review',
      '/user/profile',
    ]);
    expect(screen.getByRole('button', { name: 'Keluar' })).toBeTruthy();
  });

  it("shows the member's unread notifications on the bell", async () => {
    logIn();
    renderWithProviders(<ShopLayout />, { api: { notificationList: () => ({ ...aPage([]), unread: 3 }) } });
    expect(await within(trigger('Notifikasi')).findByText('3')).toBeTruthy();
  });

  it("on phones (no bell) the menu's 'Notifikasi' and the burger carry the unread count (issue 13)", async () => {
    logIn();
    renderWithProviders(<ShopLayout />, { api: { notificationList: () => ({ ...aPage([]), unread: 3 }) } });
    const burger = await screen.findByRole('button', { name: 'Buka menu, 3 notifikasi belum dibaca' });
    fireEvent.click(burger);
    const menu = screen.getAllByRole('navigation', { name: 'Menu utama' }).at(-1)!;
    const link = within(menu).getByRole('link', { name: 'Notifikasi, 3 belum dibaca' });
    expect(within(link).getByText('3')).toBeTruthy();
  });

  it('keeps the dropdowns mutually exclusive', async () => {
    logIn();
    renderWithProviders(<ShopLayout />, {
      api: { notificationList: () => ({ ...aPage([]), unread: 0 }) },
    });
    fireEvent.click(trigger('Keranjang'));
    expect(isOpen('Keranjang')).toBe(true);
    expect(await screen.findByText('Wah keranjang belanjamu kosong')).toBeTruthy();
    fireEvent.click(trigger('Notifikasi'));
    expect(isOpen('Keranjang')).toBe(false);
    expect(isOpen('Notifikasi')).toBe(true);
    expect(await screen.findByText('Belum ada info notifikasi')).toBeTruthy();
    fireEvent.click(trigger('Akun'));
    expect(isOpen('Notifikasi')).toBe(false);
    expect(isOpen('Akun')).toBe(true);
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('closes an open dropdown on route change', async () => {
    logIn();
    const { router } = renderWithProviders(<ShopLayout />);
    fireEvent.click(trigger('Akun'));
    expect(isOpen('Akun')).toBe(true);
    await act(() => router.navigate('/products?page=2'));
    expect(isOpen('Akun')).toBe(false);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('closes on Escape with focus back on its button, and on mouse leave', () => {
    logIn();
    renderWithProviders(<ShopLayout />);
    fireEvent.click(trigger('Akun'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen('Akun')).toBe(false);
    expect(document.activeElement).toBe(trigger('Akun'));
    fireEvent.click(trigger('Akun'));
    fireEvent.mouseLeave(trigger('Akun').parentElement as HTMLElement);
    expect(isOpen('Akun')).toBe(false);
  });

  it('counts the guest cart lines on the cart button and lists them in the dropdown', async () => {
    localStorage.setItem(
      'carts',
      JSON.stringify({
        products: [
          {
            id: 'v1',
            name: 'Sunscreen Gel SPF 50 PA++++ Ringan',
            url: 'rona/sunscreen',
            image: '/x.svg',
            size: '50 ml',
            isSelected: true,
            status: true,
            warehouse: { quantity: 2, stock: 5, price: 99000, fixedPrice: 89000, discount: null, invalid: false },
          },
        ],
        vouchers: [],
        summary: {},
      }),
    );
    renderWithProviders(<ShopLayout />);
    fireEvent.click(trigger('Keranjang, 1 produk'));
    expect(await screen.findByText('Sunscreen Gel SPF 50...')).toBeTruthy();
    expect(screen.getByText(/2 x Rp 89\.000/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat Keranjang' }).getAttribute('href')).toBe('/cart');
  });

  it('opens the search overlay with the categories and submits to /products?search=', async () => {
    const { router } = renderWithProviders(<ShopLayout />, {
      api: {
        categories: () => [aCategory(), aCategory({ _id: 's1', name: 'Serum', type: 'subcategory', parentId: 'c1' })],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cari Produk' }));
    const input = await screen.findByRole('combobox', { name: 'Cari produk' });
    expect(input.getAttribute('placeholder')).toBe('Cari Produk');
    expect(screen.getByText('Apa yang ingin kamu cari ?')).toBeTruthy();
    expect(screen.getByText('Kategori Produk')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Perawatan Wajah' })).getAttribute('href')).toBe(
      '/products?category=c1',
    );
    fireEvent.change(input, { target: { value: '  serum  ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.search).toBe('?search=serum'));
    expect(router.state.location.pathname).toBe('/products');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("closes the search overlay with 'Batal'", async () => {
    renderWithProviders(<ShopLayout />, { api: { categories: () => [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari Produk' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the phone menu with the burger and closes it on navigation', async () => {
    const { router } = renderWithProviders(<ShopLayout />);
    fireEvent.click(screen.getByRole('button', { name: 'Buka menu' }));
    expect(screen.getByRole('button', { name: 'Tutup menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('navigation', { name: 'Menu utama' })).toHaveLength(2);
    await act(() => router.navigate('/blog'));
    expect(screen.getAllByRole('navigation', { name: 'Menu utama' })).toHaveLength(1);
  });

  it("links 'Butuh Bantuan ?' to WhatsApp", () => {
    renderWithProviders(<ShopLayout />);
    const chat = screen.getByRole('link', { name: /Butuh Bantuan \?/ });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/62/);
  });
});
