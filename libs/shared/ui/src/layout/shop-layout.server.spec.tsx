// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { setApiClient, type ApiClient } from '@rona/api-client';
import { createQueryClient } from '../app/query-client';
import { renderOnServer } from '../testing/server-render';
import { ShopLayout } from './shop-layout';

const routes: RouteObject[] = [
  { path: '/', element: <ShopLayout />, children: [{ path: '*', element: <p>isi halaman</p> }] },
];

/** The header as the server renders it: in Node, where any read of window/document during render throws. */
describe('shop layout on the server', () => {
  it('renders without a browser, as for an anonymous visitor: Masuk, an empty cart, no account menus', async () => {
    expect(typeof window).toBe('undefined');
    const { html, status } = await renderOnServer(routes, { path: '/products', queryClient: createQueryClient() });
    expect(status).toBe(200);
    expect(html).toContain('isi halaman');
    expect(html).toMatch(/<a[^>]*href="\/login"[^>]*>Masuk<\/a>/);
    expect(html).toContain('aria-label="Keranjang"');
    expect(html).not.toContain('aria-label="Keranjang,');
    expect(html).not.toContain('aria-label="Akun"');
    expect(html).not.toContain('aria-label="Notifikasi"');
    // The current page is marked in the menu from the request's URL.
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/products"|<a[^>]*href="\/products"[^>]*aria-current="page"/,
    );
  });

  it('asks the API for nothing that belongs to one person (no member cart, no notifications)', async () => {
    const calls: string[] = [];
    setApiClient({ call: (async (name: string) => void calls.push(name)) as ApiClient['call'] });
    await renderOnServer(routes, { queryClient: createQueryClient() });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
  });
});
