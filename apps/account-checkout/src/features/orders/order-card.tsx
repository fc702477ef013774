import { Badge, Button } from '@mantine/core';
import type { OrderListItem } from '@rona/domain';
import { translator } from '@rona/i18n';
import { orderHistoryMessages } from '@rona/i18n/areas/order-history';
import {
  canCancelOrder,
  canFinishOrder,
  displayedOrderTotal,
  formatRupiah,
  formatShopDateTime,
  orderStatusColor,
  orderStatusLabel,
} from '@rona/rules';
import classes from '../../shared/order-view/order-view.module.css';

const t = translator(orderHistoryMessages);

export interface OrderActions {
  onDetail: (invoice: string) => void;
  onFinish: (invoice: string) => void;
  onCancel: (order: OrderListItem) => void;
  onAgain: (invoice: string) => void;
  /** The invoice whose action is running (its buttons show a loader, the others wait). */
  busy: string | null;
  /** Cancelling needs to know whether the member has a bank account: off until the profile is in. */
  canCancel: boolean;
}

/** One order of the history: invoice, date, status, first product, total and what can be done with it. */
export function OrderCard({ order, actions }: { order: OrderListItem; actions: OrderActions }) {
  const [first, ...rest] = order.products;
  const busy = actions.busy !== null;
  const mine = actions.busy === order.invoice;
  return (
    <article className={classes.card} data-testid="order-card" data-status={order.status}>
      <div className={classes.head}>
        <span className={classes.invoice}>{t('orderHistory.invoice', { invoice: order.invoice_number })}</span>
        <Badge color={orderStatusColor(order.status)} variant="light">
          {orderStatusLabel(order.status)}
        </Badge>
      </div>
      <span className={classes.muted}>{formatShopDateTime(order.date)}</span>
      {first && (
        <div className={classes.product}>
          <img src={first.image} alt="" width={56} height={56} loading="lazy" />
          <span>
            <strong>{first.name}</strong>
            <br />
            <span className={classes.muted}>
              {t('orderHistory.quantity', { quantity: first.quantity, price: formatRupiah(first.price) })}
            </span>
            {rest.length > 0 && (
              <>
                <br />
                <span className={classes.muted}>{t('orderHistory.more', { count: rest.length })}</span>
              </>
            )}
          </span>
        </div>
      )}
      <div className={classes.foot}>
        <span>
          <span className={classes.muted}>{t('orderHistory.total')}</span>{' '}
          <strong data-testid="order-total">
            {formatRupiah(displayedOrderTotal(order.summary.grandTotal, order.summary.totalServicePrice))}
          </strong>
        </span>
        <div className={classes.actions}>
          <Button size="xs" variant="subtle" onClick={() => actions.onDetail(order.invoice)}>
            {t('orderHistory.detail')}
          </Button>
          {canFinishOrder(order.status) && (
            <Button size="xs" loading={mine} disabled={busy && !mine} onClick={() => actions.onFinish(order.invoice)}>
              {t('orderHistory.finish')}
            </Button>
          )}
          {canCancelOrder(order.status) && (
            <Button
              size="xs"
              color="red"
              variant="outline"
              disabled={busy || !actions.canCancel}
              onClick={() => actions.onCancel(order)}
            >
              {t('orderHistory.cancel')}
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            loading={mine}
            disabled={busy && !mine}
            onClick={() => actions.onAgain(order.invoice)}
          >
            {t('orderHistory.again')}
          </Button>
        </div>
      </div>
    </article>
  );
}
