import type { ProductListItem } from '@rona/domain';
import { PAGE_SIZES } from '@rona/domain/browser';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { ProductCard, ProductCardSkeleton } from '@rona/ui/product';
import classes from './product-list.module.css';

const t = translator(catalogueMessages);

const SKELETONS = Array.from({ length: PAGE_SIZES.productGrid }, (_, i) => (
  <li key={i}>
    <ProductCardSkeleton />
  </li>
));

/** The 15-per-page grid; skeleton cards while the first page loads. */
export function ProductGrid({
  products,
  loading,
  stale,
}: {
  products: ProductListItem[];
  loading: boolean;
  stale: boolean;
}) {
  if (loading) {
    return (
      <ul className={classes.grid} aria-label={t('loading')} aria-busy="true">
        {SKELETONS}
      </ul>
    );
  }
  return (
    <ul
      className={`${classes.grid} ${stale ? classes.stale : ''}`}
      aria-label={t('catalogue.results')}
      aria-busy={stale || undefined}
    >
      {products.map((p, i) => (
        <li key={p.productId}>
          <ProductCard product={p} priority={i < 4} lcp={i === 0} />
        </li>
      ))}
    </ul>
  );
}
