import { Badge, Modal, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@rona/domain';
import { orderDetailQuery } from '@rona/api-client';
import { translator, type KeyOf } from '@rona/i18n';
import { orderHistoryMessages } from '@rona/i18n/areas/order-history';
import {
  amountPaid,
  formatNumber,
  formatRupiah,
  formatShopDateTime,
  orderStatusColor,
  orderStatusLabel,
  showsCashbackNote,
  formatPhone,
  orderDiscounts,
} from '@rona/rules';
import { paths } from '@rona/routes';
import { ErrorState, AppLink } from '@rona/ui';
import { usePaymentMethodName } from '../../shared/payment-method/method-name';
import classes from '../../shared/order-view/order-view.module.css';
import { OrderShipment } from './order-shipment';
import { RefundLines } from '../../shared/order-view/refund-lines';

const t = translator(orderHistoryMessages);

/** The detail dialog: products, destination, courier and the payment lines of one order. */
export function OrderDetailDialog({ invoice, onClose }: { invoice: string | null; onClose: () => void }) {
  return (
    <Modal
      opened={invoice !== null}
      onClose={onClose}
      title={t('orderHistory.detailTitle')}
      closeButtonProps={{ 'aria-label': t('orderHistory.close') }}
      size="lg"
    >
      {invoice && <DetailBody invoice={invoice} />}
    </Modal>
  );
}

function DetailBody({ invoice }: { invoice: string }) {
  const detail = useQuery(orderDetailQuery(invoice));
  if (detail.isPending) {
    return (
      <div role="status" className={classes.section} aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={20} width="60%" />
        <Skeleton height={56} />
        <Skeleton height={80} />
      </div>
    );
  }
  if (detail.isError)
    return (
      <ErrorState title={t('error.pageLoad')} error={detail.error} onRetry={() => void detail.refetch()} level={3} />
    );
  return <DetailView order={detail.data} />;
}

function DetailView({ order }: { order: OrderDetail }) {
  const { destination, courier } = order.logistics;
  const p = order.payments;
  const methodName = usePaymentMethodName(p.methode);
  const discounts = orderDiscounts(p);
  // Optional lines show only when they hold something, as on the invoice (spec 2 §2).
  const lines: [KeyOf<typeof t>, number, boolean][] = [
    ['orderHistory.productPrice', p.totalProductPrice, true],
    ['orderHistory.shippingPrice', p.totalShippingPrice, true],
    ['orderHistory.discount', -discounts.product, discounts.product > 0],
    ['orderHistory.voucherDiscount', -discounts.voucher, discounts.voucher > 0],
    ['orderHistory.shippingDiscount', -discounts.shipping, discounts.shipping > 0],
    ['orderHistory.insurance', p.totalServiceInsurance, p.totalServiceInsurance > 0],
    ['orderHistory.serviceFee', p.totalServicePrice, true],
    ['orderHistory.pointUsed', -p.totalPointUsed, p.totalPointUsed > 0],
  ];
  return (
    <div className={classes.section} data-testid="order-detail">
      <div className={classes.head}>
        <span className={classes.invoice}>{t('orderHistory.invoice', { invoice: order.invoice })}</span>
        <Badge color={orderStatusColor(order.status)} variant="light">
          {orderStatusLabel(order.status)}
        </Badge>
      </div>
      <span className={classes.muted}>{formatShopDateTime(order.dateBuy)}</span>

      <section className={classes.section}>
        <h3 className={classes.sectionTitle}>{t('orderHistory.products')}</h3>
        {order.products.map((product) => (
          <div key={product.id} className={classes.product}>
            <img src={product.image} alt="" width={56} height={56} loading="lazy" />
            <span>
              <strong>{product.name}</strong>
              <br />
              <span className={classes.muted}>
                {product.size && `${t('orderHistory.size', { size: product.size })} · `}
                {t('orderHistory.quantity', { quantity: product.quantity, price: formatRupiah(product.price) })}
              </span>
            </span>
          </div>
        ))}
        <span className={classes.muted}>{t('orderHistory.weight', { weight: order.totalWeight })}</span>
      </section>

      <section className={classes.section}>
        <h3 className={classes.sectionTitle}>{t('orderHistory.address')}</h3>
        <p style={{ margin: 0 }}>
          <strong>{destination.recipientName}</strong> · {formatPhone(destination.phone)}
          <br />
          {destination.street}, {destination.district}, {destination.city}, {destination.province}{' '}
          {destination.postalCode}
        </p>
      </section>

      <section className={classes.section}>
        <h3 className={classes.sectionTitle}>{t('orderHistory.courier')}</h3>
        <p style={{ margin: 0 }}>
          {courier.shippingAgency} – {courier.serviceName}
        </p>
      </section>
      <OrderShipment order={order} />

      <section className={classes.section}>
        <h3 className={classes.sectionTitle}>{t('orderHistory.payment')}</h3>
        <dl className={classes.lines}>
          {methodName && (
            <div className={classes.line}>
              <dt>{t('orderHistory.method')}</dt>
              <dd>{methodName}</dd>
            </div>
          )}
          {lines
            .filter(([, , shown]) => shown)
            .map(([key, amount]) => (
              <div key={key} className={classes.line}>
                <dt>{t(key)}</dt>
                <dd>{formatRupiah(amount)}</dd>
              </div>
            ))}
          <div className={`${classes.line} ${classes.total}`}>
            <dt>{t('orderHistory.grandTotal')}</dt>
            <dd>{formatRupiah(amountPaid(p))}</dd>
          </div>
        </dl>
        {showsCashbackNote(order.status, p.point) && (
          <span className={classes.muted}>{t('orderHistory.cashback', { point: formatNumber(p.point) })}</span>
        )}
      </section>
      <RefundLines refund={order.refund} />
      <AppLink to={paths.invoice(order.invoice)}>{t('orderHistory.invoiceLink')}</AppLink>
    </div>
  );
}
