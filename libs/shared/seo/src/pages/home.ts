import { translator } from '@rona/i18n';
import { homeMessages } from '@rona/i18n/areas/home';
import type { PageHead } from '../head';
import { buildHead, seoT } from '../build';
import { organizationJsonLd, type SeoSite } from '../json-ld';
import { canonicalUrl } from '../urls';

const t = /* @__PURE__ */ translator(homeMessages);

/**
 * `/`: the shop's name and tagline, the Organization. `image` is what a link preview shows: the first
 * banner of the page (the logo when there is none).
 */
export function homeHead(site: SeoSite, image?: string | null): PageHead {
  return buildHead(site, {
    title: t('home.title'),
    description: seoT('seo.home.description'),
    canonical: canonicalUrl(site.origin, '/'),
    image: image ?? site.logo,
    imageAlt: t('brand.tagline'),
    jsonLd: [organizationJsonLd(site)],
  });
}
