import type { OrderProduct } from '@rona/domain';
import { translator } from '@rona/i18n';
import { ordersMessages } from '@rona/i18n/areas/orders';
import { formatRupiah } from '@rona/rules';
import classes from './invoice.module.css';

const t = translator(ordersMessages);

/** The bought lines: name, size, weight, quantity, price and line total. */
export function InvoiceProducts({ products, totalWeight }: { products: OrderProduct[]; totalWeight: number }) {
  return (
    // On a phone each line stacks into a card of labelled values (invoice.module.css); focusable and
    // named for screen readers, in case a narrow window still scrolls it sideways.
    <div className={classes.tableWrap} tabIndex={0} role="region" aria-label={t('invoice.product')}>
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">{t('invoice.product')}</th>
            <th scope="col">{t('invoice.size')}</th>
            <th scope="col" className={classes.num}>
              {t('invoice.weight')}
            </th>
            <th scope="col" className={classes.num}>
              {t('invoice.quantity')}
            </th>
            <th scope="col" className={classes.num}>
              {t('invoice.price')}
            </th>
            <th scope="col" className={classes.num}>
              {t('invoice.subtotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.id}>
              <td className={classes.name}>{p.name}</td>
              <td data-label={t('invoice.size')}>{p.size}</td>
              <td className={classes.num} data-label={t('invoice.weight')}>
                {t('invoice.grams', { weight: p.weight })}
              </td>
              <td className={classes.num} data-label={t('invoice.quantity')}>
                {p.quantity}
              </td>
              <td className={classes.num} data-label={t('invoice.price')}>
                {formatRupiah(p.price)}
              </td>
              <td className={classes.num} data-label={t('invoice.subtotal')}>
                {formatRupiah(p.totalPrice)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('invoice.totalWeight')}
            </th>
            <td className={classes.num}>{t('invoice.grams', { weight: totalWeight })}</td>
            <td colSpan={3} className={classes.filler} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
