import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { translator } from '@rona/i18n';
import { blogMessages } from '@rona/i18n/areas/blog';
import { isFeaturedArticle } from '@rona/rules';
import { actionButtonClass, EmptyState, useDocumentTitle } from '@rona/ui';
import { Pagination, useListTopOnPaging } from '@rona/ui/pagination';
import { ArticleCard, ArticleCardSkeleton } from '../../shared/articles/article-card';
import { BlogHashtags } from './blog-hashtags';
import { blogPageQuery } from '@rona/api-client';
import { blogListPath, readBlogPlace } from './blog-queries';
import classes from './blog-page.module.css';

const t = translator(blogMessages);

const SKELETONS = Array.from({ length: 5 }, (_, i) => <ArticleCardSkeleton key={i} featured={isFeaturedArticle(i)} />);

/** /blog (spec 1 §2 Blog): the hashtags and a grid of 5 articles per page, items 1 and 5 large. */
export function BlogPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const place = readBlogPlace(params);
  const articles = useQuery(blogPageQuery(place));
  useDocumentTitle(place.tag ? t('blog.hashtagFilter', { tag: place.tag }) : t('blog.title'));

  const totalPages = articles.data?.page.totalPage ?? 0;
  // A page past the end (an old link) goes to the last page instead of showing nothing.
  useEffect(() => {
    if (totalPages > 0 && place.page > totalPages) {
      void navigate(blogListPath({ ...place, page: totalPages }), { replace: true });
    }
  }, [navigate, place, totalPages]);

  const listTop = useListTopOnPaging<HTMLDivElement>(place.page);
  const goTo = (page: number) => void navigate(blogListPath({ ...place, page }));

  const datas = articles.data?.datas ?? [];
  return (
    <div className={classes.container} ref={listTop}>
      <header className={classes.head}>
        <h1 className={classes.title}>{t('blog.heading')}</h1>
        <p className={classes.hint}>{t('blog.hint')}</p>
      </header>
      <BlogHashtags active={place.tag} />
      {articles.isPending ? (
        <div role="status" className={classes.grid} aria-busy="true" aria-label={t('loading')}>
          {SKELETONS}
        </div>
      ) : articles.isError ? (
        <EmptyState
          title={t('blog.loadError')}
          action={
            <button type="button" className={actionButtonClass} onClick={() => void articles.refetch()}>
              {t('error.retry')}
            </button>
          }
        />
      ) : datas.length === 0 ? (
        <EmptyState
          title={t('blog.empty')}
          hint={place.tag ? t('blog.emptyTag', { tag: place.tag }) : t('blog.emptyHint')}
        />
      ) : (
        <>
          {place.tag && <h2 className={classes.filterTitle}>{t('blog.hashtagFilter', { tag: place.tag })}</h2>}
          <ul className={classes.grid} aria-label={t('blog.title')}>
            {datas.map((article, i) => (
              <li key={article.slug} className={isFeaturedArticle(i) ? classes.featuredItem : undefined}>
                <ArticleCard
                  article={article}
                  featured={isFeaturedArticle(i)}
                  headingLevel={place.tag ? 3 : 2}
                  priority={i === 0}
                />
              </li>
            ))}
          </ul>
          <Pagination page={place.page} totalPages={totalPages} onChange={goTo} />
        </>
      )}
    </div>
  );
}
