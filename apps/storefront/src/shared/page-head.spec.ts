import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  ApiError,
  articleQuery,
  blogPageQuery,
  categoriesQuery,
  productDetailQuery,
  promoDetailQuery,
  promoListQuery,
} from '@rona/api-client';
import { PAGE_SIZES } from '@rona/domain/browser';
import type { PromoDetail } from '@rona/domain';
import { notFoundHead } from '@rona/seo';
import { aCategory, aPage, aPromo } from '@rona/ui/testing';
import { aboutHandle } from '../features/about/about-route';
import { articleHandle } from '../features/blog/article-route';
import { blogHandle } from '../features/blog/blog-route';
import { anArticle, anArticleDetail } from '../features/blog/blog-test-data';
import { cartHandle } from '../features/cart/cart-route';
import { homeHandle } from '../features/home/home-route';
import { HOME_PROMO_LIMIT } from '../features/home/home-queries';
import { privacyPolicyHandle } from '../features/legal/privacy-policy-route';
import { termsConditionHandle } from '../features/legal/terms-condition-route';
import { aProductDetail } from '../features/product-detail/a-product-detail';
import { productDetailHandle } from '../features/product-detail/product-detail-route';
import { productListHandle } from '../features/product-list/product-list-route';
import { promoDetailHandle } from '../features/promo/promo-detail-route';
import { promoListHandle } from '../features/promo/promo-list-route';
import {
  headOnServer,
  lazyHead,
  loadRouteHeads,
  notFoundRouteHandle,
  pageHeadFor,
  routeHead,
  storefrontSite,
  type RouteHandle,
} from './page-head';

const site = storefrontSite('https://toko.example/');

async function headOf(
  handle: RouteHandle,
  path: string,
  params: Record<string, string> = {},
  queryClient = new QueryClient(),
) {
  const matches = [
    { params: {}, route: {} },
    { params, route: { handle } },
  ];
  await loadRouteHeads(matches);
  return routeHead({
    matches,
    queryClient,
    url: new URL(path, site.origin),
    site,
  });
}

/** A query that answered with an error (what the cache holds after a failed fetch). */
async function failed(queryClient: QueryClient, queryKey: readonly unknown[], error: Error) {
  await queryClient.prefetchQuery({ queryKey, queryFn: () => Promise.reject(error), retry: false });
}

const jsonLdTypes = (head: { jsonLd: readonly { '@type': string }[] } | null) => head?.jsonLd.map((n) => n['@type']);

describe('the storefront site', () => {
  it('is the shop at SITE_URL, with its profiles', async () => {
    expect(site.origin).toBe('https://toko.example');
    expect(site.name).toBe('Rona');
    expect(site.sameAs).toContain('https://www.instagram.com/rona.skin');
  });
});

describe('route heads', () => {
  it('home: the Organization, and the first promo banner as the preview image', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      promoListQuery(1, HOME_PROMO_LIMIT).queryKey,
      aPage([aPromo({ banner: null }), aPromo({ url: 'b', banner: '/api/media/promos/b.webp' })]),
    );
    const head = await headOf(homeHandle, '/?utm_source=wa', {}, queryClient);
    expect(head?.title).toBe('Rona — Skincare & Klinik Kecantikan');
    expect(head?.canonical).toBe('https://toko.example/');
    expect(head?.openGraph.image).toBe('https://toko.example/api/media/promos/b.webp');
    expect(jsonLdTypes(head)).toEqual(['Organization']);
  });

  it("product list: a category's listing is titled by the cached category name", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(categoriesQuery().queryKey, [aCategory({ _id: 'c9', name: 'Tubuh' })]);
    const head = await headOf(productListHandle, '/products?category=c9&sortBy=newest', {}, queryClient);
    expect(head?.title).toBe('Tubuh — Belanja Produk | Rona');
    expect(head?.canonical).toBe('https://toko.example/products?category=c9');
  });

  it('product list: search and page in the title and canonical, the sort left out', async () => {
    const head = await headOf(productListHandle, '/products?search=serum&sort=price_low&page=2');
    expect(head?.title).toBe('Hasil pencarian "serum" — Halaman 2 | Rona');
    expect(head?.canonical).toBe('https://toko.example/products?search=serum&page=2');
    expect(jsonLdTypes(head)).toEqual(['BreadcrumbList']);
  });

  it('product: from the cached product — name, price of the size shown, Product and breadcrumbs', async () => {
    const queryClient = new QueryClient();
    const product = aProductDetail();
    queryClient.setQueryData(productDetailQuery('rona', 'serum-niacinamide-20-ml').queryKey, product);
    const head = await headOf(
      productDetailHandle,
      '/products/rona/serum-niacinamide-20-ml',
      { merchant: 'rona', item: 'serum-niacinamide-20-ml' },
      queryClient,
    );
    expect(head?.title).toBe('Sérum Niacinamide 10% | Rona');
    expect(head?.openGraph.type).toBe('product');
    expect(head?.openGraph.price).toEqual({ amount: 120000, currency: 'IDR' });
    expect(head?.openGraph.image).toBe('https://toko.example/api/media/products/serum-0.svg');
    expect(jsonLdTypes(head)).toEqual(['Product', 'BreadcrumbList']);
  });

  it('product: nothing while it loads (the head stays), noindex when the API says it does not exist', async () => {
    const params = { merchant: 'rona', item: 'tidak-ada' };
    const queryClient = new QueryClient();
    expect(await headOf(productDetailHandle, '/products/rona/tidak-ada', params, queryClient)).toBeNull();
    await failed(queryClient, productDetailQuery('rona', 'tidak-ada').queryKey, new ApiError('Tidak ada', 404));
    const head = await headOf(productDetailHandle, '/products/rona/tidak-ada', params, queryClient);
    expect(head?.noindex).toBe(true);
    expect(head?.canonical).toBeNull();
    expect(head?.title).toBe('Halaman tidak ada | Rona');
  });

  it('product: a server error is not a missing page (the head waits)', async () => {
    const queryClient = new QueryClient();
    await failed(queryClient, productDetailQuery('rona', 'x').queryKey, new ApiError('Sibuk', 503));
    expect(
      await headOf(productDetailHandle, '/products/rona/x', { merchant: 'rona', item: 'x' }, queryClient),
    ).toBeNull();
  });

  it('blog and article: the list with its first picture; the article with Article JSON-LD', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(blogPageQuery({ page: 1, tag: 'acne' }).queryKey, aPage([anArticle()]));
    const list = await headOf(blogHandle, '/blog?tag=acne', {}, queryClient);
    expect(list?.title).toBe('Artikel dengan #acne | Rona');
    expect(list?.canonical).toBe('https://toko.example/blog?tag=acne');
    expect(list?.openGraph.image).toBe('https://toko.example/api/media/articles/tips-sunscreen.svg');

    queryClient.setQueryData(articleQuery('tips-sunscreen').queryKey, anArticleDetail());
    const article = await headOf(articleHandle, '/blog/tips-sunscreen', { slug: 'tips-sunscreen' }, queryClient);
    expect(article?.title).toBe('Tips Memilih Sunscreen | Rona');
    expect(article?.openGraph.type).toBe('article');
    expect(jsonLdTypes(article)).toEqual(['Article', 'BreadcrumbList']);
  });

  it('promo list and promo: the first banner; the promo from its cached detail', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      promoListQuery(2, PAGE_SIZES.promo).queryKey,
      aPage([aPromo({ thumbnail: '/api/media/promos/t.webp' })]),
    );
    const list = await headOf(promoListHandle, '/promo?page=2', {}, queryClient);
    expect(list?.canonical).toBe('https://toko.example/promo?page=2');
    expect(list?.openGraph.image).toBe('https://toko.example/api/media/promos/t.webp');

    const promo: PromoDetail = {
      title: 'Diskon Serum',
      url: 'diskon-serum',
      long_banner: '/api/media/promos/long.webp',
      start_date: '2026-11-01T00:00:00.000Z',
      end_date: '2026-11-30T16:59:59.000Z',
      type: 'Discount',
      sections: [{ title: 'Syarat', description: 'Berlaku untuk semua serum.' }],
      vouchers: [],
      discounts: null,
    };
    queryClient.setQueryData(promoDetailQuery('diskon-serum').queryKey, promo);
    const detail = await headOf(promoDetailHandle, '/promo/diskon-serum', { slug: 'diskon-serum' }, queryClient);
    expect(detail?.title).toBe('Diskon Serum | Rona');
    expect(detail?.description).toBe('Berlaku untuk semua serum.');
    expect(detail?.openGraph.image).toBe('https://toko.example/api/media/promos/long.webp');
  });

  it('about and the legal pages have their own titles and canonical URLs', async () => {
    const about = await headOf(aboutHandle, '/about#faq');
    expect(about?.title).toBe('Tentang Kami | Rona');
    expect(about?.canonical).toBe('https://toko.example/about');
    const privacy = await headOf(privacyPolicyHandle, '/privacy-policy');
    expect(privacy?.title).toBe('Kebijakan Privasi | Rona');
    expect(privacy?.description).toContain('Rona mengumpulkan');
    expect(privacy?.canonical).toBe('https://toko.example/privacy-policy');
    expect((await headOf(termsConditionHandle, '/terms-condition'))?.title).toBe('Syarat dan Ketentuan | Rona');
  });

  it('the cart and unknown paths are noindex', async () => {
    expect(await headOf(cartHandle, '/cart')).toMatchObject({
      title: 'Keranjang | Rona',
      noindex: true,
      canonical: null,
    });
    expect(await headOf(notFoundRouteHandle, '/tidak-ada')).toMatchObject({ noindex: true, canonical: null });
  });
});

describe('lazy head builders', () => {
  it('are not there until loaded: a route with an unloaded head gives no head (the page keeps its own)', async () => {
    const handle = lazyHead(() => Promise.resolve(() => notFoundHead(site)));
    const matches = [{ params: {}, handle }];
    const args = { matches, queryClient: new QueryClient(), url: new URL('https://toko.example/x'), site };
    expect(routeHead(args)).toBeNull();
    await loadRouteHeads(matches);
    expect(routeHead(args)?.noindex).toBe(true);
  });

  it('a failed load is tried again', async () => {
    let attempts = 0;
    const handle = lazyHead(() =>
      ++attempts === 1 ? Promise.reject(new Error('chunk')) : Promise.resolve(() => notFoundHead(site)),
    );
    await expect(handle.loadHead?.()).rejects.toThrow('chunk');
    await handle.loadHead?.();
    expect(handle.head).toBeTypeOf('function');
  });

  it('the loaders load their head on the server, not in the browser', async () => {
    const handle = lazyHead(() => Promise.resolve(() => notFoundHead(site)));
    await headOnServer(handle);
    expect(handle.head).toBeUndefined();
    vi.stubGlobal('document', undefined);
    try {
      await headOnServer(handle);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(handle.head).toBeTypeOf('function');
  });
});

describe('pageHeadFor (the server)', () => {
  it('uses the deepest route with a head, from useMatches-style entries too', async () => {
    const matches = [
      { params: {}, handle: homeHandle },
      { params: {}, handle: productListHandle },
    ];
    await loadRouteHeads(matches);
    const head = pageHeadFor({
      matches,
      queryClient: new QueryClient(),
      url: new URL('https://toko.example/products'),
      site,
      status: 200,
    });
    expect(head.canonical).toBe('https://toko.example/products');
  });

  it("a 404 is the not-found head whatever the route's head says", async () => {
    const head = pageHeadFor({
      matches: [{ params: {}, route: { handle: aboutHandle } }],
      queryClient: new QueryClient(),
      url: new URL('https://toko.example/about'),
      site,
      status: 404,
    });
    expect(head).toMatchObject({ noindex: true, canonical: null, title: 'Halaman tidak ada | Rona' });
  });

  it('a page without a head gets the shop head under its own address, not the home page canonical', async () => {
    const head = pageHeadFor({
      matches: [{ params: {}, route: {} }],
      queryClient: new QueryClient(),
      url: new URL('https://toko.example/lain?x=1'),
      site,
      status: 200,
    });
    expect(head.canonical).toBe('https://toko.example/lain');
    expect(head.jsonLd).toEqual([]);
  });
});
