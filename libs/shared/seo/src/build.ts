import { translator } from '@rona/i18n';
import { seoMessages } from '@rona/i18n/areas/seo';
import { paths } from '@rona/routes';
import type { PageHead } from './head';
import { truncate, type JsonLd, type SeoSite } from './json-ld';
import { absoluteUrl } from './urls';

/**
 * What every page head is built with. Each page's builder lives in its own module under pages/ and
 * reads only its own page's strings, so a route chunk that builds its head carries no other page's
 * dictionary (the storefront's first-load budget, docs/performance.md).
 */
export const seoT = /* @__PURE__ */ translator(seoMessages);

/** Meta descriptions are cut here: what search results show on a phone. */
export const DESCRIPTION_MAX = 160;

/** The tab title rule of the apps (useDocumentTitle): '<title> | Rona', or the title alone when it names the shop. */
export function pageTitle(site: SeoSite, title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

export interface HeadInput {
  title: string;
  description: string;
  canonical: string | null;
  type?: PageHead['openGraph']['type'];
  image?: string | null;
  imageAlt?: string;
  jsonLd?: JsonLd[];
  noindex?: boolean;
  extra?: Partial<PageHead['openGraph']>;
}

export function buildHead(site: SeoSite, input: HeadInput): PageHead {
  const title = pageTitle(site, input.title);
  const description = truncate(input.description, DESCRIPTION_MAX);
  const image = absoluteUrl(site.origin, input.image ?? null);
  return {
    title,
    description,
    canonical: input.canonical,
    noindex: input.noindex ?? false,
    openGraph: {
      type: input.type ?? 'website',
      title: input.title,
      description,
      url: input.canonical,
      siteName: site.name,
      locale: 'id_ID',
      image,
      ...(image && input.imageAlt ? { imageAlt: input.imageAlt } : {}),
      ...input.extra,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title: input.title, description, image },
    jsonLd: input.jsonLd ?? [],
  };
}

/** The breadcrumbs pages start theirs with. */
export const crumbs = {
  home: () => ({ name: seoT('seo.breadcrumb.home'), path: paths.home() }),
  products: () => ({ name: seoT('seo.breadcrumb.products'), path: paths.products() }),
  blog: () => ({ name: seoT('seo.breadcrumb.blog'), path: paths.blog() }),
  promo: () => ({ name: seoT('seo.breadcrumb.promo'), path: paths.promos() }),
};
