import type { ArticleDetail, ProductDetail, PromoDetail } from '@rona/domain';
import { translator } from '@rona/i18n';
import { aboutMessages } from '@rona/i18n/areas/about';
import { blogMessages } from '@rona/i18n/areas/blog';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { homeMessages } from '@rona/i18n/areas/home';
import { legalMessages } from '@rona/i18n/areas/legal';
import { promoMessages } from '@rona/i18n/areas/promo';
import { seoMessages } from '@rona/i18n/areas/seo';
import { paths } from '@rona/routes';
import type { PageHead } from './head';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  firstParagraph,
  organizationJsonLd,
  productJsonLd,
  truncate,
  type JsonLd,
  type SeoSite,
} from './json-ld';
import { absoluteUrl, canonicalUrl } from './urls';

const t = translator(
  seoMessages,
  homeMessages,
  catalogueMessages,
  blogMessages,
  promoMessages,
  aboutMessages,
  legalMessages,
);

/** Meta descriptions are cut here: what search results show on a phone. */
export const DESCRIPTION_MAX = 160;

/** The tab title rule of the apps (useDocumentTitle): '<title> | Rona', or the title alone when it names the shop. */
export function pageTitle(site: SeoSite, title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

interface HeadInput {
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

function head(site: SeoSite, input: HeadInput): PageHead {
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

const crumbs = {
  home: () => ({ name: t('seo.breadcrumb.home'), path: paths.home() }),
  products: () => ({ name: t('seo.breadcrumb.products'), path: paths.products() }),
  blog: () => ({ name: t('seo.breadcrumb.blog'), path: paths.blog() }),
  promo: () => ({ name: t('seo.breadcrumb.promo'), path: paths.promos() }),
};

/** `/`: the shop's name and tagline, the Organization. */
export function homeHead(site: SeoSite): PageHead {
  return head(site, {
    title: t('home.title'),
    description: t('seo.home.description'),
    canonical: canonicalUrl(site.origin, '/'),
    image: site.logo,
    jsonLd: [organizationJsonLd(site)],
  });
}

/**
 * `/products?…`: the canonical URL keeps what selects products (category, subcategory, search, page),
 * not the sort order or the skin filters, so sorted and filtered views fold into the listing.
 */
export function productListHead(site: SeoSite, pathAndQuery: string): PageHead {
  const url = new URL(pathAndQuery, 'http://x');
  const search = url.searchParams.get('search')?.trim();
  const page = Number(url.searchParams.get('page') ?? 1);
  let title = search ? t('seo.products.searchTitle', { search }) : t('catalogue.title');
  if (Number.isInteger(page) && page > 1) title = t('seo.products.pageSuffix', { title, page });
  return head(site, {
    title,
    description: t('seo.products.description'),
    canonical: canonicalUrl(site.origin, pathAndQuery, ['category', 'subcategory', 'search', 'page']),
    jsonLd: [breadcrumbJsonLd(site, [crumbs.home(), { name: t('seo.breadcrumb.products') }])],
  });
}

/**
 * `/products/{merchant}/{item}`: the product's name, its description's first paragraph, its primary
 * image and the price of the size shown. Every size has its own URL; the canonical one is the first
 * size's (the one in the sitemap), so the sizes of one product count as one page.
 */
export function productHead(site: SeoSite, product: ProductDetail): PageHead {
  const first = product.variant[0];
  const selected = product.variant.find((v) => v.id === product.selectedVariantId) ?? first;
  const canonical = canonicalUrl(site.origin, paths.product(first?.url ?? ''));
  const primary = product.image.find((i) => i.primary) ?? product.image[0];
  const description =
    firstParagraph(product.description, DESCRIPTION_MAX) ||
    t('seo.product.descriptionFallback', { name: product.name });
  return head(site, {
    title: product.name,
    description,
    canonical,
    type: 'product',
    image: primary?.originalURL ?? selected?.image ?? null,
    imageAlt: primary?.alt || product.name,
    extra: selected ? { price: { amount: selected.warehouse.fixedPrice, currency: 'IDR' } } : {},
    jsonLd: [
      productJsonLd(site, product, canonical),
      breadcrumbJsonLd(site, [
        crumbs.home(),
        crumbs.products(),
        { name: product.category.name, path: paths.products({ category: product.category.id }) },
        { name: product.name },
      ]),
    ],
  });
}

/** `/blog` (and `/blog?tag=…`, whose canonical keeps the tag). */
export function blogHead(site: SeoSite, pathAndQuery = '/blog'): PageHead {
  const tag = new URL(pathAndQuery, 'http://x').searchParams.get('tag');
  return head(site, {
    title: tag ? t('blog.hashtagFilter', { tag }) : t('blog.title'),
    description: t('seo.blog.description'),
    canonical: canonicalUrl(site.origin, pathAndQuery, ['tag', 'page']),
    jsonLd: [breadcrumbJsonLd(site, [crumbs.home(), { name: t('seo.breadcrumb.blog') }])],
  });
}

/** `/blog/{slug}`: the article's title, short description and thumbnail; Article and breadcrumbs. */
export function articleHead(site: SeoSite, article: ArticleDetail): PageHead {
  const canonical = canonicalUrl(site.origin, paths.article(article.slug));
  return head(site, {
    title: article.title,
    description: article.shortDescription,
    canonical,
    type: 'article',
    image: article.thumbnail,
    imageAlt: article.title,
    extra: { publishedTime: article.realeseDate, author: article.author, tags: article.tags },
    jsonLd: [
      articleJsonLd(site, article, canonical),
      breadcrumbJsonLd(site, [crumbs.home(), crumbs.blog(), { name: article.title }]),
    ],
  });
}

/** `/promo`. */
export function promoListHead(site: SeoSite, pathAndQuery = '/promo'): PageHead {
  return head(site, {
    title: t('promo.heading'),
    description: t('seo.promo.description'),
    canonical: canonicalUrl(site.origin, pathAndQuery, ['page']),
    jsonLd: [breadcrumbJsonLd(site, [crumbs.home(), { name: t('seo.breadcrumb.promo') }])],
  });
}

const jakartaDate = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});
const dateText = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : jakartaDate.format(d);
};

/** `/promo/{slug}`: the promo's title, its first section (or its dates) and its long banner. */
export function promoHead(site: SeoSite, promo: PromoDetail): PageHead {
  const section = promo.sections.find((s) => s.description.trim());
  const description = section
    ? firstParagraph(section.description, DESCRIPTION_MAX)
    : t('seo.promo.detailDescription', {
        title: promo.title,
        start: dateText(promo.start_date),
        end: dateText(promo.end_date),
      });
  return head(site, {
    title: promo.title,
    description,
    canonical: canonicalUrl(site.origin, paths.promo(promo.url)),
    image: promo.long_banner,
    imageAlt: promo.title,
    jsonLd: [breadcrumbJsonLd(site, [crumbs.home(), crumbs.promo(), { name: promo.title }])],
  });
}

/** `/about`. */
export function aboutHead(site: SeoSite): PageHead {
  return head(site, {
    title: t('about.title'),
    description: t('seo.about.description'),
    canonical: canonicalUrl(site.origin, '/about'),
  });
}

/** `/privacy-policy` and `/terms-condition`: the page's heading as title, its first lines as description. */
export function legalHead(site: SeoSite, page: 'privacy' | 'terms', description: string): PageHead {
  return head(site, {
    title: page === 'privacy' ? t('privacy.title') : t('terms.title'),
    description,
    canonical: canonicalUrl(site.origin, page === 'privacy' ? paths.privacyPolicy() : paths.termsCondition()),
  });
}

/** 'Halaman tidak ada' (and a missing product, article or promo): noindex, no canonical. */
export function notFoundHead(site: SeoSite, title: string = t('notFound.title')): PageHead {
  return head(site, { title, description: t('notFound.body'), canonical: null, noindex: true });
}

/** The account, checkout and studio pages: their own title, never indexed. */
export function privatePageHead(site: SeoSite, title: string): PageHead {
  return head(site, { title, description: t('seo.home.description'), canonical: null, noindex: true });
}
