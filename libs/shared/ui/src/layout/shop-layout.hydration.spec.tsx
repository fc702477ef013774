import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { dehydrate, hydrate, useQuery, type QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { productListQuery } from '@rona/api-client';
import { createQueryClient } from '../app/query-client';
import { ProductCard } from '../product/product-card';
import { aCartLine, aPage, aProduct, createTestQueryClient, installFakeApi, renderWithProviders } from '../testing';
import { hydrateOnClient, renderOnServer, type HydrateResult } from '../testing/server-render';
import { ShopLayout } from './shop-layout';

const LISTING = { page: 1, limit: 12 };

/** A page whose product list carries the wishlist flags (an optionalMember read). */
function ListingPage() {
  const { data } = useQuery(productListQuery(LISTING));
  return (
    <div>
      {data?.datas.map((p) => (
        <ProductCard key={p.productId} product={p} />
      ))}
    </div>
  );
}

const routes: RouteObject[] = [
  { path: '/', element: <ShopLayout />, children: [{ index: true, element: <ListingPage /> }] },
];

const logIn = () => (document.cookie = 'SESSION__=1; path=/');
const logOut = () => (document.cookie = 'SESSION__=; path=/; max-age=0');
const heart = () => document.querySelector('[data-testid="product-card"] button[aria-pressed]') as HTMLElement;

/**
 * The page as the server renders it for everyone (no cookie, no local storage, data fetched
 * anonymously), then the browser state of the visitor, then hydration with the dehydrated cache.
 */
async function serverThenBrowser(visitor: () => void, api: Parameters<typeof installFakeApi>[0]) {
  const server = createQueryClient();
  server.setQueryData(productListQuery(LISTING).queryKey, aPage([aProduct({ wishlist: false })]));
  const { html } = await renderOnServer(routes, { queryClient: server });
  visitor();
  const calls = installFakeApi(api);
  const client: QueryClient = createTestQueryClient();
  hydrate(client, JSON.parse(JSON.stringify(dehydrate(server))));
  const container = document.body.appendChild(document.createElement('div'));
  const hydrated: HydrateResult = await hydrateOnClient(container, html, routes, { queryClient: client });
  return { html, calls, ...hydrated };
}

describe('shop layout: server HTML, then hydration, then the visitor', () => {
  let unmount: (() => void) | undefined;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    unmount?.();
    unmount = undefined;
    document.body.innerHTML = '';
    logOut();
  });

  it("hydrates a member's page without a mismatch, then shows their menus, cart count, bell and hearts", async () => {
    const { html, calls, recoverableErrors, root } = await serverThenBrowser(logIn, {
      cartList: () => ({ products: [aCartLine('a'), aCartLine('b')], vouchers: [], summary: {} }),
      notificationList: () => ({ ...aPage([]), unread: 3 }),
      productList: () => aPage([aProduct({ wishlist: true })]),
    });
    unmount = () => root.unmount();
    // What everyone gets from the server: 'Masuk', an empty cart, an empty heart.
    expect(html).toContain('>Masuk</a>');
    expect(html).toContain('aria-pressed="false"');
    expect(recoverableErrors).toEqual([]);

    expect(await screen.findByRole('button', { name: 'Akun' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Masuk' })).toBeNull();
    const cart = await screen.findByRole('button', { name: 'Keranjang, 2 produk' });
    expect(within(cart).getByText('2')).toBeTruthy();
    expect(await within(screen.getByRole('button', { name: 'Notifikasi' })).findByText('3')).toBeTruthy();
    // The product list the server fetched anonymously is asked again as the member: the heart fills.
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(calls.filter((c) => c.name === 'productList')).toHaveLength(1);
    // Account and bell take the box 'Masuk' had.
    expect(screen.getByTestId('account-slot').contains(screen.getByRole('button', { name: 'Akun' }))).toBe(true);
  });

  it("hydrates a guest's page without a mismatch, then counts their local cart; nothing is asked again", async () => {
    const guestCart = () =>
      localStorage.setItem('carts', JSON.stringify({ products: [aCartLine('a')], vouchers: [], summary: {} }));
    const { html, calls, recoverableErrors, root } = await serverThenBrowser(guestCart, {});
    unmount = () => root.unmount();
    expect(html).toContain('aria-label="Keranjang"');
    expect(recoverableErrors).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Keranjang, 1 produk' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe('/login');
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(calls).toEqual([]);
  });

  it('leaves a page rendered only in the browser alone (its reads were the member’s from the start)', async () => {
    logIn();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(productListQuery(LISTING).queryKey, aPage([aProduct({ wishlist: true })]));
    const { calls } = renderWithProviders(<ListingPage />, {
      queryClient,
      routes,
      api: {
        cartList: () => ({ products: [], vouchers: [], summary: {} }),
        notificationList: () => ({ ...aPage([]), unread: 0 }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Akun' })).toBeTruthy();
    await waitFor(() => expect(calls.map((c) => c.name).sort()).toEqual(['cartList', 'notificationList']));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it("refreshes a member's server data even when React had to render the page afresh (the data block is there)", async () => {
    logIn();
    const payload = document.body.appendChild(document.createElement('script'));
    payload.type = 'application/json';
    payload.id = 'rona-ssr';
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(productListQuery(LISTING).queryKey, aPage([aProduct({ wishlist: false })]));
    const { calls } = renderWithProviders(<ListingPage />, {
      queryClient,
      routes,
      api: {
        cartList: () => ({ products: [], vouchers: [], summary: {} }),
        notificationList: () => ({ ...aPage([]), unread: 0 }),
        productList: () => aPage([aProduct({ wishlist: true })]),
      },
    });
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(calls.filter((c) => c.name === 'productList')).toHaveLength(1);
  });
});
