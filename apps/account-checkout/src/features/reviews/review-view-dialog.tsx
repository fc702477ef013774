import { Button, Modal } from '@mantine/core';
import { translator } from '@rona/i18n';
import { reviewsMessages } from '@rona/i18n/areas/reviews';
import { formatShopDateTime, starLabel } from '@rona/rules';
import type { ReviewProduct } from './review-order-card';
import { ReadOnlyStars } from './star-picker';
import classes from './reviews.module.css';

const t = translator(reviewsMessages);

interface ReviewViewDialogProps {
  product: ReviewProduct | null;
  onClose: () => void;
  /** Ubah: shown only while the review is editable. */
  onEdit: () => void;
}

/** Lihat Ulasan (spec 2 §2): review date, last change, stars, comment, and Ubah when it may still change. */
export function ReviewViewDialog({ product, onClose, onEdit }: ReviewViewDialogProps) {
  const review = product?.review ?? null;
  return (
    <Modal
      opened={review !== null}
      onClose={onClose}
      title={t('reviews.viewTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('reviews.close') }}
    >
      {product && review && (
        <div className={classes.form} data-testid="review-view">
          <div className={classes.productText}>
            <strong>{product.name}</strong>
            <span className={classes.muted}>{t('reviews.size', { size: product.size })}</span>
          </div>
          <dl className={classes.facts}>
            <div className={classes.fact}>
              <dt>{t('reviews.reviewedAt')}</dt>
              <dd>{formatShopDateTime(review.date)}</dd>
            </div>
            <div className={classes.fact}>
              <dt>{t('reviews.changedAt')}</dt>
              <dd>{review.lastUpdate ? formatShopDateTime(review.lastUpdate) : t('reviews.neverChanged')}</dd>
            </div>
          </dl>
          <div className={classes.pickerRow}>
            <ReadOnlyStars score={review.score} size={22} />
            <span className={classes.starText}>{starLabel(review.score)}</span>
          </div>
          <p className={classes.comment}>{review.comment.trim() || t('reviews.noComment')}</p>
          {review.editable ? (
            <Button onClick={onEdit}>{t('reviews.change')}</Button>
          ) : (
            <p className={classes.muted}>{t('reviews.locked')}</p>
          )}
        </div>
      )}
    </Modal>
  );
}
