import { t } from '@rona/i18n';
import { formatRupiah, truncate } from '@rona/rules';
import { paths } from '@rona/routes';
import { useCartSummary } from '../../cart/use-cart-summary';
import { actionButtonClass } from '../../feedback/empty-state';
import { AppLink } from '../../navigation/app-link';
import classes from './panel.module.css';

/** Cart names in the header dropdown are cut at 20 characters (spec 1 §9). */
const NAME_LIMIT = 20;
const SHOWN_LINES = 5;

/** The header's cart dropdown: the first lines and a link to /cart. A lazy chunk, fetched on hover or click. */
export default function CartPanel() {
  const { count, items, failed, retry } = useCartSummary();
  if (failed) {
    return (
      <div className={classes.empty} role="alert">
        <strong>{t('error.loadFailed')}</strong>
        <button type="button" className={actionButtonClass} onClick={retry}>
          {t('error.retry')}
        </button>
      </div>
    );
  }
  if (count === 0) {
    return (
      <div className={classes.empty}>
        <strong>{t('header.cartEmpty')}</strong>
        {t('header.cartEmptyHint')}
      </div>
    );
  }
  return (
    <div>
      <p className={classes.title}>{t('header.cartWithCount', { count })}</p>
      {items.slice(0, SHOWN_LINES).map((item) => (
        <AppLink key={item.id} className={classes.item} to={paths.product(item.url)}>
          <img src={item.image} alt="" width={48} height={48} loading="lazy" />
          <span>
            <span className={classes.itemName}>{truncate(item.name, NAME_LIMIT)}</span>
            <br />
            <span className={classes.itemMeta}>
              {item.size} ·{' '}
              {t('header.cartQuantity', {
                quantity: item.warehouse.quantity,
                price: formatRupiah(item.warehouse.fixedPrice),
              })}
            </span>
          </span>
        </AppLink>
      ))}
      <AppLink className={classes.cta} to={paths.cart()}>
        {t('header.cartSeeAll')}
      </AppLink>
    </div>
  );
}
