import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { test as pageTest } from '../support/fixtures';
import { paths } from '@rona/routes';
import { SEED_SAMPLES } from '../support/every-route';
import { keyHeaders, ok } from '../support/shop-api';

/**
 * What search engines and link previews read (issue 15 §2), in the raw HTML of each page as the server
 * sends it — no browser, no JavaScript: WhatsApp, Facebook and most crawlers read only this. Per page:
 * <html lang="id">, one <title>, one meta description, the canonical URL, Open Graph and Twitter tags,
 * JSON-LD that parses with the right @type; /sitemap.xml lists every product, article and promo;
 * /robots.txt is valid; the account, checkout and studio pages are noindex.
 */

interface Variant {
  id: string;
  url: string;
  warehouse: { fixedPrice: number };
}
interface ProductDetail {
  name: string;
  selectedVariantId: string;
  variant: Variant[];
  image: { originalURL: string; primary: boolean }[];
  category: { name: string };
  statistics: { countReviews: number; countScore: { average: number } };
}
interface Paged<T> {
  datas: T[];
  page: { totalPage: number; totalData: number };
}
type JsonLdNode = { '@context'?: string; '@type': string } & Record<string, unknown>;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (text: string) => text.replace(/&(amp|quot|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e);

/** A page's raw HTML, read the way a crawler without JavaScript reads it. */
class RawPage {
  constructor(
    readonly status: number,
    readonly html: string,
  ) {}

  get head(): string {
    return this.html.slice(0, this.html.indexOf('</head>'));
  }

  /** Every <meta> tag's attributes, decoded. */
  private metas(): Record<string, string>[] {
    return [...this.head.matchAll(/<meta\b([^>]*)>/g)].map((m) =>
      Object.fromEntries([...(m[1] ?? '').matchAll(/([a-z:-]+)="([^"]*)"/g)].map((a) => [a[1], decode(a[2] ?? '')])),
    );
  }

  /** The contents of the meta tags with this name or property. */
  all(key: string): string[] {
    return this.metas()
      .filter((m) => m.name === key || m.property === key)
      .map((m) => m.content ?? '');
  }

  /** The one meta tag with this name or property (fails when there are none or several). */
  meta(key: string): string {
    const found = this.all(key);
    expect(found, `one <meta> ${key}`).toHaveLength(1);
    return found[0] ?? '';
  }

  titles(): string[] {
    return [...this.head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1] ?? ''));
  }

  canonicals(): string[] {
    return [...this.head.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => decode(m[1] ?? ''));
  }

  jsonLd(): JsonLdNode[] {
    return [...this.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '') as JsonLdNode,
    );
  }

  jsonLdOf(type: string): JsonLdNode {
    const nodes = this.jsonLd().filter((n) => n['@type'] === type);
    expect(nodes, `one JSON-LD ${type}`).toHaveLength(1);
    return nodes[0] as JsonLdNode;
  }
}

async function fetchPage(request: APIRequestContext, path: string): Promise<RawPage> {
  const res = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  return new RawPage(res.status(), await res.text());
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  return ok<T>(await request.get(`/api${path}`, { headers: keyHeaders }));
}

/** What every indexable storefront page has; returns the page for the page's own checks. */
async function indexable(request: APIRequestContext, origin: string, path: string, canonicalPath: string) {
  const page = await fetchPage(request, path);
  expect(page.status, path).toBe(200);
  expect(page.html).toMatch(/<html[^>]*\slang="id"/);
  const [title] = page.titles();
  expect(page.titles(), 'one <title>').toHaveLength(1);
  const description = page.meta('description');
  expect(description.length).toBeGreaterThan(20);
  expect(description.length).toBeLessThanOrEqual(160);
  expect(page.canonicals()).toEqual([`${origin}${canonicalPath}`]);
  expect(page.all('robots').filter((r) => r.includes('noindex'))).toEqual([]);
  expect(page.meta('og:url')).toBe(`${origin}${canonicalPath}`);
  expect(page.meta('og:site_name')).toBe('Rona');
  expect(page.meta('og:locale')).toBe('id_ID');
  expect(title).toContain(page.meta('og:title'));
  expect(page.meta('og:description')).toBe(description);
  expect(page.meta('twitter:title')).toBe(page.meta('og:title'));
  expect(page.meta('twitter:description')).toBe(description);
  expect(['summary', 'summary_large_image']).toContain(page.meta('twitter:card'));
  for (const node of page.jsonLd()) expect(node['@context']).toBe('https://schema.org');
  return page;
}

const crumbNames = (page: RawPage) =>
  (page.jsonLdOf('BreadcrumbList').itemListElement as { name: string; position: number }[]).map((c) => c.name);

test.describe('page heads in the raw HTML', () => {
  test('home: the shop title and the Organization', async ({ request, baseURL }) => {
    const page = await indexable(request, baseURL as string, '/?utm_source=whatsapp', '/');
    expect(page.titles()).toEqual(['Rona — Skincare & Klinik Kecantikan']);
    expect(page.meta('og:type')).toBe('website');
    expect(page.meta('og:image')).toMatch(/^https?:\/\//);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.jsonLdOf('Organization')).toMatchObject({ name: 'Rona', url: `${baseURL}/` });
    expect(page.jsonLdOf('Organization').sameAs).toContain('https://www.instagram.com/rona.skin');
  });

  test('product list: search and page from the URL in title and canonical, the sort left out, a search noindex', async ({
    request,
    baseURL,
  }) => {
    // The shop's own search results are followed, not indexed.
    const page = await fetchPage(request, '/products?search=serum&sortBy=low_price&page=1');
    expect(page.status).toBe(200);
    expect(page.all('robots')).toEqual(['noindex, follow']);
    expect(page.canonicals()).toEqual([`${baseURL}/products?search=serum`]);
    expect(page.titles()).toEqual(['Hasil pencarian "serum" | Rona']);
    expect(crumbNames(page)).toEqual(['Beranda', 'Belanja']);
    const category = (
      await api<{ _id: string; name: string; type: string }[]>(request, '/e-commerce/home/v1/category')
    ).find((c) => c.type === 'category');
    if (!category) throw new Error('the seed has categories');
    const byCategory = await indexable(
      request,
      baseURL as string,
      `/products?category=${category._id}&sortBy=high_price`,
      `/products?category=${category._id}`,
    );
    expect(byCategory.titles()).toEqual([`${category.name} — Belanja Produk | Rona`]);
    expect(crumbNames(byCategory)).toEqual(['Beranda', 'Belanja', category.name]);
    const plain = await indexable(request, baseURL as string, '/products', '/products');
    expect(plain.titles()).toEqual(['Belanja Produk | Rona']);
  });

  test('product: name, picture and price of the size shown; Product with Offers and AggregateRating', async ({
    request,
    baseURL,
  }) => {
    // A product that has reviews (the rating needs some).
    const list = await api<Paged<{ url: string; statistics: { countReviews: number } }>>(
      request,
      '/e-commerce/product/v1/all?limit=100&sortBy=best_rating',
    );
    const reviewed = list.datas.find((p) => p.statistics.countReviews > 0);
    if (!reviewed) throw new Error('the seed has a reviewed product');
    const [merchant, item] = reviewed.url.split('/');
    const product = await api<ProductDetail>(request, `/e-commerce/product/v1/detail/${merchant}/${item}`);
    const shown = product.variant.find((v) => v.id === product.selectedVariantId);
    const first = product.variant[0];
    if (!shown || !first) throw new Error('the product has sizes');

    const page = await indexable(request, baseURL as string, paths.product(reviewed.url), paths.product(first.url));
    expect(page.titles()).toEqual([`${product.name} | Rona`]);
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:title')).toBe(product.name);
    expect(page.meta('og:image')).toMatch(/^https?:\/\/.+/);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(page.meta('og:image'));
    expect(page.meta('product:price:amount')).toBe(String(shown.warehouse.fixedPrice));
    expect(page.meta('product:price:currency')).toBe('IDR');

    const node = page.jsonLdOf('Product');
    expect(node.name).toBe(product.name);
    expect(node.url).toBe(`${baseURL}${paths.product(first.url)}`);
    const offers = node.offers as { '@type': string; price: number; priceCurrency: string; url: string }[];
    expect(offers).toHaveLength(product.variant.length);
    for (const [i, offer] of offers.entries()) {
      expect(offer).toMatchObject({
        '@type': 'Offer',
        price: product.variant[i]?.warehouse.fixedPrice,
        priceCurrency: 'IDR',
        url: `${baseURL}${paths.product(product.variant[i]?.url ?? '')}`,
      });
    }
    expect(node.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      reviewCount: product.statistics.countReviews,
      ratingValue: Math.round(product.statistics.countScore.average * 10) / 10,
    });
    expect(crumbNames(page)).toEqual(['Beranda', 'Belanja', product.category.name, product.name]);
  });

  test('promo list and promo detail', async ({ request, baseURL }) => {
    const list = await indexable(request, baseURL as string, paths.promos(), '/promo');
    expect(list.titles()).toEqual(['Semua Promo | Rona']);
    expect(crumbNames(list)).toEqual(['Beranda', 'Promo']);

    const promo = await api<{ title: string; long_banner: string | null }>(
      request,
      `/promo/v1/detail/${SEED_SAMPLES.promoSlug}`,
    );
    const page = await indexable(
      request,
      baseURL as string,
      paths.promo(SEED_SAMPLES.promoSlug),
      paths.promo(SEED_SAMPLES.promoSlug),
    );
    expect(page.titles()).toEqual([`${promo.title} | Rona`]);
    if (promo.long_banner) expect(page.meta('og:image')).toContain(promo.long_banner.replace(/^\//, ''));
    expect(crumbNames(page)).toEqual(['Beranda', 'Promo', promo.title]);
  });

  test('blog and an article: Article JSON-LD with its picture, date and author', async ({ request, baseURL }) => {
    const blog = await indexable(request, baseURL as string, paths.blog(), '/blog');
    expect(blog.titles()).toEqual(['Blog | Rona']);
    expect(crumbNames(blog)).toEqual(['Beranda', 'Blog']);

    const article = await api<{ title: string; realeseDate: string; author: string; thumbnail: string }>(
      request,
      `/article/v1/list/${SEED_SAMPLES.articleSlug}`,
    );
    const path = paths.article(SEED_SAMPLES.articleSlug);
    const page = await indexable(request, baseURL as string, path, path);
    expect(page.titles()).toEqual([`${article.title} | Rona`]);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:title')).toBe(article.title);
    expect(page.meta('og:image')).toMatch(/^https?:\/\/.+/);
    expect(page.meta('og:image')).toContain(article.thumbnail.replace(/^\//, ''));
    expect(page.meta('article:published_time')).toBe(article.realeseDate);
    expect(page.jsonLdOf('Article')).toMatchObject({
      headline: article.title,
      datePublished: article.realeseDate,
      author: { '@type': 'Person', name: article.author },
      mainEntityOfPage: `${baseURL}${path}`,
      inLanguage: 'id',
    });
    expect(crumbNames(page)).toEqual(['Beranda', 'Blog', article.title]);
  });

  test('about and the legal pages', async ({ request, baseURL }) => {
    const origin = baseURL as string;
    expect((await indexable(request, origin, '/about', '/about')).titles()).toEqual(['Tentang Kami | Rona']);
    expect((await indexable(request, origin, paths.privacyPolicy(), '/privacy-policy')).titles()).toEqual([
      'Kebijakan Privasi | Rona',
    ]);
    expect((await indexable(request, origin, paths.termsCondition(), '/terms-condition')).titles()).toEqual([
      'Syarat dan Ketentuan | Rona',
    ]);
  });

  test('unknown pages, a missing product or article, and the cart are noindex without a canonical', async ({
    request,
  }) => {
    for (const path of [
      '/halaman-yang-tidak-ada',
      paths.product('rona/produk-yang-tidak-ada'),
      paths.article('artikel-yang-tidak-ada'),
      paths.promo('promo-yang-tidak-ada'),
    ]) {
      const page = await fetchPage(request, path);
      expect(page.status, path).toBe(404);
      expect(page.meta('robots'), path).toContain('noindex');
      expect(page.canonicals(), path).toEqual([]);
      expect(page.titles(), path).toEqual(['Halaman tidak ada | Rona']);
    }
    const cart = await fetchPage(request, paths.cart());
    expect(cart.all('robots').some((r) => r.includes('noindex'))).toBe(true);
  });
});

test.describe('noindex outside the shop pages', () => {
  for (const path of [
    paths.login(),
    paths.register(),
    paths.checkout(),
    paths.profile(),
    '/link-page',
    '/link-login',
  ]) {
    test(`${path} is noindex`, async ({ request }) => {
      const page = await fetchPage(request, path);
      expect(page.status).toBeLessThan(400);
      expect(page.all('robots').some((r) => r.split(/,\s*/).includes('noindex'))).toBe(true);
    });
  }

  test('the public link page stays indexable', async ({ request }) => {
    const page = await fetchPage(request, `/short-link/${SEED_SAMPLES.linkPageId}`);
    expect(page.status).toBe(200);
    expect(page.all('robots').some((r) => r.includes('noindex'))).toBe(false);
  });
});

test.describe('robots.txt and sitemap.xml', () => {
  test('robots.txt is valid: directives only, the private paths disallowed, the sitemap named', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of lines) expect(line).toMatch(/^$|^(User-agent|Disallow|Allow|Sitemap): \S+$/);
    for (const path of ['/login', '/checkout', '/user', '/link-page', '/cart'])
      expect(lines).toContain(`Disallow: ${path}`);
    for (const path of ['/products', '/blog', '/promo', '/short-link'])
      expect(lines.some((l) => l.startsWith('Disallow:') && path.startsWith(l.slice(10)))).toBe(false);
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('sitemap.xml lists every product (the API list), article and promo, with last-modified dates', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?\s*<\/url>/g)].map(
      (m) => ({ loc: decode(m[1] ?? ''), lastmod: m[2] }),
    );
    const lastmodOf = new Map(entries.map((e) => [e.loc, e.lastmod]));
    for (const { loc } of entries) expect(loc.startsWith(`${baseURL}/`)).toBe(true);
    const listed = (path: string) => {
      const lastmod = lastmodOf.get(`${baseURL}${path}`);
      expect(lastmod, `${path} in the sitemap with a lastmod`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    };

    // Every product of the shop's list, under its canonical URL (the first size, as the product page says).
    const products: { url: string }[] = [];
    for (let page = 1; ; page++) {
      const list = await api<Paged<{ url: string }>>(request, `/e-commerce/product/v1/all?limit=100&page=${page}`);
      products.push(...list.datas);
      if (page >= list.page.totalPage) break;
    }
    expect(products.length).toBeGreaterThan(0);
    for (let i = 0; i < products.length; i += 8) {
      await Promise.all(
        products.slice(i, i + 8).map(async (p) => {
          const [merchant, item] = p.url.split('/');
          const detail = await api<ProductDetail>(request, `/e-commerce/product/v1/detail/${merchant}/${item}`);
          listed(paths.product(detail.variant[0]?.url ?? ''));
        }),
      );
    }
    expect(entries.filter((e) => e.loc.startsWith(`${baseURL}/products/`))).toHaveLength(products.length);

    for (let page = 1; ; page++) {
      const articles = await api<Paged<{ slug: string }>>(request, `/article/v1/list?limit=50&page=${page}`);
      for (const a of articles.datas) listed(paths.article(a.slug));
      if (page >= articles.page.totalPage) break;
    }
    // The running and coming promos (the sitemap also keeps ended ones: their pages still answer).
    const promos = await api<Paged<{ url: string }>>(request, '/promo/v1/list-banner?limit=50');
    expect(promos.datas.length).toBeGreaterThan(0);
    for (const p of promos.datas) listed(paths.promo(p.url));

    for (const page of ['/', '/products', '/blog', '/promo', '/about', '/privacy-policy', '/terms-condition'])
      expect(lastmodOf.has(`${baseURL}${page}`), page).toBe(true);
  });
});

/** In the browser: after client-side navigation the head follows the page (what a crawler that runs scripts reads). */
pageTest.describe('the head on client-side navigation', () => {
  const headOf = (page: Page) =>
    page.evaluate(() => ({
      title: document.title,
      description: document.querySelectorAll('meta[name="description"]').length,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogType: document.querySelector('meta[property="og:type"]')?.getAttribute('content') ?? null,
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => (JSON.parse(s.textContent ?? '') as { '@type': string })['@type'],
      ),
    }));

  pageTest(
    'a product opened from the list, then back: title, canonical, OG and JSON-LD in step',
    async ({ page, baseURL }) => {
      await page.goto(paths.products());
      await expect(page.locator('[data-hydrated]')).toBeAttached();
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      expect((await headOf(page)).title).toBe('Belanja Produk | Rona');

      const card = page.locator('main a[href^="/products/rona/"]').first();
      const href = (await card.getAttribute('href')) ?? '';
      await card.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      const name = await page.getByRole('heading', { level: 1 }).first().textContent();
      // The page's own title may come first; the head is complete when the route's head builder has run.
      await expect.poll(async () => (await headOf(page)).ogType).toBe('product');
      const product = await headOf(page);
      expect(product.title).toBe(`${name?.trim()} | Rona`);
      expect(product.canonical).toMatch(new RegExp(`^${baseURL}/products/rona/`));
      expect(product.jsonLd).toEqual(['Product', 'BreadcrumbList']);
      expect(product.description).toBe(1);
      // It was a client-side navigation, not a new document.
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

      await page.goBack();
      await expect.poll(async () => (await headOf(page)).canonical).toBe(`${baseURL}/products`);
      const list = await headOf(page);
      expect(list.title).toBe('Belanja Produk | Rona');
      expect(list.ogType).toBe('website');
      expect(list.jsonLd).toEqual(['BreadcrumbList']);
      expect(list.robots).toBeNull();
    },
  );
});
