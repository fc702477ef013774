import type { PromoDetail } from '@rona/domain';
import { translator } from '@rona/i18n';
import { promoMessages } from '@rona/i18n/areas/promo';
import { formatRupiah } from '@rona/rules';
import { paths } from '@rona/routes';
import { AppLink } from '@rona/ui';
import classes from './promo.module.css';

const t = translator(promoMessages);

type Discounts = NonNullable<PromoDetail['discounts']>;

/** Product photos are generated square. */
const PHOTO = { width: 400, height: 400 } as const;

/**
 * 'Diskon Produk Spesial': one card per discounted variant — name and size, struck original price,
 * final price, and 'Beli Produk', or a disabled 'Akan Datang' for a variant that cannot be bought yet.
 */
export function SpecialDiscountGrid({ discounts }: { discounts: Discounts }) {
  const items = discounts.products.flatMap((product) =>
    product.variant.map((variant) => ({ name: product.name, variant })),
  );
  return (
    <section className={classes.detailSection} aria-labelledby="promo-special-title">
      <h2 id="promo-special-title" className={classes.sectionTitle}>
        {t('promo.specialProducts')}
      </h2>
      <ul className={classes.productGrid}>
        {items.map(({ name, variant }) => {
          const label = t('promo.productName', { name, size: variant.size });
          const discounted = variant.fixedPrice < variant.price;
          return (
            <li key={variant.url} className={classes.productCard}>
              <div className={classes.productImage}>
                <img
                  src={variant.image}
                  alt={label}
                  width={PHOTO.width}
                  height={PHOTO.height}
                  loading="lazy"
                  decoding="async"
                />
                {variant.discount && <span className={classes.badge}>{variant.discount}</span>}
              </div>
              <h3 className={classes.productName}>
                {name} <span className={classes.productSize}>{variant.size}</span>
              </h3>
              <p className={classes.prices}>
                {discounted && (
                  <s className={classes.originalPrice}>
                    <span className={classes.visuallyHidden}>{t('promo.originalPrice')} </span>
                    {formatRupiah(variant.price)}
                  </s>
                )}
                <span className={classes.finalPrice}>
                  <span className={classes.visuallyHidden}>{t('promo.finalPrice')} </span>
                  {formatRupiah(variant.fixedPrice)}
                </span>
              </p>
              {variant.disable ? (
                <button type="button" className={classes.buyButton} disabled>
                  {t('promo.comingSoon')}
                </button>
              ) : (
                <AppLink
                  to={paths.product(variant.url)}
                  className={classes.buyButton}
                  aria-label={`${t('promo.buy')} ${label}`}
                >
                  {t('promo.buy')}
                </AppLink>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
