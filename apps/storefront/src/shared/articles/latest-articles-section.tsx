import { lazy, useId } from 'react';
import { translator } from '@rona/i18n';
import { blogMessages } from '@rona/i18n/areas/blog';
import { homeMessages } from '@rona/i18n/areas/home';
import { paths } from '@rona/routes';
import { AppLink, hydratesApart, LazyWhenVisible } from '@rona/ui';
import classes from './articles.module.css';

const t = translator(blogMessages, homeMessages);

const LatestArticles = lazy(() => import('./latest-articles'));

/**
 * 'Artikel Terbaru': the five newest articles in a row (image, title cut at 70, short description
 * cut at 100). Used on the product detail, promo, about and article pages (without the article
 * itself, `except`); its code and data load when the section nears the viewport.
 */
function LatestArticlesSectionView({ title = t('blog.latest'), except }: { title?: string; except?: string }) {
  const headingId = useId();
  return (
    <section className={classes.latest} aria-labelledby={headingId}>
      <div className={classes.latestHead}>
        <h2 id={headingId} className={classes.latestTitle}>
          {title}
        </h2>
        <AppLink to={paths.blog()} className={classes.seeAll}>
          {t('home.seeAll')}
        </AppLink>
      </div>
      <LazyWhenVisible minHeight={320}>
        <LatestArticles label={title} except={except} />
      </LazyWhenVisible>
    </section>
  );
}

/** Below the first screen: hydrated apart (HydrationBoundary). */
export const LatestArticlesSection = hydratesApart(LatestArticlesSectionView);
