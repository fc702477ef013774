import { t } from '@rona/i18n';
import type { PageHead } from '../head';
import { buildHead, seoT } from '../build';
import type { SeoSite } from '../json-ld';

/** 'Halaman tidak ada' (and a missing product, article or promo): noindex, no canonical. */
export function notFoundHead(site: SeoSite, title: string = t('notFound.title')): PageHead {
  return buildHead(site, { title, description: t('notFound.body'), canonical: null, noindex: true });
}

/** The account, checkout, cart and studio pages: their own title, never indexed. */
export function privatePageHead(site: SeoSite, title: string): PageHead {
  return buildHead(site, { title, description: seoT('seo.home.description'), canonical: null, noindex: true });
}
