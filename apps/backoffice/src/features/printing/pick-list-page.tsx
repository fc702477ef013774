import { useQuery } from '@tanstack/react-query';
import { adminQuery } from '@rona/api-client';
import { ErrorState, useDocumentTitle } from '@rona/ui';
import { PageSkeleton } from '../../shared/page-states/page-skeleton';
import { t } from '../../shared/i18n';
import { PrintFrame, useSelectedInvoices } from './print-frame';
import classes from './print.module.css';

/** The pick list of a selection: units per product size (summed by the API with @rona/rules' sumPickList), on A4. */
export function PickListPage() {
  useDocumentTitle(t('backoffice.print.pickListTitle'));
  const invoices = useSelectedInvoices();
  const list = useQuery(adminQuery('adminOrderPickList', { query: { invoices: invoices.join(',') } }));
  return (
    <PrintFrame title={t('backoffice.print.pickListTitle')}>
      {list.isPending ? (
        <PageSkeleton />
      ) : list.isError ? (
        <ErrorState title={t('backoffice.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <section className={classes.a4} aria-label={t('backoffice.print.pickListTitle')}>
          <h2 className={classes.sheetTitle}>
            {t('backoffice.print.pickListTitle')} ·{' '}
            {t('backoffice.print.ordersCount', { count: list.data.invoices.length })}
          </h2>
          <table className={classes.pickTable}>
            <thead>
              <tr>
                <th scope="col">{t('backoffice.print.sku')}</th>
                <th scope="col">{t('backoffice.print.size')}</th>
                <th scope="col">{t('backoffice.print.qty')}</th>
                <th scope="col" aria-label={t('backoffice.print.picked')}>
                  ✓
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.lines.map((l) => (
                <tr key={`${l.variantId ?? l.name}-${l.size}`}>
                  <td>{l.name}</td>
                  <td>{l.size}</td>
                  <td className={classes.qty}>{l.quantity}</td>
                  <td className={classes.tick} />
                </tr>
              ))}
            </tbody>
          </table>
          <p className={classes.invoices}>
            {t('backoffice.print.invoices')}: {list.data.invoices.join(', ')}
          </p>
        </section>
      )}
    </PrintFrame>
  );
}
