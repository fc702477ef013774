import { lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import type { ProductDetail, Variant } from '@rona/domain';
import { ApiError, productDetailQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { paths } from '@rona/routes';
import { actionButtonClass, AppLink, ChevronLeftIcon, EmptyState, LazyWhenVisible, useDocumentTitle } from '@rona/ui';
import { Gallery } from './gallery';
import { ProductAccordions } from './product-accordions';
import { ProductReviews } from './product-reviews';
import { ProductVideo } from './product-video';
import { galleryImages, selectedVariant } from './product-view';
import { PurchasePanel } from './purchase-panel';
import classes from './product-detail.module.css';

const t = translator(catalogueMessages);

const RecommendedProducts = lazy(() => import('./recommended-products'));
// The page's last sections, rendered only once near the viewport (LazyWhenVisible): their code stays
// out of the first load (npm run size: the product page is the storefront's largest).
const LongBanner = lazy(() => import('../../shared/sections/long-banner').then((m) => ({ default: m.LongBanner })));
const LatestArticlesSection = lazy(() =>
  import('../../shared/articles/latest-articles-section').then((m) => ({ default: m.LatestArticlesSection })),
);

/** While the same product answers another variant or review page, keep showing it. */
const sameProduct = (url: string) => (previous: ProductDetail | undefined) =>
  previous?.variant.some((v) => v.url === url) ? previous : undefined;

function DetailSkeleton() {
  return (
    <div role="status" className={classes.layout} aria-busy="true" aria-label={t('loading')}>
      <div className={`${classes.mainImage} ${classes.bone}`} />
      <div className={classes.purchase}>
        <span className={classes.bone} style={{ width: '30%', height: 14 }} />
        <span className={classes.bone} style={{ width: '80%', height: 28 }} />
        <span className={classes.bone} style={{ width: '100%', height: 60 }} />
        <span className={classes.bone} style={{ width: '40%', height: 24 }} />
      </div>
    </div>
  );
}

function BackLink() {
  const navigate = useNavigate();
  return (
    <AppLink
      to={paths.products()}
      className={classes.back}
      onClick={(e) => {
        // Back to where the visitor came from (their filtered listing) when there is such a page.
        if ((window.history.state as { idx?: number } | null)?.idx) {
          e.preventDefault();
          void navigate(-1);
        }
      }}
    >
      <ChevronLeftIcon size={18} />
      {t('product.back')}
    </AppLink>
  );
}

/** /products/{merchant}/{item} (spec 1 §2 Product detail). The item names the variant. */
export function ProductDetailPage() {
  const { merchant = '', item = '' } = useParams();
  const url = `${merchant}/${item}`.toLowerCase();
  const [review, setReview] = useState({ url: '', page: 1 });
  // Another product (or size) starts at its first review page.
  const reviewPage = review.url === url ? review.page : 1;
  const detail = useQuery({ ...productDetailQuery(merchant, item, reviewPage), placeholderData: sameProduct(url) });
  const navigate = useNavigate();
  const product = detail.data;
  const variant = product ? selectedVariant(product, url) : undefined;

  // The description, canonical and Product JSON-LD come with the server's head and HeadSync (route handle).
  useDocumentTitle(product?.name ?? t('catalogue.title'));

  const selectVariant = (v: Variant) => {
    // The variant lives in the path (each size has its own URL); replace so Back leaves the product.
    void navigate(paths.product(v.url), { replace: true, preventScrollReset: true });
  };
  const changeReviewPage = (page: number) => setReview({ url, page });

  let body;
  if (detail.isError && !product) {
    const missing = detail.error instanceof ApiError && detail.error.httpStatus === 404;
    body = missing ? (
      <EmptyState
        title={t('product.notFound')}
        hint={t('product.notFoundHint')}
        action={
          <AppLink to={paths.products()} className={actionButtonClass}>
            {t('product.seeProducts')}
          </AppLink>
        }
      />
    ) : (
      <EmptyState
        title={t('product.loadError')}
        hint={t('error.reload')}
        action={
          <button type="button" className={actionButtonClass} onClick={() => void detail.refetch()}>
            {t('error.retry')}
          </button>
        }
      />
    );
  } else if (!product) {
    body = <DetailSkeleton />;
  } else {
    body = (
      <>
        <div className={classes.layout}>
          <Gallery key={product.productId} images={galleryImages(product)} name={product.name} />
          <PurchasePanel product={product} variant={variant} onSelect={selectVariant} />
        </div>
        <ProductVideo link={product.video} name={product.name} />
        <ProductAccordions product={product} />
        <ProductReviews product={product} onPage={changeReviewPage} loading={detail.isPlaceholderData} />
        <LazyWhenVisible minHeight={360}>
          <RecommendedProducts productId={product.productId} />
        </LazyWhenVisible>
        <LazyWhenVisible minHeight={120}>
          <LongBanner />
        </LazyWhenVisible>
        <LazyWhenVisible minHeight={420}>
          <LatestArticlesSection />
        </LazyWhenVisible>
      </>
    );
  }

  return (
    <div className={classes.container}>
      <BackLink />
      {body}
    </div>
  );
}
