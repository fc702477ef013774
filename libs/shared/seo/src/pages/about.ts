import { translator } from '@rona/i18n';
import { aboutMessages } from '@rona/i18n/areas/about';
import { seoMessages } from '@rona/i18n/areas/seo';
import type { PageHead } from '../head';
import { buildHead, crumbs } from '../build';
import { breadcrumbJsonLd, type SeoSite } from '../json-ld';
import { canonicalUrl } from '../urls';

const t = /* @__PURE__ */ translator(seoMessages, aboutMessages);

/** `/about`: `image` is the page's long banner (the newest promo's) when there is one. */
export function aboutHead(site: SeoSite, image?: string | null): PageHead {
  return buildHead(site, {
    title: t('about.title'),
    description: t('seo.about.description'),
    canonical: canonicalUrl(site.origin, '/about'),
    image: image ?? site.logo,
    imageAlt: t('about.title'),
    jsonLd: [breadcrumbJsonLd(site, [crumbs.home(), { name: t('about.title') }])],
  });
}
