/** `@rona/ui/media`: the shop's picture component (docs/product/images.md). */
export { ShopImage, defaultSizes, type ShopImageProps } from './shop-image';
