/** `@rona/ui/product`: kept out of the main entry so pages that show products load it with their own chunk. */
export { ProductCard, PRODUCT_IMAGE_SIZE } from './product-card';
export { ProductCardSkeleton } from './product-card-skeleton';
export { Stars } from './stars';
export { useAddToCart, guestCartLineOf } from './use-add-to-cart';
export { useWishlistToggle, refreshAfterWishlistChange, LOGIN_REDIRECT_DELAY_MS } from './use-wishlist-toggle';
