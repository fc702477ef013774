import { Modal, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PointLog } from '@rona/domain';
import { pointOrderQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';
import { formatNumber, formatRupiah, formatShopDate, formatShopDateTime } from '@rona/rules';
import { paths } from '@rona/routes';
import { AppLink } from '@rona/ui';
import { usePaymentMethodName } from '../../../shared/payment-method/method-name';
import classes from '../../../shared/member-area/member-area.module.css';
import points from './points.module.css';

const t = translator(accountMessages);

/** One point log: points, date and, for an order, what was bought with a link to its invoice. */
export function PointDetailDialog({ log, onClose }: { log: PointLog; onClose: () => void }) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('account.points.detail')}
      centered
      closeButtonProps={{ 'aria-label': t('account.close') }}
    >
      <div className={classes.stack}>
        <p className={log.type === 'income' ? points.income : points.expense}>
          {log.type === 'income' ? '+' : '-'}
          {t('account.points.value', { points: formatNumber(log.point) })}
        </p>
        <p className={classes.muted}>{formatShopDateTime(log.createdAt)}</p>
        {log.type === 'income' && log.expired && (
          <p className={classes.muted}>{t('account.points.validUntil', { date: formatShopDate(log.expired) })}</p>
        )}
        {log.note && (
          <p>
            {t('account.points.reason')}: {log.note}
          </p>
        )}
        {log.invoice ? (
          <PointOrder invoice={log.invoice} />
        ) : (
          <p className={classes.muted}>{t('account.points.noInvoice')}</p>
        )}
      </div>
    </Modal>
  );
}

function PointOrder({ invoice }: { invoice: string }) {
  const order = useQuery(pointOrderQuery(invoice));
  const methodName = usePaymentMethodName(order.data?.payments.methode);
  const link = (
    <AppLink className={classes.link} to={paths.invoice(invoice)}>
      {t('account.points.seeInvoice')}
    </AppLink>
  );
  if (order.isPending) return <Skeleton height={96} />;
  if (order.isError)
    return (
      <>
        <p className={classes.muted}>
          {t('account.points.invoice')}: {invoice}
        </p>
        {link}
      </>
    );
  const { dateBuy, payments, products } = order.data;
  return (
    <>
      <dl className={classes.stack}>
        <div className={classes.spread}>
          <dt>{t('account.points.invoice')}</dt>
          <dd>{invoice}</dd>
        </div>
        <div className={classes.spread}>
          <dt>{t('account.points.date')}</dt>
          <dd>{formatShopDateTime(dateBuy)}</dd>
        </div>
        <div className={classes.spread}>
          <dt>{t('account.points.method')}</dt>
          <dd>{methodName ?? '-'}</dd>
        </div>
        <div className={classes.spread}>
          <dt>{t('account.points.total')}</dt>
          <dd>{formatRupiah(payments.grandTotal)}</dd>
        </div>
      </dl>
      <ul className={classes.list} aria-label={t('account.points.products')}>
        {products.map((p) => (
          <li key={p.id} className={points.product}>
            <img src={p.image} alt="" width={48} height={48} loading="lazy" />
            <span>
              <strong>{p.name}</strong>
              <span className={classes.muted}>
                {' '}
                {t('account.points.quantity', { quantity: p.quantity, size: p.size })} · {formatRupiah(p.totalPrice)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {link}
    </>
  );
}
