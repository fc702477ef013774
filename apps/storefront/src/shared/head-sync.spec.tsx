import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { ApiError } from '@rona/api-client';
import type { ProductDetail } from '@rona/domain';
import { aPage, createTestQueryClient, renderWithProviders } from '@rona/ui/testing';
import { blogRoute } from '../features/blog/blog-route';
import { anArticle } from '../features/blog/blog-test-data';
import { aProductDetail } from '../features/product-detail/a-product-detail';
import { productDetailRoute } from '../features/product-detail/product-detail-route';
import { applyHead } from './apply-head';
import { HeadSync } from './head-sync';
import { storefrontSite } from './page-head';
import { notFoundHead } from '@rona/seo';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
const jsonLdTypes = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => (JSON.parse(s.textContent ?? '') as { '@type': string })['@type'],
  );

beforeEach(() => {
  document.head.innerHTML =
    '<meta charset="UTF-8"><meta name="viewport" content="width=device-width"><title>Rona</title>' +
    '<meta name="description" content="statis"><meta name="theme-color" content="#d45538">';
});
afterEach(() => {
  document.head.innerHTML = '';
  document.getElementById('rona-ssr')?.remove();
});

describe('applyHead', () => {
  it("replaces the page's tags and keeps the document's own", () => {
    const site = storefrontSite('https://toko.example');
    applyHead(document, notFoundHead(site));
    expect(document.title).toBe('Halaman tidak ada | Rona');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('meta[name="robots"]')).toBe('noindex, follow');
    expect(meta('meta[name="viewport"]')).toBe('width=device-width');
    expect(meta('meta[name="theme-color"]')).toBe('#d45538');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });
});

describe('HeadSync', () => {
  it('follows client-side navigation: a list, then a product once its data arrives, then a missing one', async () => {
    const queryClient = createTestQueryClient();
    let answerProduct: (p: ProductDetail) => void = () => {};
    const product = aProductDetail();
    const blog = blogRoute(queryClient);
    const detail = productDetailRoute(queryClient);
    const { router } = renderWithProviders(null, {
      path: '/blog',
      queryClient,
      api: {
        articleList: () => aPage([anArticle()]),
        productDetail: (input) => {
          const { item } = (input as { params: { item: string } }).params;
          if (item === 'tidak-ada') throw new ApiError('Produk tidak ditemukan', 404);
          return new Promise<ProductDetail>((resolve) => (answerProduct = resolve));
        },
      },
      routes: [
        {
          element: (
            <>
              <HeadSync />
              <Outlet />
            </>
          ),
          children: [
            {
              path: 'blog',
              loader: blog.loader,
              handle: blog.handle,
              HydrateFallback: () => null,
              element: <p>blog</p>,
            },
            {
              path: 'products/:merchant/:item',
              loader: detail.loader,
              handle: detail.handle,
              element: <p>produk</p>,
            },
          ],
        },
      ],
    });

    await waitFor(() => expect(document.title).toBe('Blog | Rona'));
    expect(canonical()).toBe(`${window.location.origin}/blog`);
    expect(meta('meta[name="description"]')).toContain('Tips perawatan kulit');
    expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/api/media/articles/tips-sunscreen.svg`);
    expect(jsonLdTypes()).toEqual(['BreadcrumbList']);

    await act(() => router.navigate('/products/rona/serum-niacinamide-20-ml'));
    // Still loading: the head stays as it was rather than showing a half page.
    expect(document.title).toBe('Blog | Rona');
    act(() => answerProduct(product));
    await waitFor(() => expect(document.title).toBe('Sérum Niacinamide 10% | Rona'));
    expect(meta('meta[property="og:type"]')).toBe('product');
    expect(meta('meta[property="product:price:amount"]')).toBe('120000');
    expect(canonical()).toBe(`${window.location.origin}/products/rona/serum-niacinamide-20-ml`);
    expect(jsonLdTypes()).toEqual(['Product', 'BreadcrumbList']);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    await act(() => router.navigate('/products/rona/tidak-ada'));
    await waitFor(() => expect(meta('meta[name="robots"]')).toBe('noindex, follow'));
    expect(canonical()).toBeNull();
    expect(jsonLdTypes()).toEqual([]);
    expect(meta('meta[name="viewport"]')).toBe('width=device-width');
  });

  it("leaves a server-rendered first page's head as the server wrote it, and follows from the first navigation", async () => {
    const payload = document.createElement('script');
    payload.type = 'application/json';
    payload.id = 'rona-ssr';
    document.body.append(payload);
    document.title = 'Dari server | Rona';
    const queryClient = createTestQueryClient();
    const blog = blogRoute(queryClient);
    const { router } = renderWithProviders(null, {
      path: '/',
      queryClient,
      api: { articleList: () => aPage([anArticle()]) },
      routes: [
        {
          element: (
            <>
              <HeadSync />
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <p>server</p> },
            { path: 'blog', loader: blog.loader, handle: blog.handle, element: <p>blog</p> },
          ],
        },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('Dari server | Rona');
    expect(meta('meta[name="description"]')).toBe('statis');
    await act(() => router.navigate('/blog'));
    await waitFor(() => expect(document.title).toBe('Blog | Rona'));
  });
});
