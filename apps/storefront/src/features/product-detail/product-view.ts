import type { ProductDetail, ProductListItem, Variant } from '@rona/domain';

/** The variant the URL names (`/products/{merchant}/{item}`), else the one the API chose, else the first. */
export function selectedVariant(product: ProductDetail, url: string): Variant | undefined {
  return (
    product.variant.find((v) => v.url.toLowerCase() === url.toLowerCase()) ??
    product.variant.find((v) => v.id === product.selectedVariantId) ??
    product.variant[0]
  );
}

/** The primary image first, the others in their order. */
export function galleryImages(product: ProductDetail) {
  return [...product.image].sort((a, b) => Number(b.primary) - Number(a.primary));
}

/**
 * The product with one variant, shaped like a listing card, for the shared cart and wishlist hooks
 * (the same ones the product cards use).
 */
export function asCardProduct(product: ProductDetail, variant: Variant): ProductListItem {
  const { stockText: _stockText, ...warehouse } = variant.warehouse;
  const image = galleryImages(product)[0];
  return {
    productId: product.productId,
    variantId: variant.id,
    name: product.name,
    url: variant.url,
    image: variant.image ?? image?.originalURL ?? '',
    imageAlt: image?.alt ?? product.name,
    category: product.category.name,
    subCategory: product.subCategory.name,
    statistics: product.statistics,
    wishlist: product.wishlist,
    warehouse,
    size: variant.size,
    dimension: product.dimension,
    weight: product.weight,
    marketplace: product.marketplace,
    status: product.status,
  };
}
