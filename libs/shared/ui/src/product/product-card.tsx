import type { ProductListItem } from '@rona/domain';
import { translator } from '@rona/i18n';
import { homeMessages } from '@rona/i18n/areas/home';
import { discountText, formatRupiah, isSoldOut, TEXT_LIMITS, truncate } from '@rona/rules';
import { paths } from '@rona/routes';
import { hydratesApart } from '../app/hydration-boundary';
import { HeartFilledIcon, HeartIcon, TrashIcon } from '../icons/icons';
import { ShopImage } from '../media/shop-image';
import { AppLink } from '../navigation/app-link';
import { Stars } from './stars';
import { useAddToCart } from './use-add-to-cart';
import { useWishlistToggle } from './use-wishlist-toggle';
import classes from './product-card.module.css';

const t = translator(homeMessages);

export const PRODUCT_IMAGE_SIZE = 300;
/** Cards sit two to a row on phones, else about 200–300 px wide. */
export const PRODUCT_IMAGE_SIZES = '(max-width: 768px) 50vw, 300px';

interface ProductCardProps {
  product: ProductListItem;
  /** Above the fold: load the image at once instead of lazily. */
  priority?: boolean;
  /** The page's Largest Contentful Paint picture (the first card of a listing): fetched with high priority. */
  lcp?: boolean;
  /** Shown instead when the photo fails to load (the koleksi tab, spec 1 §2). */
  fallbackImage?: string;
  /** Puts a remove button where the heart is (the koleksi tab asks before removing). */
  remove?: { label: string; onClick: () => void };
}

/**
 * A product in a grid or carousel (spec 1 §2 Product card): image, name cut at 34, discount badge,
 * stars with review count, subcategory and the size the card stands for (the API picks the first
 * size that can be bought), struck regular price beside the final price, 'Habis' when no size can
 * be bought, a wishlist heart and '+ Keranjang' (that size). The whole card links to /products/{url}.
 */
function ProductCardView({ product, priority = false, lcp = false, fallbackImage, remove }: ProductCardProps) {
  const { toggle } = useWishlistToggle();
  const { add, isPending } = useAddToCart();
  const { warehouse: w } = product;
  const soldOut = isSoldOut(w.stock);
  const badge = w.discount ? w.discount.text || discountText(w.discount, w.price) : '';
  const discounted = w.fixedPrice < w.price;

  return (
    <article className={classes.card} data-testid="product-card" data-sold-out={soldOut || undefined}>
      <AppLink to={paths.product(product.url)} className={classes.link}>
        <span className={classes.media}>
          <ShopImage
            src={product.image}
            alt={product.imageAlt || product.name}
            width={PRODUCT_IMAGE_SIZE}
            height={PRODUCT_IMAGE_SIZE}
            sizes={PRODUCT_IMAGE_SIZES}
            priority={lcp}
            eager={priority}
            onError={(e) => {
              if (!fallbackImage || e.currentTarget.src.endsWith(fallbackImage)) return;
              e.currentTarget.removeAttribute('srcset');
              e.currentTarget.src = fallbackImage;
            }}
          />
          {badge ? <span className={classes.badge}>{badge}</span> : null}
          {soldOut && (
            <span className={classes.soldOut}>
              <span>{t('productCard.soldOut')}</span>
            </span>
          )}
        </span>
        <span className={classes.body}>
          <span className={classes.meta}>
            <span className={classes.subCategory}>{product.subCategory}</span>
            {product.size && <span className={classes.size}>{product.size}</span>}
          </span>
          <span className={classes.name} title={product.name}>
            {truncate(product.name, TEXT_LIMITS.productName)}
          </span>
          <Stars average={product.statistics.countScore.average} count={product.statistics.countReviews} />
          <span className={classes.prices}>
            {discounted && (
              <s className={classes.regular}>
                <span className={classes.visuallyHidden}>{`${t('productCard.regularPrice')} `}</span>
                {formatRupiah(w.price)}
              </s>
            )}
            <strong className={classes.final}>{formatRupiah(w.fixedPrice)}</strong>
          </span>
        </span>
      </AppLink>
      {remove ? (
        <button type="button" className={classes.wish} aria-label={remove.label} onClick={remove.onClick}>
          <TrashIcon size={20} />
        </button>
      ) : (
        <button
          type="button"
          className={classes.wish}
          aria-pressed={product.wishlist}
          aria-label={t(product.wishlist ? 'productCard.wishlistRemove' : 'productCard.wishlistAdd', {
            name: product.name,
          })}
          onClick={() => toggle(product)}
        >
          {product.wishlist ? <HeartFilledIcon size={20} /> : <HeartIcon size={20} />}
        </button>
      )}
      <button type="button" className={classes.add} disabled={soldOut || isPending} onClick={() => add(product)}>
        {t('productCard.addToCartShort')}
        {/* One text node, as the server writes it: hydration then has no text to patch (issue 15). */}
        <span className={classes.visuallyHidden}>{` ${product.name} ${product.size ?? ''}`.trimEnd()}</span>
      </button>
    </article>
  );
}

/** Hydrated apart (HydrationBoundary): a page of cards is not one long task on a phone. */
export const ProductCard = hydratesApart(ProductCardView);
