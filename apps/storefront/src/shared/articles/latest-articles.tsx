import { useQuery } from '@tanstack/react-query';
import { articleListQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { blogMessages } from '@rona/i18n/areas/blog';
import { EmptyState, ErrorState } from '@rona/ui';
import { ScrollRow } from '@rona/ui/carousel';
import { ArticleCard, ArticleCardSkeleton } from './article-card';
import classes from './articles.module.css';

const t = translator(blogMessages);

/** How many articles the 'Artikel Terbaru' row shows (spec 1 §9: blog fetch 5). */
export const LATEST_ARTICLES_LIMIT = 5;

/**
 * The latest articles as a scrolling row (a lazy chunk, loaded when the section nears the viewport).
 * Under an article, that article is left out (`except`, its slug): one more is asked for in its place.
 */
export default function LatestArticles({ label, except }: { label: string; except?: string }) {
  const articles = useQuery(articleListQuery(1, LATEST_ARTICLES_LIMIT + (except ? 1 : 0)));
  if (articles.isPending) {
    return (
      <div role="status" className={classes.latestSkeleton} aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: 3 }, (_, i) => (
          <ArticleCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  const datas = (articles.data?.datas ?? []).filter((a) => a.slug !== except).slice(0, LATEST_ARTICLES_LIMIT);
  if (articles.isError && !articles.data) {
    return (
      <ErrorState
        level={3}
        title={t('blog.loadError')}
        error={articles.error}
        onRetry={() => void articles.refetch()}
      />
    );
  }
  if (datas.length === 0) return <EmptyState level={3} title={t('blog.empty')} />;
  return (
    <ScrollRow label={label} className={classes.latestRow}>
      {datas.map((article) => (
        <ArticleCard key={article.slug} article={article} />
      ))}
    </ScrollRow>
  );
}
