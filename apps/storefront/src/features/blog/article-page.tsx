import { lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { blogMessages } from '@rona/i18n/areas/blog';
import { paths } from '@rona/routes';
import { actionButtonClass, EmptyState, LazyWhenVisible, useDocumentTitle } from '@rona/ui';
import { ArticleNotFound } from './article-not-found';
import { ArticleBody, ArticleSkeleton } from './article-body';
import { articleQuery } from '@rona/api-client';
import { LatestArticlesSection } from '../../shared/articles/latest-articles-section';
import classes from './article-page.module.css';

const t = translator(blogMessages);

const RecommendedForArticle = lazy(() => import('./recommended-for-article'));

/**
 * /blog/{slug} in theme 1 (spec 1 §2 Blog; the other five themes are never chosen): back link,
 * the article, 'Artikel Terbaru' and 'Direkomendasikan juga'. An unknown slug shows a not-found view.
 */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const article = useQuery(articleQuery(slug));
  const missing = article.error instanceof ApiError && article.error.httpStatus === 404;
  useDocumentTitle(article.data?.title ?? (missing ? t('blog.notFound') : t('blog.title')));

  if (missing) return <ArticleNotFound />;
  return (
    <div className={classes.container}>
      <Link to={paths.blog()} className={classes.back}>
        {`← ${t('blog.back')}`}
      </Link>
      {article.data ? (
        <ArticleBody article={article.data} />
      ) : article.isError ? (
        <EmptyState
          title={t('blog.loadError')}
          action={
            <button type="button" className={actionButtonClass} onClick={() => void article.refetch()}>
              {t('error.retry')}
            </button>
          }
        />
      ) : (
        <ArticleSkeleton />
      )}
      <LatestArticlesSection except={slug} />
      <LazyWhenVisible minHeight={380}>
        {article.isPending ? null : <RecommendedForArticle chosen={article.data?.recommendedProducts} />}
      </LazyWhenVisible>
    </div>
  );
}
