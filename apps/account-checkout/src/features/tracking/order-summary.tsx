import { Badge } from '@mantine/core';
import type { OrderDetail } from '@rona/domain';
import { translator } from '@rona/i18n';
import { orderUpdatesMessages } from '@rona/i18n/areas/order-updates';
import { ordersMessages } from '@rona/i18n/areas/orders';
import {
  formatRupiah,
  formatShopDateTime,
  orderStatusColor,
  orderStatusLabel,
  paymentBadge,
  showsPaymentView,
  formatPhone,
} from '@rona/rules';
import { paths } from '@rona/routes';
import { actionButtonClass, AppLink } from '@rona/ui';
import classes from './tracking.module.css';

const t = translator(ordersMessages);
const tu = translator(orderUpdatesMessages);

/** The order as the guest bought it: number, statuses, products, address, courier and total. */
export function OrderSummary({ order, uuid }: { order: OrderDetail; uuid: string }) {
  const badge = paymentBadge(order.status);
  const statusLabel = orderStatusLabel(order.status);
  const { destination, courier } = order.logistics;
  return (
    <>
      <section className={classes.card} aria-labelledby="tracking-order">
        <div className={classes.spread}>
          <div>
            <p className={classes.muted}>{t('tracking.invoice')}</p>
            <h2 id="tracking-order" className={classes.invoice}>
              {order.invoice}
            </h2>
            <p className={classes.muted}>
              {t('tracking.date')}: {formatShopDateTime(order.dateBuy)}
            </p>
          </div>
          <div className={classes.badges}>
            {/* WAITING_PAYMENT reads the same on both badges: once is enough. */}
            {statusLabel !== badge.label && (
              <Badge
                color={orderStatusColor(order.status)}
                variant="light"
                data-testid="order-status"
                aria-label={`${t('tracking.status')}: ${statusLabel}`}
              >
                {statusLabel}
              </Badge>
            )}
            <Badge
              color={badge.color}
              variant="light"
              data-testid="payment-badge"
              data-kind={badge.kind}
              aria-label={`${t('tracking.payment')}: ${badge.label}`}
            >
              {badge.label}
            </Badge>
          </div>
        </div>
        <div className={classes.actions}>
          {showsPaymentView(order.status) && (
            <AppLink to={paths.paymentGuest(uuid)} className={actionButtonClass}>
              {t('tracking.pay')}
            </AppLink>
          )}
          <AppLink to={paths.invoice(order.invoice, uuid)} className={classes.link}>
            {t('tracking.invoiceLink')}
          </AppLink>
        </div>
      </section>

      <section className={classes.card} aria-labelledby="tracking-products">
        <h2 id="tracking-products" className={classes.cardTitle}>
          {t('tracking.products')}
        </h2>
        <ul className={classes.products}>
          {order.products.map((p) => (
            <li key={p.id} className={classes.product}>
              <img src={p.image} alt={p.name} width={56} height={56} loading="lazy" />
              <span>
                <strong>{p.name}</strong>
                <span className={classes.muted}>
                  {t('tracking.productLine', { size: p.size, quantity: p.quantity, price: formatRupiah(p.price) })}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <p className={classes.spread}>
          <span>{t('tracking.total')}</span>
          <strong>{formatRupiah(order.payments.grandTotal)}</strong>
        </p>
      </section>

      <div className={classes.twoUp}>
        <section className={classes.card} aria-labelledby="tracking-address">
          <h2 id="tracking-address" className={classes.cardTitle}>
            {t('tracking.address')}
          </h2>
          <address className={classes.address}>
            <strong>{destination.recipientName}</strong>
            <span>{formatPhone(destination.phone)}</span>
            <span>{destination.street}</span>
            <span>
              {destination.district}, {destination.city}, {destination.province} {destination.postalCode}
            </span>
          </address>
        </section>
        <section className={classes.card} aria-labelledby="tracking-courier">
          <h2 id="tracking-courier" className={classes.cardTitle}>
            {t('tracking.courier')}
          </h2>
          <p>
            {courier.shippingAgency} - {courier.serviceName}
          </p>
          {order.logistics.waybill && (
            <p>
              <span className={classes.muted}>{tu('orderUpdates.waybill')}</span>{' '}
              <strong data-testid="tracking-waybill">{order.logistics.waybill}</strong>
            </p>
          )}
        </section>
      </div>
    </>
  );
}
