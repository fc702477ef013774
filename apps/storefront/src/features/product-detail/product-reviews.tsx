import type { ProductDetail, PublicReview } from '@rona/domain';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { formatShopDate } from '@rona/rules';
import { Pagination, useListTopOnPaging } from '@rona/ui/pagination';
import { Stars } from '@rona/ui/product';
import classes from './product-detail.module.css';
import { hydratesApart } from '@rona/ui';

const t = translator(catalogueMessages);

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');

function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className={classes.review}>
      {review.user.image ? (
        <img className={classes.avatar} src={review.user.image} alt="" width={44} height={44} loading="lazy" />
      ) : (
        <span className={classes.avatar} aria-hidden="true">
          {initials(review.user.fullName)}
        </span>
      )}
      <div className={classes.reviewBody}>
        <div className={classes.reviewHead}>
          <strong>{review.user.fullName}</strong>
          <time dateTime={review.createdAt}>{formatShopDate(review.createdAt)}</time>
        </div>
        <Stars average={review.score} />
        <p className={classes.reviewSize}>{t('product.reviewSize', { size: review.size })}</p>
        <p className={classes.reviewComment}>{review.comment}</p>
      </div>
    </li>
  );
}

interface ProductReviewsProps {
  product: ProductDetail;
  onPage: (page: number) => void;
  loading: boolean;
}

/** Buyer reviews: the average out of 5.0, the count and the reviews 3 per page (spec 1 §2, §9). */
function ProductReviewsView({ product, onPage, loading }: ProductReviewsProps) {
  const { review, statistics } = product;
  // Another page of reviews starts at the section's top when the shopper is below it (issue 24).
  const listTop = useListTopOnPaging<HTMLElement>(review.page.currentPage);
  return (
    <section className={classes.section} aria-labelledby="product-reviews-title" ref={listTop}>
      <h2 id="product-reviews-title" className={classes.sectionTitle}>
        {t('product.reviews')}
      </h2>
      <div className={classes.reviewSummary}>
        <span className={classes.reviewAverage}>{statistics.countScore.average.toFixed(1)}</span>
        <span>{t('product.reviewAverage')}</span>
        <Stars average={statistics.countScore.average} />
        <span className={classes.reviewCount}>{t('product.reviewCount', { count: statistics.countReviews })}</span>
      </div>
      {review.datas.length === 0 ? (
        <p className={classes.muted}>{t('product.reviewsEmpty')}</p>
      ) : (
        <ul className={classes.reviews} aria-busy={loading || undefined} data-testid="review-list">
          {review.datas.map((r) => (
            <ReviewItem key={r.id} review={r} />
          ))}
        </ul>
      )}
      <Pagination page={review.page.currentPage} totalPages={review.page.totalPage} onChange={onPage} />
    </section>
  );
}

/** Below the first screen: hydrated apart (HydrationBoundary). */
export const ProductReviews = hydratesApart(ProductReviewsView);
