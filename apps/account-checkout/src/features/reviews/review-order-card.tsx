import { useId } from 'react';
import { Button } from '@mantine/core';
import type { ReviewOrder } from '@rona/domain';
import { translator } from '@rona/i18n';
import { reviewsMessages } from '@rona/i18n/areas/reviews';
import { paths } from '@rona/routes';
import { AppLink } from '@rona/ui';
import { formatShopDate } from '@rona/rules';
import classes from './reviews.module.css';

const t = translator(reviewsMessages);

export type ReviewProduct = ReviewOrder['products'][number];

export interface ReviewCardActions {
  /** Beri Ulasan (no review yet) or Ubah Ulasan (an editable one): opens 'Nilai Produk'. */
  onWrite: (order: ReviewOrder, product: ReviewProduct) => void;
  /** Lihat Ulasan: the review, read only. */
  onView: (order: ReviewOrder, product: ReviewProduct) => void;
  onAgain: (invoice: string) => void;
  /** The invoice whose Beli Lagi is running (its button shows a loader, the others wait). */
  busy: string | null;
}

/** One finished order: invoice, received date, its products with what can be done with each review, and Beli Lagi. */
export function ReviewOrderCard({ order, actions }: { order: ReviewOrder; actions: ReviewCardActions }) {
  const received = formatShopDate(order.recievedTransaction);
  const mine = actions.busy === order.invoice;
  return (
    <article className={classes.card} data-testid="review-order">
      <div className={classes.head}>
        {/* The API's invoice already carries the NMW- prefix (spec 2 §9). */}
        <span className={classes.invoice}>{t('reviews.invoice', { invoice: order.invoice })}</span>
        {received && <span className={classes.muted}>{t('reviews.received', { date: received })}</span>}
      </div>
      <ul className={classes.products}>
        {order.products.map((product) => (
          <ProductRow key={product.id} order={order} product={product} actions={actions} />
        ))}
      </ul>
      <div className={classes.foot}>
        <Button
          size="xs"
          variant="light"
          loading={mine}
          disabled={actions.busy !== null && !mine}
          onClick={() => actions.onAgain(order.invoice)}
        >
          {t('reviews.again')}
        </Button>
      </div>
    </article>
  );
}

function ProductRow({
  order,
  product,
  actions,
}: {
  order: ReviewOrder;
  product: ReviewProduct;
  actions: ReviewCardActions;
}) {
  const nameId = useId();
  const { review } = product;
  return (
    <li className={classes.product} data-testid="review-product">
      <img src={product.image} alt={product.name} width={56} height={56} loading="lazy" />
      <span className={classes.productText}>
        <AppLink id={nameId} className={classes.productName} to={paths.product(product.url)}>
          {product.name}
        </AppLink>
        <span className={classes.muted}>{t('reviews.size', { size: product.size })}</span>
      </span>
      {/* Each button says which product it is for (aria-describedby), as a list holds several. */}
      <span className={classes.productActions}>
        {review === null ? (
          <Button size="xs" aria-describedby={nameId} onClick={() => actions.onWrite(order, product)}>
            {t('reviews.give')}
          </Button>
        ) : (
          <>
            {review.editable && (
              <Button
                size="xs"
                variant="outline"
                aria-describedby={nameId}
                onClick={() => actions.onWrite(order, product)}
              >
                {t('reviews.edit')}
              </Button>
            )}
            <Button size="xs" variant="subtle" aria-describedby={nameId} onClick={() => actions.onView(order, product)}>
              {t('reviews.view')}
            </Button>
          </>
        )}
      </span>
    </li>
  );
}
