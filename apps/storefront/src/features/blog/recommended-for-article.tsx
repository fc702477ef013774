import { useQuery } from '@tanstack/react-query';
import { translator } from '@rona/i18n';
import { blogMessages } from '@rona/i18n/areas/blog';
import { ScrollRow } from '@rona/ui/carousel';
import { ProductCard, ProductCardSkeleton } from '@rona/ui/product';
import { bestRatedProductsQuery } from '@rona/api-client';
import { ARTICLE_RECOMMENDATION_LIMIT } from './blog-queries';
import classes from './article-page.module.css';

const t = translator(blogMessages);

const SKELETONS = Array.from({ length: 5 }, (_, i) => <ProductCardSkeleton key={i} />);

/** 'Direkomendasikan juga' under an article: the best-rated products (a lazy chunk); hidden when there are none. */
export default function RecommendedForArticle() {
  const products = useQuery(bestRatedProductsQuery(ARTICLE_RECOMMENDATION_LIMIT));
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
