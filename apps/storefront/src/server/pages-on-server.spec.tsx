// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, setApiClient, type ApiClient } from '@rona/api-client';
import type { PromoDetail } from '@rona/domain';
import { aCategory, aPage, aProduct, aPromo } from '@rona/ui/testing';
import { aProductDetail } from '../features/product-detail/a-product-detail';
import { anArticle, anArticleDetail } from '../features/blog/blog-test-data';
import { storefrontSite } from '../shared/route-head';
import { renderPage } from './render-page';

const promo: PromoDetail = {
  title: 'Payday Glow',
  url: 'payday-glow',
  long_banner: '/api/media/banners/payday-long.svg',
  start_date: '2026-11-01T00:00:00.000Z',
  end_date: '2026-11-30T00:00:00.000Z',
  type: 'Voucher',
  sections: [{ title: 'Cara pakai', description: 'Masukkan kode di keranjang.' }],
  vouchers: [{ name: 'Diskon 10%', redeem_code: 'PAYDAYGLOW', termsCondition: '1. Minimum.', category: 'transaction' }],
  discounts: null,
};

/** The API as the page server sees it: public reads only (a member's read here fails the test). */
const answers: Record<string, () => unknown> = {
  productList: () => aPage([aProduct({ name: 'Serum Niacinamide 10%' })]),
  productDetail: () => aProductDetail(),
  productRecommendations: () => [aProduct()],
  deliveryEstimate: () => ({ origin: 'Kota Jakarta Selatan', destination: null, cheapest: null }),
  provinces: () => [{ id: '32', provinsi_name: 'Jawa Barat' }],
  categories: () => [aCategory()],
  promoList: () => aPage([aPromo()]),
  homeBanners: () => [],
  promoDetail: () => promo,
  articleList: () => aPage([anArticle()]),
  articleDetail: () => anArticleDetail(),
  paymentMethods: () => [],
  shippingMethods: () => [],
};

function installServerApi(): string[] {
  const calls: string[] = [];
  setApiClient({
    call: (async (name: string) => {
      calls.push(name);
      const answer = answers[name];
      if (!answer) throw new Error(`The server render asked for ${name}`);
      return answer();
    }) as ApiClient['call'],
  });
  return calls;
}

const PAGES: [path: string, status: number, shows: string][] = [
  ['/', 200, 'Serum Niacinamide 10%'],
  ['/products', 200, 'Serum Niacinamide 10%'],
  ['/products?category=c1&sortBy=low_price&page=1&search=serum', 200, 'Serum Niacinamide 10%'],
  [`/products/${aProductDetail().variant[0]?.url ?? ''}`, 200, aProductDetail().name],
  ['/promo', 200, aPromo().title],
  ['/promo/payday-glow', 200, 'PAYDAYGLOW'],
  ['/about', 200, '<h1'],
  ['/blog', 200, anArticle().title],
  ['/blog/tips-memilih-sunscreen', 200, anArticleDetail().title],
  ['/privacy-policy', 200, '<h1'],
  ['/terms-condition', 200, '<h1'],
  ['/cart', 200, 'Masuk'],
  ['/halaman-yang-tidak-ada', 404, 'Halaman tidak ada'],
];

/** The client build's index.html, as far as the page server reads it. */
const TEMPLATE = `<!doctype html><html lang="id"><head><meta charset="UTF-8" />
<!--rona-page-head--><title>Rona</title><!--/rona-page-head-->
<script type="module" crossorigin src="/_sf/assets/main.js"></script>
</head><body><div id="root"></div></body></html>`;

/** The page server's own render of `path` (renderPage, the function its main.tsx serves). */
const renderOnServer = (path: string) =>
  renderPage({ url: path, template: TEMPLATE, manifest: null, site: storefrontSite('https://rona.test') });

/**
 * Every storefront page rendered in Node by the page server's render function, where reading window, document,
 * localStorage or location during render throws: each renders, as for an anonymous visitor.
 */
describe('storefront pages on the server', () => {
  it.each(PAGES)('%s renders without a browser (HTTP %i)', async (path, status, shows) => {
    expect(typeof window).toBe('undefined');
    const calls = installServerApi();
    const result = await renderOnServer(path);
    expect(result.status).toBe(status);
    expect(result.html).toContain(shows);
    expect(result.html).toContain('>Masuk</a>');
    expect(calls).not.toContain('cartList');
    expect(calls).not.toContain('notificationList');
  });

  it('keeps a long page in one piece: every card in place, no hidden part for an inline script to reveal (the CSP runs none)', async () => {
    installServerApi();
    const many = Array.from({ length: 24 }, (_, i) =>
      aProduct({ productId: `p${i}`, name: `Serum Niacinamide No. ${i + 1} untuk kulit berminyak dan berjerawat` }),
    );
    answers.productList = () => aPage(many);
    try {
      const { html } = await renderOnServer('/products');
      expect(html.length).toBeGreaterThan(40_000);
      expect(html).toContain('Serum Niacinamide No. 24 untuk kulit');
      expect(html).not.toMatch(/<div hidden id="S:|<template id="B:|\$RC\(/);
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.filter((tag) => !/type="(module|application\/json|application\/ld\+json)"/.test(tag))).toEqual([]);
    } finally {
      answers.productList = () => aPage([aProduct({ name: 'Serum Niacinamide 10%' })]);
    }
  });

  it("server-renders staff's home banners showing now, in their order, linking inside the shop (the promos' banners otherwise)", async () => {
    const calls = installServerApi();
    const saved = answers.homeBanners;
    answers.homeBanners = () => [
      {
        title: '12.12',
        alt: 'Harbolnas 12.12',
        link: '/promo/harbolnas',
        image: '/api/media/banners/1212.jpg',
        longImage: '/api/media/banners/1212-long.jpg',
      },
      {
        title: 'Baru',
        alt: 'Produk baru',
        link: '/products?sortBy=newest',
        image: '/api/media/banners/baru.jpg',
        longImage: '/api/media/banners/baru-long.jpg',
      },
    ];
    try {
      const { html } = await renderOnServer('/');
      expect(calls).toContain('homeBanners');
      const first = html.indexOf('alt="Harbolnas 12.12"');
      expect(first).toBeGreaterThan(0);
      expect(html.indexOf('alt="Produk baru"')).toBeGreaterThan(first);
      expect(html).toContain('href="/promo/harbolnas"');
      expect(html).not.toContain(`alt="${aPromo().title}"`);
      expect(html).toContain('/api/media/banners/1212.jpg');
    } finally {
      answers.homeBanners = saved;
    }
  });

  it("renders the home page with the promos' banners when staff's banners cannot be read (an older API answers 404)", async () => {
    installServerApi();
    const saved = answers.homeBanners;
    answers.homeBanners = () => {
      throw new ApiError('Tidak ditemukan', 404);
    };
    try {
      const result = await renderOnServer('/');
      expect(result.status).toBe(200);
      expect(result.html).toContain('Serum Niacinamide 10%');
    } finally {
      answers.homeBanners = saved;
    }
  });

  it("puts the product page's delivery hint for a guest in the HTML: the warehouse's city and the provinces to pick, in the page's data too (issue 23: no API call at a guest's first load)", async () => {
    const calls = installServerApi();
    const { html } = await renderOnServer(`/products/${aProductDetail().variant[0]?.url ?? ''}`);
    expect(calls).toEqual(expect.arrayContaining(['productDetail', 'deliveryEstimate', 'provinces']));
    const hint = html.slice(html.indexOf('data-testid="delivery-hint"'));
    expect(hint).toMatch(/^[^]*?Dikirim dari Kota Jakarta Selatan[^]*?<option value="32">Jawa Barat<\/option>/);
    const data = html.slice(html.indexOf('id="rona-ssr"'));
    expect(data).toContain('"origin":"Kota Jakarta Selatan"');
    expect(data).toContain('"provinsi_name":"Jawa Barat"');
  });

  it("renders the product page when the delivery hint's reads fail: the hint then asks in the browser", async () => {
    installServerApi();
    const saved = answers.deliveryEstimate;
    answers.deliveryEstimate = () => {
      throw new ApiError('Layanan pengiriman sedang tidak tersedia', 502);
    };
    try {
      const result = await renderOnServer(`/products/${aProductDetail().variant[0]?.url ?? ''}`);
      expect(result.status).toBe(200);
      expect(result.html).toContain(aProductDetail().name);
      expect(result.html).not.toContain('Dikirim dari');
    } finally {
      answers.deliveryEstimate = saved;
    }
  });

  it('moves an old product address for good (308) to the one the API answered for it (issue 27: a changed slug)', async () => {
    installServerApi();
    const current = aProductDetail().variant.find((v) => v.id === aProductDetail().selectedVariantId)!;
    const result = await renderOnServer('/products/rona/nama-lama-20-ml');
    expect(result.status).toBe(308);
    expect(result.headers?.location).toBe(`/products/${current.url}`);
  });

  it('answers 404 for a product the API does not show (unknown or hidden)', async () => {
    installServerApi();
    const saved = answers.productDetail;
    answers.productDetail = () => {
      throw new ApiError('Produk tidak ditemukan', 404);
    };
    try {
      expect((await renderOnServer('/products/rona/disembunyikan-20-ml')).status).toBe(404);
    } finally {
      answers.productDetail = saved;
    }
  });

  it("puts React's preload of the hero picture in <head>, not in #root", async () => {
    installServerApi();
    const { html } = await renderOnServer(`/products/${aProductDetail().variant[0]?.url ?? ''}`);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root.startsWith('<div id="root"><link')).toBe(false);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload"[^>]* as="image"/);
  });

  it.each(['/', '/products', `/products/${aProductDetail().variant[0]?.url ?? ''}`, '/blog'])(
    '%s shows a failure with Coba Lagi (HTTP 500) when the API cannot answer, never an empty page',
    async (path) => {
      setApiClient({
        call: (async () => {
          throw new ApiError('Tidak dapat terhubung ke server', 0);
        }) as ApiClient['call'],
      });
      const result = await renderOnServer(path);
      expect(result.status).toBe(500);
      expect(result.html).toContain('role="alert"');
      expect(result.html).toContain('Coba Lagi');
      // The shop's header stays, so the visitor can still move on.
      expect(result.html).toContain('>Masuk</a>');
    },
  );
});
