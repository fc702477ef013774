import { translator } from '@rona/i18n';
import { legalMessages } from '@rona/i18n/areas/legal';
import { paths } from '@rona/routes';
import type { PageHead } from '../head';
import { buildHead, crumbs } from '../build';
import { breadcrumbJsonLd, type SeoSite } from '../json-ld';
import { canonicalUrl } from '../urls';

const t = /* @__PURE__ */ translator(legalMessages);

/** `/privacy-policy` and `/terms-condition`: the page's heading as title, its summary as description. */
export function legalHead(site: SeoSite, page: 'privacy' | 'terms'): PageHead {
  const title = page === 'privacy' ? t('privacy.title') : t('terms.title');
  return buildHead(site, {
    title,
    description: t(page === 'privacy' ? 'privacy.metaDescription' : 'terms.metaDescription', { brand: site.name }),
    canonical: canonicalUrl(site.origin, page === 'privacy' ? paths.privacyPolicy() : paths.termsCondition()),
    image: site.logo,
    jsonLd: [breadcrumbJsonLd(site, [crumbs.home(), { name: title }])],
  });
}
