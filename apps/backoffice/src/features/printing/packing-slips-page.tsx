import { useQuery } from '@tanstack/react-query';
import { adminQuery } from '@rona/api-client';
import type { EndpointResult, Contract } from '@rona/domain';
import { BRAND_NAME } from '@rona/i18n';
import { SHOP_CONTACT, ErrorState, useDocumentTitle } from '@rona/ui';
import { PageSkeleton } from '../../shared/page-states/page-skeleton';
import { t } from '../../shared/i18n';
import { Barcode } from './barcode';
import { PrintFrame, useSelectedInvoices } from './print-frame';
import classes from './print.module.css';

type Slip = EndpointResult<Contract['adminOrderSlips']>[number];

/** One A6 slip: recipient, address, courier, the invoice and the waybill as barcodes, the contents. */
function PackingSlip({ slip }: { slip: Slip }) {
  return (
    <article
      className={classes.slip}
      aria-label={`${t('backoffice.print.invoice')} ${slip.invoice}`}
      data-slip={slip.invoice}
    >
      <div className={classes.slipHead}>
        <strong>{BRAND_NAME}</strong>
        <span>
          {t('backoffice.print.courier')}: {slip.courier.shippingAgency} {slip.courier.serviceName}
        </span>
      </div>
      <div className={classes.slipTo}>
        <span className={classes.label}>{t('backoffice.print.recipient')}</span>
        <strong>{slip.recipientName}</strong>
        <span>{slip.phone}</span>
        <span>{slip.address}</span>
      </div>
      <div className={classes.slipFrom}>
        <span className={classes.label}>{t('backoffice.print.from')}</span> {BRAND_NAME} ·{' '}
        {SHOP_CONTACT.whatsappDisplay}
      </div>
      <div className={classes.codes}>
        <div>
          <span className={classes.label}>{t('backoffice.print.invoice')}</span>
          <Barcode value={slip.invoice} />
        </div>
        <div>
          <span className={classes.label}>{t('backoffice.print.waybill')}</span>
          {slip.waybill ? <Barcode value={slip.waybill} /> : <span>{t('backoffice.print.noWaybill')}</span>}
        </div>
      </div>
      <ul className={classes.contents}>
        {slip.lines.map((l, i) => (
          <li key={`${l.name}-${l.size}-${i}`}>
            {l.quantity} × {l.name} {l.size}
          </li>
        ))}
      </ul>
    </article>
  );
}

/** Packing slips of a selection: A6, four to an A4 sheet, printed from the browser. */
export function PackingSlipsPage() {
  useDocumentTitle(t('backoffice.print.slipsTitle'));
  const invoices = useSelectedInvoices();
  const slips = useQuery(adminQuery('adminOrderSlips', { query: { invoices: invoices.join(',') } }));
  return (
    <PrintFrame title={t('backoffice.print.slipsTitle')}>
      {slips.isPending ? (
        <PageSkeleton />
      ) : slips.isError ? (
        <ErrorState title={t('backoffice.loadFailed')} error={slips.error} onRetry={() => void slips.refetch()} />
      ) : (
        <div className={classes.slipSheet}>
          {slips.data.map((s) => (
            <PackingSlip key={s.invoice} slip={s} />
          ))}
        </div>
      )}
    </PrintFrame>
  );
}
