import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '@rona/api-client';
import { aCategory, aPage, aProduct, aPromo, createTestQueryClient, installFakeApi } from '@rona/ui/testing';
import { aboutRoute } from './about/about-route';
import { articleRoute } from './blog/article-route';
import { blogRoute } from './blog/blog-route';
import { anArticle, anArticleDetail } from './blog/blog-test-data';
import { homeRoute } from './home/home-route';
import { aProductDetail } from './product-detail/a-product-detail';
import { productDetailRoute } from './product-detail/product-detail-route';
import { productListRoute } from './product-list/product-list-route';
import { promoDetailRoute } from './promo/promo-detail-route';
import { promoListRoute } from './promo/promo-list-route';

type Route = { loader: (args: LoaderFunctionArgs) => Promise<unknown> };

/** Answers a moment later, as the API does: a loader that does not wait finds nothing cached. */
const later =
  <T>(answer: () => T) =>
  async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return answer();
  };

const api = {
  productList: later(() => aPage([aProduct()])),
  categories: later(() => [aCategory()]),
  promoList: later(() => aPage([aPromo()])),
  homeBanners: later(() => []),
  articleList: later(() => aPage([anArticle()])),
  articleDetail: later(() => anArticleDetail()),
  promoDetail: later(() => {
    throw new ApiError('Promo tidak ditemukan', 404);
  }),
  productDetail: later(() => aProductDetail()),
};

async function load(route: Route, path: string, params: Record<string, string> = {}) {
  const request = new Request(new URL(path, 'http://toko.test'));
  return route.loader({ request, params, context: undefined } as LoaderFunctionArgs);
}

/** What the loader left in the cache: endpoint name and input of each query that has data. */
const cached = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.data !== undefined)
    .map((q) => q.queryKey.slice(1, 3));

describe('storefront loaders on the server (no document)', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    vi.stubGlobal('document', undefined);
    queryClient = createTestQueryClient();
    installFakeApi(api);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("home waits for the banners (staff's and the promos') and the products of the default sort", async () => {
    await load(homeRoute(queryClient), '/');
    expect(cached(queryClient)).toEqual(
      expect.arrayContaining([
        ['homeBanners', expect.anything()],
        ['promoList', { query: { page: 1, limit: 6 } }],
        ['productList', expect.objectContaining({ query: expect.objectContaining({ sortBy: 'popular' }) })],
      ]),
    );
  });

  it("the product list waits for the URL's page (filters, sort, search) and the categories", async () => {
    await load(productListRoute(queryClient), '/products?search=serum&sort=price_low&page=2');
    const keys = cached(queryClient);
    expect(keys).toContainEqual(['categories', {}]);
    const list = keys.find(([name]) => name === 'productList')?.[1] as { query: Record<string, unknown> };
    expect(list.query).toMatchObject({ search: 'serum', page: 2 });
  });

  it('product, article, promo list, about and blog wait for their data', async () => {
    await load(productDetailRoute(queryClient), '/products/rona/serum-niacinamide-20-ml', {
      merchant: 'rona',
      item: 'serum-niacinamide-20-ml',
    });
    await load(articleRoute(queryClient), '/blog/tips-sunscreen', { slug: 'tips-sunscreen' });
    await load(promoListRoute(queryClient), '/promo?page=2');
    await load(aboutRoute(queryClient), '/about');
    await load(blogRoute(queryClient), '/blog?tag=acne');
    const names = cached(queryClient).map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['productDetail', 'articleDetail', 'promoList', 'articleList']));
    expect(cached(queryClient)).toContainEqual(['promoList', { query: { page: 2, limit: 6 } }]);
  });

  it('an unknown promo is the route 404', async () => {
    const error = await load(promoDetailRoute(queryClient), '/promo/tidak-ada', { slug: 'tidak-ada' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ init: { status: 404 } });
  });
});

describe('storefront loaders in the browser', () => {
  it('do not wait: an unknown promo resolves, and the page shows its own not-found state from the query', async () => {
    const queryClient = createTestQueryClient();
    installFakeApi(api);
    await expect(load(promoDetailRoute(queryClient), '/promo/x', { slug: 'x' })).resolves.toBeNull();
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('error'));
  });
});
