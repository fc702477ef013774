import type { ProductDetail, Variant } from '@rona/domain';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { homeMessages } from '@rona/i18n/areas/home';
import { useState } from 'react';
import {
  canDecrement,
  canIncrement,
  descriptionExcerpt,
  discountAmount,
  formatNumber,
  formatRupiah,
  formatShopDate,
  isAddToCartDisabled,
  isSoldOut,
  pickableMax,
  productStockText,
} from '@rona/rules';
import { CartIcon, HeartFilledIcon, HeartIcon } from '@rona/ui';
import { useAddToCart, useWishlistToggle } from '@rona/ui/product';
import { DeliveryHint } from './delivery-hint';
import { asCardProduct } from './product-view';
import classes from './product-detail.module.css';

const t = translator(catalogueMessages, homeMessages);

const HIDDEN = { visibility: 'hidden' } as const;

function DiscountBanner({ variant }: { variant: Variant }) {
  const { discount, price } = variant.warehouse;
  if (!discount) return null;
  return (
    <div className={classes.discountBanner} role="note">
      <strong>{discount.text}</strong>
      <span>{t('product.discountBanner', { size: variant.size })}</span>
      {/* A fixed or override badge already names the amount; a percentage one does not. */}
      {discount.kind === 'percentage' && (
        <span>{t('product.discountSaving', { amount: formatRupiah(discountAmount(price, discount)) })}</span>
      )}
      {discount.endDate && (
        <span className={classes.discountUntil}>
          {t('product.discountUntil', { date: formatShopDate(discount.endDate) })}
        </span>
      )}
    </div>
  );
}

interface PurchasePanelProps {
  product: ProductDetail;
  variant: Variant | undefined;
  onSelect: (variant: Variant) => void;
}

/** Name, excerpt, sizes, stock text, prices, koleksi and 'Tambah Keranjang' (spec 1 §2, §4). */
export function PurchasePanel({ product, variant, onSelect }: PurchasePanelProps) {
  const { add, isPending } = useAddToCart();
  const { toggle, isPending: wishlistPending } = useWishlistToggle();
  const w = variant?.warehouse;
  // The stepper starts at 1 for every size, and never passes what that size can be bought in.
  const [picked, setPicked] = useState({ variant: '', quantity: 1 });
  const max = pickableMax(w?.stock ?? 0, variant?.maxPerOrder);
  const quantity = picked.variant === variant?.id ? Math.min(picked.quantity, max) : 1;
  const setQuantity = (n: number) => setPicked({ variant: variant?.id ?? '', quantity: n });
  const disabled = isAddToCartDisabled({
    hasVariant: Boolean(variant),
    reloading: isPending,
    productActive: product.status,
    stock: w?.stock ?? 0,
  });

  return (
    <div className={classes.purchase}>
      {variant && <DiscountBanner variant={variant} />}
      <p className={classes.subCategory}>{product.subCategory.name}</p>
      <h1 className={classes.name}>{product.name}</h1>
      {product.statistics.sold > 0 && (
        <p className={classes.sold} data-testid="sold-count">
          {t('product.sold', { count: formatNumber(product.statistics.sold) })}
        </p>
      )}
      <p className={classes.excerpt}>{descriptionExcerpt(product.description)}</p>

      {w && (
        <p className={classes.prices}>
          {w.fixedPrice < w.price && (
            <s className={classes.regular}>
              <span className={classes.visuallyHidden}>{t('productCard.regularPrice')} </span>
              {formatRupiah(w.price)}
            </s>
          )}
          <strong className={classes.final} data-testid="final-price">
            {formatRupiah(w.fixedPrice)}
          </strong>
        </p>
      )}

      <fieldset className={classes.sizes}>
        <legend className={classes.label}>{t('product.size')}</legend>
        <div className={classes.sizeButtons}>
          {product.variant.map((v) => (
            <button
              key={v.id}
              type="button"
              className={classes.size}
              aria-pressed={v.id === variant?.id}
              disabled={isSoldOut(v.warehouse.stock)}
              onClick={() => onSelect(v)}
            >
              {v.size}
            </button>
          ))}
        </div>
      </fieldset>

      {w && (
        <p className={classes.stock} data-state={isSoldOut(w.stock) ? 'sold-out' : undefined} data-testid="stock-text">
          {productStockText(w.stock)}
        </p>
      )}
      {!product.status && <p className={classes.inactive}>{t('product.inactive')}</p>}

      <div className={classes.quantity} role="group" aria-label={t('product.quantity')}>
        <span className={classes.quantityLabel} aria-hidden="true">
          {t('product.quantity')}
        </span>
        <button
          type="button"
          className={classes.step}
          aria-label={t('product.decrease')}
          disabled={disabled || !canDecrement(quantity)}
          onClick={() => setQuantity(quantity - 1)}
        >
          −
        </button>
        <output className={classes.count} aria-live="polite" data-testid="product-quantity">
          {quantity}
        </output>
        <button
          type="button"
          className={classes.step}
          aria-label={t('product.increase')}
          disabled={disabled || !canIncrement(quantity, max)}
          onClick={() => setQuantity(quantity + 1)}
        >
          +
        </button>
      </div>

      {/* On phones this row is the sticky buy bar (product-detail.module.css): it holds to the bottom of
          the screen, with the price, until the panel itself scrolls into view. */}
      <div className={classes.actions} data-testid="buy-bar">
        {w && (
          <p className={classes.barPrice} aria-hidden="true">
            {w.fixedPrice < w.price && <s>{formatRupiah(w.price)}</s>}
            <strong>{formatRupiah(w.fixedPrice)}</strong>
          </p>
        )}
        <button
          type="button"
          className={classes.wish}
          aria-pressed={product.wishlist}
          disabled={!variant || wishlistPending}
          onClick={() => variant && toggle(asCardProduct(product, variant))}
        >
          {product.wishlist ? <HeartFilledIcon size={20} /> : <HeartIcon size={20} />}
          {/* Both labels take the same cell, so the button keeps its width when a member's heart
              fills in after hydration (the server renders every visitor's page with an empty one). */}
          <span className={classes.wishLabels}>
            <span aria-hidden={product.wishlist || undefined} style={product.wishlist ? HIDDEN : undefined}>
              {t('product.wishlistAdd')}
            </span>
            <span aria-hidden={!product.wishlist || undefined} style={product.wishlist ? undefined : HIDDEN}>
              {t('product.wishlistRemove')}
            </span>
          </span>
        </button>
        <button
          type="button"
          className={classes.add}
          disabled={disabled}
          onClick={() => variant && add(asCardProduct(product, variant), { withSize: true, quantity })}
        >
          <CartIcon size={20} />
          {t('product.addToCart')}
        </button>
      </div>

      {variant && <DeliveryHint variantId={variant.id} />}
    </div>
  );
}
