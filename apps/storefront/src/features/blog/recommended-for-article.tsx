import { useQuery } from '@tanstack/react-query';
import { translator } from '@rona/i18n';
import { blogMessages } from '@rona/i18n/areas/blog';
import { ScrollRow } from '@rona/ui/carousel';
import { ProductCard, ProductCardSkeleton } from '@rona/ui/product';
import { bestRatedProductsQuery } from '@rona/api-client';
import type { ProductListItem } from '@rona/domain';
import { ARTICLE_RECOMMENDATION_LIMIT } from './blog-queries';
import classes from './article-page.module.css';

const t = translator(blogMessages);

const SKELETONS = Array.from({ length: 5 }, (_, i) => <ProductCardSkeleton key={i} />);

/**
 * 'Direkomendasikan juga' under an article (a lazy chunk): the products staff chose for it, else the
 * best-rated ones; hidden when there are none.
 */
export default function RecommendedForArticle({ chosen }: { chosen?: readonly ProductListItem[] }) {
  const useChosen = Boolean(chosen?.length);
  const bestRated = useQuery({ ...bestRatedProductsQuery(ARTICLE_RECOMMENDATION_LIMIT), enabled: !useChosen });
  const products = useChosen ? { isError: false, data: chosen } : bestRated;
  if (products.isError || (products.data && products.data.length === 0)) return null;
  return (
    <section className={classes.recommended} aria-labelledby="article-recommended-title">
      <h2 id="article-recommended-title" className={classes.recommendedTitle}>
        {t('blog.recommended')}
      </h2>
      <ScrollRow label={t('blog.recommended')} className={classes.productRow}>
        {products.data ? products.data.map((p) => <ProductCard key={p.productId} product={p} />) : SKELETONS}
      </ScrollRow>
    </section>
  );
}
