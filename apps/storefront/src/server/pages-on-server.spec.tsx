// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, setApiClient, type ApiClient } from '@rona/api-client';
import type { PromoDetail } from '@rona/domain';
import { createQueryClient } from '@rona/ui';
import { aCategory, aPage, aProduct, aPromo, renderOnServer } from '@rona/ui/testing';
import { aProductDetail } from './features/product-detail/a-product-detail';
import { anArticle, anArticleDetail } from './features/blog/blog-test-data';
import { storefrontRoutes } from './routes';

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
  categories: () => [aCategory()],
  promoList: () => aPage([aPromo()]),
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

/**
 * Every storefront page rendered in Node as the page server does, where reading window, document,
 * localStorage or location during render throws: each renders, as for an anonymous visitor.
 */
describe('storefront pages on the server', () => {
  it.each(PAGES)('%s renders without a browser (HTTP %i)', async (path, status, shows) => {
    expect(typeof window).toBe('undefined');
    const calls = installServerApi();
    const queryClient = createQueryClient();
    const result = await renderOnServer(storefrontRoutes(queryClient), { path, queryClient });
    expect(result.status).toBe(status);
    expect(result.html).toContain(shows);
    expect(result.html).toContain('>Masuk</a>');
    expect(calls).not.toContain('cartList');
    expect(calls).not.toContain('notificationList');
  });

  it.each(['/', '/products', `/products/${aProductDetail().variant[0]?.url ?? ''}`, '/blog'])(
    '%s shows a failure with Coba Lagi (HTTP 500) when the API cannot answer, never an empty page',
    async (path) => {
      setApiClient({
        call: (async () => {
          throw new ApiError('Tidak dapat terhubung ke server', 0);
        }) as ApiClient['call'],
      });
      const queryClient = createQueryClient();
      const result = await renderOnServer(storefrontRoutes(queryClient), { path, queryClient });
      expect(result.status).toBe(500);
      expect(result.html).toContain('role="alert"');
      expect(result.html).toContain('Coba Lagi');
      // The shop's header stays, so the visitor can still move on.
      expect(result.html).toContain('>Masuk</a>');
    },
  );
});
