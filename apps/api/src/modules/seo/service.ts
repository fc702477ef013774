import { MERCHANT_SLUG } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { sitemapArticles, sitemapProducts, sitemapPromos } from './repository';

/** The paths robots.txt keeps crawlers out of: the account, checkout and studio (link editor) areas. */
export const DISALLOWED_PATHS = [
  '/api/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verification-email',
  '/verification-otp',
  '/user',
  '/checkout',
  '/payment',
  '/tracking-order',
  '/invoice',
  '/subscribe',
  '/cart',
  '/link-login',
  '/link-page',
] as const;

export interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * W3C datetime as the sitemap protocol wants it (date precision is enough for crawlers); a date still
 * to come (a promo that starts next week) is given as today.
 */
const lastmod = (d: Date, now: Date) => (d > now ? now : d).toISOString().slice(0, 10);

export function renderRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function renderSitemap(siteUrl: string, entries: readonly SitemapEntry[], now = new Date()): string {
  const urls = entries.map((e) => {
    const loc = `    <loc>${xmlEscape(siteUrl + e.path)}</loc>`;
    return e.lastModified
      ? `  <url>\n${loc}\n    <lastmod>${lastmod(e.lastModified, now)}</lastmod>\n  </url>`
      : `  <url>\n${loc}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt and sitemap.xml: what crawlers read before the pages (issue 15). */
export function seoService(db: DbOrTx, siteUrl: string, now: () => Date = () => new Date()) {
  return {
    robots: () => renderRobots(siteUrl),

    async sitemap(): Promise<string> {
      const [products, articles, promos] = await Promise.all([
        sitemapProducts(db),
        sitemapArticles(db, now()),
        sitemapPromos(db),
      ]);
      const newest = (rows: { lastModified: Date }[]) =>
        rows.reduce<Date | null>((max, r) => (!max || r.lastModified > max ? r.lastModified : max), null);
      const entries: SitemapEntry[] = [
        { path: '/', lastModified: newest(products) },
        { path: '/products', lastModified: newest(products) },
        { path: '/blog', lastModified: newest(articles) },
        { path: '/promo', lastModified: newest(promos) },
        { path: '/about', lastModified: null },
        { path: '/privacy-policy', lastModified: null },
        { path: '/terms-condition', lastModified: null },
        ...products.map((p) => ({
          path: `/products/${MERCHANT_SLUG}/${encodeURIComponent(p.slug)}`,
          lastModified: p.lastModified,
        })),
        ...articles.map((a) => ({ path: `/blog/${encodeURIComponent(a.slug)}`, lastModified: a.lastModified })),
        ...promos.map((p) => ({ path: `/promo/${encodeURIComponent(p.slug)}`, lastModified: p.lastModified })),
      ];
      return renderSitemap(siteUrl, entries);
    },
  };
}
