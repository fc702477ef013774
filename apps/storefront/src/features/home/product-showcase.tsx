import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productListQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { homeMessages } from '@rona/i18n/areas/home';
import { paths } from '@rona/routes';
import { actionButtonClass, AppLink, EmptyState } from '@rona/ui';
import { ScrollRow } from '@rona/ui/carousel';
import { ProductCard, ProductCardSkeleton } from '@rona/ui/product';
import { DESKTOP_CAROUSEL_SIZE, HOME_PRODUCT_LIMIT, HOME_SORTS, type HomeSort } from './home-queries';
import home from './home.module.css';
import classes from './product-showcase.module.css';

const t = translator(homeMessages);

const SKELETONS = Array.from({ length: 5 }, (_, i) => <ProductCardSkeleton key={i} />);

/**
 * The sorted product carousel (spec 1 §2 Home): 30 products of the chosen sort; the first 15 in the
 * desktop carousel, the rest in the mobile one. Three sorts to switch between.
 */
export function ProductShowcase() {
  const [sort, setSort] = useState<HomeSort>(HOME_SORTS[0]);
  const products = useQuery({
    ...productListQuery({ limit: HOME_PRODUCT_LIMIT, sortBy: sort }),
    placeholderData: keepPreviousData,
  });
  const datas = products.data?.datas ?? [];
  const desktop = datas.slice(0, DESKTOP_CAROUSEL_SIZE);
  const rest = datas.slice(DESKTOP_CAROUSEL_SIZE);
  // With fewer than 16 products the phone would see nothing: show the same ones there.
  const mobile = rest.length ? rest : desktop;
  const sortLabel = t(`home.sort.${sort}`);

  let body;
  if (products.isPending) {
    body = (
      <ScrollRow label={t('loading')} className={classes.row}>
        {SKELETONS}
      </ScrollRow>
    );
  } else if (products.isError && !products.data) {
    body = (
      <EmptyState
        level={3}
        title={t('home.loadError')}
        hint={t('error.reload')}
        action={
          <button type="button" className={actionButtonClass} onClick={() => void products.refetch()}>
            {t('error.retry')}
          </button>
        }
      />
    );
  } else if (datas.length === 0) {
    body = <EmptyState level={3} title={t('home.productsEmpty')} hint={t('home.productsEmptyHint')} />;
  } else {
    body = (
      <div
        aria-busy={products.isFetching || undefined}
        className={products.isPlaceholderData ? classes.stale : undefined}
      >
        <ScrollRow label={sortLabel} className={`${classes.row} ${classes.desktop}`}>
          {desktop.map((p) => (
            <ProductCard key={p.productId} product={p} />
          ))}
        </ScrollRow>
        <ScrollRow label={sortLabel} className={`${classes.row} ${classes.mobile}`}>
          {mobile.map((p) => (
            <ProductCard key={p.productId} product={p} />
          ))}
        </ScrollRow>
      </div>
    );
  }

  return (
    <section className={home.section} aria-labelledby="home-products-title">
      <div className={home.sectionHead}>
        <div>
          <h2 id="home-products-title" className={home.sectionTitle}>
            {t('home.productsTitle')}
          </h2>
          <p className={home.sectionHint}>{t('home.productsHint')}</p>
        </div>
        <AppLink to={paths.products({ sortBy: sort })} className={home.seeAll}>
          {t('home.seeAll')}
        </AppLink>
      </div>
      <div className={classes.sorts} role="group" aria-label={t('home.sortLabel')}>
        {HOME_SORTS.map((option) => (
          <button
            key={option}
            type="button"
            className={classes.sort}
            aria-pressed={option === sort}
            onClick={() => setSort(option)}
          >
            {t(`home.sort.${option}`)}
          </button>
        ))}
      </div>
      {body}
    </section>
  );
}
