/**
 * Generated images for the seed: pure functions from content to SVG text, deterministic for the
 * same input, so a re-seed writes byte-identical files and URLs can be cached for long.
 */
export { productImageSvg, PRODUCT_IMAGE_SIZE, type ProductImageInput, type ProductView } from './product-image';
export { bannerSvg, BANNER_SIZES, type BannerInput, type BannerKind } from './banner';
export { articleImageSvg, ARTICLE_IMAGE_SIZE } from './article-image';
export { logoSvg, certificateSvg, avatarSvg, initials, type LogoStyle } from './badges';
export { esc as escapeXml } from './svg';
export type { ImageStyle, PackShape } from './style';

export type MediaFolder = 'products' | 'banners' | 'articles' | 'logos' | 'certificates' | 'avatars';

/**
 * The relative path of a generated image, e.g. mediaPath('products', 'serum-niacinamide-10', 0)
 * → 'products/serum-niacinamide-10-0.svg'. The key is reduced to a safe kebab-case file name.
 */
export function mediaPath(folder: MediaFolder, key: string, variant?: string | number): string {
  const safe =
    key
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'image';
  const suffix =
    variant === undefined || variant === ''
      ? ''
      : `-${String(variant)
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')}`;
  return `${folder}/${safe}${suffix}.svg`;
}
