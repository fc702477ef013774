import type { ProductDetail, ProductListItem, Variant } from '@rona/domain';
import { descriptionExcerpt, isSoldOut } from '@rona/rules';

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

/** The meta description: the description's first paragraph (the same 300-character excerpt). */
export const metaDescription = (product: ProductDetail) => descriptionExcerpt(product.description);

const absolute = (url: string, origin: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/**
 * schema.org Product for search engines: name, images, the chosen variant's offer in IDR with its
 * availability, and the rating when there are reviews (a rating of 0 reviews is invalid there).
 */
export function productJsonLd(product: ProductDetail, variant: Variant | undefined, origin: string) {
  const images = galleryImages(product).map((i) => absolute(i.originalURL, origin));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: images,
    description: metaDescription(product),
    sku: variant?.id,
    category: product.subCategory.name,
    brand: { '@type': 'Brand', name: 'Rona' },
    ...(variant && {
      offers: {
        '@type': 'Offer',
        url: absolute(`/products/${variant.url}`, origin),
        priceCurrency: 'IDR',
        price: variant.warehouse.fixedPrice,
        availability:
          product.status && !isSoldOut(variant.warehouse.stock)
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    }),
    ...(product.statistics.countReviews > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.statistics.countScore.average,
        reviewCount: product.statistics.countReviews,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}
