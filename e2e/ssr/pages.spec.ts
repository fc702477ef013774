import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { paths } from '@rona/routes';
import { formatRupiah, TEXT_LIMITS, truncate } from '@rona/rules';
import { SEED_SAMPLES } from '../support/every-route';
import { keyHeaders, ok } from '../support/shop-api';

/**
 * Storefront pages rendered on the server (issue 15 §1, decision 016), read raw — no browser, no
 * JavaScript, as a crawler or a link preview reads them: each page's content is in the HTML (product
 * names and prices as the page shows them, promo and article titles), filters/sort/search/page come
 * from the URL, unknown and missing things answer HTTP 404 with 'Halaman tidak ada', HTML is cacheable
 * by shared caches for a short time, hashed assets for a year, and the hydration data travels in one
 * JSON block (no inline script beyond the runtime config the CSP allows by hash).
 */

interface ProductCard {
  name: string;
  url: string;
  warehouse: { fixedPrice: number };
}
interface ProductDetail {
  name: string;
  selectedVariantId: string;
  variant: { id: string; warehouse: { fixedPrice: number } }[];
}
interface Paged<T> {
  datas: T[];
}
interface Promo {
  title: string;
  url: string;
}
interface PromoDetail {
  title: string;
  sections: { title: string }[];
}
interface Article {
  slug: string;
  title: string;
}

const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const MISSING_CACHE = 'public, max-age=0, s-maxage=60';
const PRODUCT_GRID = 15;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decode = (text: string) => text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e);

/** A page as the server sends it. */
class RawPage {
  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly html: string,
  ) {}

  /** What #root holds: the server-rendered app (not the head, not the hydration JSON). */
  get root(): string {
    const start = this.html.indexOf('<div id="root">');
    const end = this.html.indexOf('<script type="application/json" id="rona-ssr">');
    expect(start, 'the page has #root').toBeGreaterThan(0);
    expect(end, 'the hydration block follows #root').toBeGreaterThan(start);
    return this.html.slice(start, end);
  }

  /** The visible text of the rendered app: tags and styles gone, entities decoded, spaces collapsed. */
  get text(): string {
    return decode(
      this.root
        .replace(/<style[\s\S]*?<\/style>/g, ' ')
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/<[^>]+>/g, ' '),
    )
      .replace(/\u00a0/g, ' ')
      .replace(/\s+/g, ' ');
  }

  /** The text of the first <h1>. */
  get h1(): string {
    const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(this.root);
    return decode((match?.[1] ?? '').replace(/<[^>]+>/g, '')).trim();
  }

  /** The product names on the page's product cards (their title attribute holds the full name). */
  get cardNames(): string[] {
    return [...this.root.matchAll(/<article[^>]*data-testid="product-card"[\s\S]*?title="([^"]*)"/g)].map((m) =>
      decode(m[1] ?? ''),
    );
  }

  get payload(): { queries: { queries: { queryKey: unknown[] }[] }; router: { loaderData: object } } {
    const blocks = [...this.html.matchAll(/<script type="application\/json" id="rona-ssr">([\s\S]*?)<\/script>/g)];
    expect(blocks, 'one hydration block').toHaveLength(1);
    return JSON.parse(blocks[0]?.[1] ?? '');
  }
}

async function fetchPage(request: APIRequestContext, path: string): Promise<RawPage> {
  const res = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  return new RawPage(res.status(), res.headers(), await res.text());
}

async function okPage(request: APIRequestContext, path: string): Promise<RawPage> {
  const page = await fetchPage(request, path);
  expect(page.status, path).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers['cache-control'], `${path} is cacheable by shared caches, briefly`).toBe(PAGE_CACHE);
  return page;
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  return ok<T>(await request.get(`/api${path}`, { headers: keyHeaders }));
}

const listQuery = (query: Record<string, string | number>) =>
  `/e-commerce/product/v1/all?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

/** A product card as the page shows it: its (cut) name and its final price. */
function expectCards(page: RawPage, products: ProductCard[]) {
  expect(products.length).toBeGreaterThan(0);
  for (const product of products) {
    expect(page.text).toContain(truncate(product.name, TEXT_LIMITS.productName));
    expect(page.text).toContain(formatRupiah(product.warehouse.fixedPrice));
  }
}

test.describe('storefront pages rendered on the server (raw HTML)', () => {
  test('home: the best sellers with their prices', async ({ request }) => {
    const page = await okPage(request, paths.home());
    const bestSellers = await api<Paged<ProductCard>>(request, listQuery({ limit: 4, sortBy: 'popular' }));
    expectCards(page, bestSellers.datas);
    expect(page.html).toMatch(/<html lang="id" data-mantine-color-scheme="light">/);
  });

  test('/products: the first page of the catalogue, each card with its name and price', async ({ request }) => {
    const page = await okPage(request, paths.products());
    const first = await api<Paged<ProductCard>>(
      request,
      listQuery({ limit: PRODUCT_GRID, page: 1, sortBy: 'popular' }),
    );
    expectCards(page, first.datas);
    expect(page.cardNames).toEqual(first.datas.map((p) => p.name));
  });

  test('/products: search, sort and page come from the URL', async ({ request }) => {
    const search = await okPage(request, `${paths.products()}?search=serum`);
    const found = await api<Paged<ProductCard>>(
      request,
      listQuery({ limit: PRODUCT_GRID, page: 1, sortBy: 'popular', search: 'serum' }),
    );
    expectCards(search, found.datas);
    expect(search.cardNames).toEqual(found.datas.map((p) => p.name));
    const unfiltered = await api<Paged<ProductCard>>(
      request,
      listQuery({ limit: PRODUCT_GRID, page: 1, sortBy: 'popular' }),
    );
    expect(search.cardNames).not.toEqual(unfiltered.datas.map((p) => p.name));

    const cheapest = await okPage(request, `${paths.products()}?sortBy=low_price`);
    const byPrice = await api<Paged<ProductCard>>(
      request,
      listQuery({ limit: PRODUCT_GRID, page: 1, sortBy: 'low_price' }),
    );
    expect(cheapest.cardNames).toEqual(byPrice.datas.map((p) => p.name));

    const second = await okPage(request, `${paths.products()}?page=2`);
    const page2 = await api<Paged<ProductCard>>(
      request,
      listQuery({ limit: PRODUCT_GRID, page: 2, sortBy: 'popular' }),
    );
    expect(page2.datas.length).toBeGreaterThan(0);
    expect(second.cardNames).toEqual(page2.datas.map((p) => p.name));
  });

  test('a product page: its name and its price', async ({ request }) => {
    const page = await okPage(request, paths.product(SEED_SAMPLES.productUrl));
    const product = await api<ProductDetail>(request, `/e-commerce/product/v1/detail/${SEED_SAMPLES.productUrl}`);
    const variant = product.variant.find((v) => v.id === product.selectedVariantId) ?? product.variant[0];
    expect(page.h1).toBe(product.name);
    expect(page.text).toContain(formatRupiah(variant?.warehouse.fixedPrice ?? NaN));
    // The browser starts from the server's answer: the product query travels in the hydration block.
    expect(page.payload.queries.queries.map((q) => q.queryKey[1])).toContain('productDetail');
  });

  test('/promo and a promo: their titles', async ({ request }) => {
    const list = await okPage(request, paths.promos());
    const promos = await api<Paged<Promo>>(request, '/promo/v1/list-banner?page=1&limit=6');
    expect(promos.datas.length).toBeGreaterThan(0);
    for (const promo of promos.datas) expect(decode(list.root)).toContain(promo.title);

    const page = await okPage(request, paths.promo(SEED_SAMPLES.promoSlug));
    const promo = await api<PromoDetail>(request, `/promo/v1/detail/${SEED_SAMPLES.promoSlug}`);
    expect(page.text).toContain(promo.title);
    expect(page.text).toContain(promo.sections[0]?.title ?? 'a section');
  });

  test('/blog and an article: the article titles', async ({ request }) => {
    const blog = await okPage(request, paths.blog());
    const articles = await api<Paged<Article>>(request, '/article/v1/list?page=1&limit=3');
    expect(articles.datas.length).toBeGreaterThan(0);
    for (const article of articles.datas) expect(blog.text).toContain(article.title);

    const page = await okPage(request, paths.article(SEED_SAMPLES.articleSlug));
    const article = await api<Article>(request, `/article/v1/list/${SEED_SAMPLES.articleSlug}`);
    expect(page.h1).toBe(article.title);
  });

  test('/about and the legal pages: their text', async ({ request }) => {
    const about = await okPage(request, paths.about());
    expect(about.h1.length).toBeGreaterThan(10);
    expect(about.text.length).toBeGreaterThan(500);
    const privacy = await okPage(request, paths.privacyPolicy());
    expect(privacy.h1).toBe('Kebijakan Privasi');
    expect(privacy.text.length).toBeGreaterThan(1000);
    const terms = await okPage(request, paths.termsCondition());
    expect(terms.h1).toBe('Syarat dan Ketentuan');
    expect(terms.text.length).toBeGreaterThan(1000);
  });

  for (const [what, path] of [
    ['an unknown path', '/halaman-yang-tidak-ada'],
    ['a missing product', paths.product('rona/produk-yang-tidak-ada')],
    ['a missing article', paths.article('artikel-yang-tidak-ada')],
    ['a missing promo', paths.promo('promo-yang-tidak-ada')],
    ['a promo address the API refuses (a NUL byte)', '/promo/%00'],
    ['an article address the API refuses (a NUL byte)', '/blog/%00'],
  ] as const) {
    test(`${what} answers 404 with 'Halaman tidak ada'`, async ({ request }) => {
      const page = await fetchPage(request, path);
      expect(page.status).toBe(404);
      expect(page.h1).toBe('Halaman tidak ada');
      expect(page.headers['cache-control']).toBe(MISSING_CACHE);
      // The browser keeps the 404 it was given (a serialised route error), it does not load again.
      expect(JSON.stringify(page.payload.router)).toContain('"status":404');
    });
  }

  test('assets: hashed files cached for a year, a missing one is a 404', async ({ request }) => {
    const page = await okPage(request, paths.home());
    const assets = [...page.html.matchAll(/(?:src|href)="(\/_sf\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const res = await request.get(asset);
      expect(res.status(), asset).toBe(200);
      expect(res.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
    expect((await request.get('/_sf/assets/not-there-123.js')).status()).toBe(404);
  });

  test('no inline script but the runtime config, which the CSP allows by its hash', async ({ request }) => {
    const res = await request.get(paths.product(SEED_SAMPLES.productUrl));
    const html = await res.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '', 'utf8')
      .digest('base64');
    const scriptSrc = (res.headers()['content-security-policy'] ?? '')
      .split('; ')
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(html).not.toContain('__staticRouterHydrationData');
  });
});
