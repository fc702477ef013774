import type { ArticleDetail } from '@rona/domain';
import { translator } from '@rona/i18n';
import { blogMessages } from '@rona/i18n/areas/blog';
import { seoMessages } from '@rona/i18n/areas/seo';
import { paths } from '@rona/routes';
import type { PageHead } from '../head';
import { buildHead, crumbs } from '../build';
import { articleJsonLd, breadcrumbJsonLd, type SeoSite } from '../json-ld';
import { canonicalUrl } from '../urls';

const t = /* @__PURE__ */ translator(seoMessages, blogMessages);

/** `/blog` (and `/blog?tag=…`, whose canonical keeps the tag); `image`: the first article's picture. */
export function blogHead(site: SeoSite, pathAndQuery = '/blog', image?: string | null): PageHead {
  const tag = new URL(pathAndQuery, 'http://x').searchParams.get('tag');
  return buildHead(site, {
    title: tag ? t('blog.hashtagFilter', { tag }) : t('blog.title'),
    description: t('seo.blog.description'),
    canonical: canonicalUrl(site.origin, pathAndQuery, ['tag', 'page']),
    image,
    imageAlt: t('blog.title'),
    jsonLd: [breadcrumbJsonLd(site, [crumbs.home(), { name: t('seo.breadcrumb.blog') }])],
  });
}

/** `/blog/{slug}`: the article's title, short description and thumbnail; Article and breadcrumbs. */
export function articleHead(site: SeoSite, article: ArticleDetail): PageHead {
  const canonical = canonicalUrl(site.origin, paths.article(article.slug));
  return buildHead(site, {
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
