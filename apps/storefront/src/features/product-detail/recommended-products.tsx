import { useQuery } from '@tanstack/react-query';
import { productRecommendationsQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { ScrollRow } from '@rona/ui/carousel';
import { ProductCard, ProductCardSkeleton } from '@rona/ui/product';
import classes from './product-detail.module.css';

const t = translator(catalogueMessages);

const SKELETONS = Array.from({ length: 5 }, (_, i) => <ProductCardSkeleton key={i} />);

/** 'Direkomendasikan juga': the same product type first, then the best rated; never this product. */
export default function RecommendedProducts({ productId }: { productId: string }) {
  const products = useQuery(productRecommendationsQuery(productId));
  if (products.isError || (products.data && products.data.length === 0)) return null;
  return (
    <section className={classes.section} aria-labelledby="recommended-title">
      <h2 id="recommended-title" className={classes.sectionTitle}>
        {t('product.recommended')}
      </h2>
      <ScrollRow label={t('product.recommended')} className={classes.row}>
        {products.data ? products.data.map((p) => <ProductCard key={p.productId} product={p} />) : SKELETONS}
      </ScrollRow>
    </section>
  );
}
