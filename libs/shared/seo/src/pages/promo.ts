import type { PromoDetail } from '@rona/domain';
import { translator } from '@rona/i18n';
import { promoMessages } from '@rona/i18n/areas/promo';
import { seoMessages } from '@rona/i18n/areas/seo';
import { paths } from '@rona/routes';
import type { PageHead } from '../head';
import { buildHead, crumbs, DESCRIPTION_MAX } from '../build';
import { breadcrumbJsonLd, firstParagraph, type SeoSite } from '../json-ld';
import { canonicalUrl } from '../urls';

const t = /* @__PURE__ */ translator(seoMessages, promoMessages);

/** `/promo`: `image` is the first promo's banner (what a link preview shows). */
export function promoListHead(site: SeoSite, pathAndQuery = '/promo', image?: string | null): PageHead {
  return buildHead(site, {
    title: t('promo.heading'),
    description: t('seo.promo.description'),
    canonical: canonicalUrl(site.origin, pathAndQuery, ['page']),
    image,
    imageAlt: t('promo.heading'),
    jsonLd: [breadcrumbJsonLd(site, [crumbs.home(), { name: t('seo.breadcrumb.promo') }])],
  });
}

const jakartaDate = /* @__PURE__ */ new Intl.DateTimeFormat('id-ID', {
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
  return buildHead(site, {
    title: promo.title,
    description,
    canonical: canonicalUrl(site.origin, paths.promo(promo.url)),
    image: promo.long_banner,
    imageAlt: promo.title,
    jsonLd: [breadcrumbJsonLd(site, [crumbs.home(), crumbs.promo(), { name: promo.title }])],
  });
}
