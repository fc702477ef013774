import type { ArticleDetail, ProductDetail } from '@rona/domain';
import { absoluteUrl } from './urls';

/** One schema.org node; serialised by `serializeJsonLd`. */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

export interface SeoSite {
  /** The shop's public origin (SITE_URL), without a trailing slash. */
  origin: string;
  /** The shop's name ('Rona'). */
  name: string;
  /** Logo path or URL (resolved against the origin). */
  logo?: string;
  /** The shop's own profiles (Instagram, TikTok …) for Organization.sameAs. */
  sameAs?: readonly string[];
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes (so no text in the
 * data — '</script>', '<!--' — can end the script element or open a comment), and U+2028/U+2029 too.
 * The result parses back to the same data with JSON.parse.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The shop itself (on the home page). */
export function organizationJsonLd(site: SeoSite): JsonLd {
  const logo = absoluteUrl(site.origin, site.logo);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: `${site.origin}/`,
    ...(logo ? { logo } : {}),
    ...(site.sameAs?.length ? { sameAs: [...site.sameAs] } : {}),
  };
}

/** A breadcrumb trail; `path` relative to the origin, the last crumb (the page itself) may have none. */
export function breadcrumbJsonLd(site: SeoSite, crumbs: readonly { name: string; path?: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.path !== undefined ? { item: absoluteUrl(site.origin, c.path) } : {}),
    })),
  };
}

/**
 * A product page: one `Offer` per variant (its size, the price the shopper pays — after a running
 * discount — in IDR, in stock or not, its own URL) and an `AggregateRating` when there are reviews
 * (Google refuses a rating over 0 reviews).
 */
export function productJsonLd(site: SeoSite, product: ProductDetail, canonical: string): JsonLd {
  const images = [...product.image]
    .sort((a, b) => Number(b.primary) - Number(a.primary))
    .map((i) => absoluteUrl(site.origin, i.originalURL))
    .filter((u): u is string => u !== null);
  const reviews = product.statistics.countReviews;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: firstParagraph(product.description, 5000),
    ...(images.length ? { image: images } : {}),
    url: canonical,
    sku: product.selectedVariantId,
    brand: { '@type': 'Brand', name: site.name },
    category: product.category.name,
    offers: product.variant.map((v) => ({
      '@type': 'Offer',
      name: v.size,
      url: absoluteUrl(site.origin, `/products/${v.url}`),
      price: v.warehouse.fixedPrice,
      priceCurrency: 'IDR',
      availability: v.warehouse.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: site.name },
    })),
    ...(reviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(product.statistics.countScore.average * 10) / 10,
            reviewCount: reviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** A blog post. */
export function articleJsonLd(site: SeoSite, article: ArticleDetail, canonical: string): JsonLd {
  const image = absoluteUrl(site.origin, article.thumbnail);
  const logo = absoluteUrl(site.origin, site.logo);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: truncate(article.title, 110),
    description: article.shortDescription,
    ...(image ? { image: [image] } : {}),
    datePublished: article.realeseDate,
    author: { '@type': 'Person', name: article.author },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      ...(logo ? { logo: { '@type': 'ImageObject', url: logo } } : {}),
    },
    mainEntityOfPage: canonical,
    ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
    inLanguage: 'id',
  };
}

/** The first paragraph of a text (the spec's product excerpt), whitespace collapsed, at most `max` characters. */
export function firstParagraph(text: string, max: number): string {
  const first = text.split(/\n\s*\n|\r\n\s*\r\n/).find((p) => p.trim()) ?? '';
  return truncate(
    first
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    max,
  );
}

/** At most `max` characters, cut at a word boundary with '…' when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
