import { Button } from '@mantine/core';
import type { OrderDetail } from '@rona/domain';
import { translator } from '@rona/i18n';
import { ordersMessages } from '@rona/i18n/areas/orders';
import {
  formatNumber,
  formatPhone,
  formatShopDateTime,
  invoiceWatermark,
  orderStatusLabel,
  showsCashbackNote,
} from '@rona/rules';
import { RefundLines } from '../../shared/order-view/refund-lines';
import { usePaymentMethodName } from '../../shared/payment-method/method-name';
import { InvoiceProducts } from './invoice-products';
import { InvoicePayments } from './invoice-payments';
import classes from './invoice.module.css';

const t = translator(ordersMessages);

/** One A4 page: who, where, how it ships, what was bought and what was paid, under its watermark. */
export function InvoiceSheet({ order }: { order: OrderDetail }) {
  const { destination, courier } = order.logistics;
  const methodName = usePaymentMethodName(order.payments.methode);
  return (
    <div className={classes.page}>
      <div className={classes.toolbar}>
        <Button onClick={() => window.print()}>{t('invoice.print')}</Button>
      </div>
      <article className={classes.sheet} aria-labelledby="invoice-title">
        {/* Decoration (the status is also written out below): inert, so neither read aloud nor held to text contrast. */}
        <div className={classes.watermark} data-testid="invoice-watermark" aria-hidden="true" inert>
          {invoiceWatermark(order.status)}
        </div>
        <div className={classes.sheetHead}>
          <div>
            <p className={classes.brand}>{t('brand.name')}</p>
            <p className={classes.muted}>{t('brand.tagline')}</p>
          </div>
          <div className={classes.meta}>
            <h1 id="invoice-title" className={classes.title}>
              {t('invoice.title')}
            </h1>
            <Field label={t('invoice.number')} value={order.invoice} />
            <Field label={t('invoice.date')} value={formatShopDateTime(order.dateBuy)} />
            <Field label={t('invoice.status')} value={orderStatusLabel(order.status)} />
            {methodName && <Field label={t('invoice.method')} value={methodName} />}
          </div>
        </div>

        <section className={classes.parties}>
          <div>
            <h2 className={classes.label}>{t('invoice.recipient')}</h2>
            <p>
              <strong>{destination.recipientName}</strong>
              <br />
              {formatPhone(destination.phone)}
            </p>
          </div>
          <div>
            <h2 className={classes.label}>{t('invoice.destination')}</h2>
            <address className={classes.address}>
              {destination.street}
              <br />
              {destination.district}, {destination.city}
              <br />
              {destination.province} {destination.postalCode}
            </address>
          </div>
          <div>
            <h2 className={classes.label}>{t('invoice.courier')}</h2>
            <p>
              {courier.shippingAgency} - {courier.serviceName}
            </p>
          </div>
        </section>

        <InvoiceProducts products={order.products} totalWeight={order.totalWeight} />
        <InvoicePayments payments={order.payments} />
        <RefundLines refund={order.refund} />
        {showsCashbackNote(order.status, order.payments.point) && (
          <p className={classes.muted}>{t('invoice.cashback', { point: formatNumber(order.payments.point) })}</p>
        )}
      </article>
    </div>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <p className={classes.field}>
      <span className={classes.muted}>{label}</span> <strong>{value}</strong>
    </p>
  );
}
