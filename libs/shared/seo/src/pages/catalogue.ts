import type { ProductDetail } from '@rona/domain';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { seoMessages } from '@rona/i18n/areas/seo';
import { paths } from '@rona/routes';
import type { PageHead } from '../head';
import { buildHead, crumbs, DESCRIPTION_MAX } from '../build';
import { breadcrumbJsonLd, firstParagraph, productJsonLd, type SeoSite } from '../json-ld';
import { canonicalUrl } from '../urls';

const t = /* @__PURE__ */ translator(seoMessages, catalogueMessages);

/**
 * `/products?…`: the canonical URL keeps what selects products (category, subcategory, search, page),
 * not the sort order or the skin filters, so sorted and filtered views fold into the listing. A
 * category's (or subcategory's) listing is titled by its name (`categoryNames`: id → name, from the
 * categories the filter bar shows), so each has a title of its own. A search's results are `noindex`
 * (followed): the shop's own search pages are thin copies of the listing (docs/product/seo.md).
 */
export function productListHead(
  site: SeoSite,
  pathAndQuery: string,
  categoryNames: ReadonlyMap<string, string> = new Map(),
): PageHead {
  const url = new URL(pathAndQuery, 'http://x');
  const search = url.searchParams.get('search')?.trim();
  const page = Number(url.searchParams.get('page') ?? 1);
  const category =
    categoryNames.get(url.searchParams.get('subcategory') ?? '') ??
    categoryNames.get(url.searchParams.get('category') ?? '');
  let title = search
    ? t('seo.products.searchTitle', { search })
    : category
      ? t('seo.products.categoryTitle', { name: category })
      : t('catalogue.title');
  if (Number.isInteger(page) && page > 1) title = t('seo.products.pageSuffix', { title, page });
  return buildHead(site, {
    title,
    description: t('seo.products.description'),
    canonical: canonicalUrl(site.origin, pathAndQuery, ['category', 'subcategory', 'search', 'page']),
    noindex: Boolean(search),
    jsonLd: [
      breadcrumbJsonLd(site, [
        crumbs.home(),
        category ? crumbs.products() : { name: t('seo.breadcrumb.products') },
        ...(category ? [{ name: category }] : []),
      ]),
    ],
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
  return buildHead(site, {
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
