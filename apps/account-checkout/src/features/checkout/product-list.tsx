import type { CartItem } from '@rona/domain';
import { formatRupiah } from '@rona/rules';
import { translator } from '@rona/i18n';
import { checkoutMessages } from '@rona/i18n/areas/checkout';
import classes from './checkout.module.css';

const t = translator(checkoutMessages);

/** The lines this checkout buys, at the prices the checkout froze. */
export function ProductList({ products }: { products: CartItem[] }) {
  return (
    <section className={classes.card} aria-labelledby="checkout-products">
      <h2 className={classes.cardTitle} id="checkout-products">
        {t('checkout.products.title')}
      </h2>
      <ul className={classes.list}>
        {products.map((p) => (
          <li key={p.id} className={classes.product} data-testid="checkout-product">
            <img className={classes.productImage} src={p.image} alt={p.name} width={64} height={64} loading="lazy" />
            <div>
              <p className={classes.text}>{p.name}</p>
              <p className={classes.muted}>{p.size}</p>
              <p className={classes.text}>
                {t('checkout.products.quantity', {
                  n: p.warehouse.quantity,
                  price: formatRupiah(p.warehouse.fixedPrice),
                })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
