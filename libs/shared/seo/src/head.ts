import { serializeJsonLd, type JsonLd } from './json-ld';

/** Everything a page puts in its `<head>` for crawlers and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL; null on pages that must not be indexed under any URL (404). */
  canonical: string | null;
  /** 'noindex' pages: the 404 page and the account, checkout and studio paths. */
  noindex: boolean;
  openGraph: {
    type: 'website' | 'product' | 'article';
    title: string;
    description: string;
    url: string | null;
    siteName: string;
    locale: 'id_ID';
    image: string | null;
    imageAlt?: string;
    /** Product pages: the price the shopper pays, in IDR (og product tags, read by WhatsApp/Facebook). */
    price?: { amount: number; currency: 'IDR' };
    /** Article pages. */
    publishedTime?: string;
    author?: string;
    tags?: readonly string[];
  };
  twitter: { card: 'summary' | 'summary_large_image'; title: string; description: string; image: string | null };
  jsonLd: readonly JsonLd[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text and attribute values safe inside HTML. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * The head as HTML tags, in a stable order, every value escaped and each JSON-LD node in its own
 * `<script type="application/ld+json">` (serialised so no value can close the script).
 */
export function renderHead(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string | number | null | undefined) =>
    content === null || content === undefined || content === ''
      ? null
      : `<meta ${attr}="${key}" content="${escapeHtml(String(content))}" />`;
  const og = head.openGraph;
  const tags: (string | null)[] = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex, follow') : null,
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : null,
    meta('property', 'og:type', og.type),
    meta('property', 'og:site_name', og.siteName),
    meta('property', 'og:locale', og.locale),
    meta('property', 'og:title', og.title),
    meta('property', 'og:description', og.description),
    meta('property', 'og:url', og.url),
    meta('property', 'og:image', og.image),
    og.image ? meta('property', 'og:image:alt', og.imageAlt) : null,
    og.price ? meta('property', 'product:price:amount', og.price.amount) : null,
    og.price ? meta('property', 'product:price:currency', og.price.currency) : null,
    meta('property', 'article:published_time', og.publishedTime),
    meta('property', 'article:author', og.author),
    ...(og.tags ?? []).map((t) => meta('property', 'article:tag', t)),
    meta('name', 'twitter:card', head.twitter.card),
    meta('name', 'twitter:title', head.twitter.title),
    meta('name', 'twitter:description', head.twitter.description),
    meta('name', 'twitter:image', head.twitter.image),
    ...head.jsonLd.map((node) => `<script type="application/ld+json">${serializeJsonLd(node)}</script>`),
  ];
  return tags.filter((t): t is string => t !== null).join('\n');
}
