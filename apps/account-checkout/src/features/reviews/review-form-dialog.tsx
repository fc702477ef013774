import { Button, Checkbox, Modal, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewOrder } from '@rona/domain';
import { REVIEW_COMMENT_MAX } from '@rona/domain/browser';
import { memberProfileQuery, reviewCreateMutation, reviewEditMutation } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { reviewsMessages } from '@rona/i18n/areas/reviews';
import { DEFAULT_STARS, maskUsername } from '@rona/rules';
import { notifySuccess } from '@rona/ui';
import type { ReviewProduct } from './review-order-card';
import { validateReview } from './review-rules';
import { StarPicker } from './star-picker';
import classes from './reviews.module.css';

const t = translator(reviewsMessages);

const TIPS = ['reviews.tip.skin', 'reviews.tip.time', 'reviews.tip.texture', 'reviews.tip.honest'] as const;

export interface ReviewTarget {
  order: ReviewOrder;
  product: ReviewProduct;
}

interface ReviewValues {
  score: number;
  comment: string;
  visibleName: boolean;
}

interface ReviewFormDialogProps {
  target: ReviewTarget | null;
  onClose: () => void;
  /** After the toast: the tab moves to Ulasan Saya. */
  onSaved: () => void;
}

/** 'Nilai Produk' (spec 2 §2): a new review of a product, or a change of an editable one. */
export function ReviewFormDialog({ target, onClose, onSaved }: ReviewFormDialogProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('reviews.formTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('reviews.close') }}
    >
      {target && <ReviewForm key={`${target.order.invoice}/${target.product.id}`} target={target} onSaved={onSaved} />}
    </Modal>
  );
}

function ReviewForm({ target: { order, product }, onSaved }: { target: ReviewTarget; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const create = useMutation(reviewCreateMutation(queryClient));
  const edit = useMutation(reviewEditMutation(queryClient));
  const profile = useQuery(memberProfileQuery());
  const review = product.review;
  const form = useForm<ReviewValues>({
    initialValues: {
      score: review?.score ?? DEFAULT_STARS,
      comment: review?.comment ?? '',
      visibleName: review?.visibleName ?? true,
    },
    validate: validateReview,
  });
  const saving = create.isPending || edit.isPending;
  const { score, visibleName } = form.getValues();
  const fullName = profile.data?.fullName.trim() ?? '';

  const submit = form.onSubmit((values) => {
    const body = { score: values.score, comment: values.comment.trim(), visibleName: values.visibleName };
    if (review) {
      edit.mutate(
        { reviewId: review.id, body },
        {
          onSuccess: () => {
            notifySuccess(t('reviews.edited'));
            onSaved();
          },
        },
      );
    } else {
      create.mutate(
        { ...body, size: product.size, itemId: product.id, invoice: order.invoice },
        {
          onSuccess: () => {
            notifySuccess(t('reviews.created'));
            onSaved();
          },
        },
      );
    }
  });

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <div className={classes.product} style={{ borderTop: 0, paddingTop: 0 }}>
        <img src={product.image} alt={product.name} width={56} height={56} />
        <span className={classes.productText}>
          <strong>{product.name}</strong>
          <span className={classes.muted}>{t('reviews.size', { size: product.size })}</span>
        </span>
      </div>
      <StarPicker
        value={score}
        onChange={(next) => form.setFieldValue('score', next)}
        error={form.errors.score as string | undefined}
      />
      <Textarea
        label={t('reviews.comment')}
        placeholder={t('reviews.commentPlaceholder')}
        rows={4}
        maxLength={REVIEW_COMMENT_MAX}
        {...form.getInputProps('comment')}
      />
      <div>
        <Checkbox label={t('reviews.showName')} {...form.getInputProps('visibleName', { type: 'checkbox' })} />
        {fullName && (
          <p className={classes.preview} data-testid="name-preview">
            {t('reviews.namePreview', { name: visibleName ? fullName : maskUsername(fullName) })}
          </p>
        )}
      </div>
      <aside className={classes.tips} aria-labelledby="review-tips-title">
        <h3 id="review-tips-title">{t('reviews.tipsTitle')}</h3>
        <ul>
          {TIPS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </aside>
      <Button type="submit" loading={saving} disabled={saving}>
        {t('reviews.save')}
      </Button>
    </form>
  );
}
