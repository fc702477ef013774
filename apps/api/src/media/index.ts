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

export { svgToWebp } from './raster';

export type MediaFolder = 'products' | 'banners' | 'articles' | 'logos' | 'certificates' | 'avatars';

/**
 * The folders whose pictures stand for photographs (product shots, banners, article pictures): they
 * are published as WebP, as a shop's photos are; marks (logos, certificates, avatars) stay SVG
 * (decision 028).
 */
const PHOTO_FOLDERS: ReadonlySet<MediaFolder> = new Set(['products', 'banners', 'articles']);
export const isPhotoFolder = (folder: MediaFolder): boolean => PHOTO_FOLDERS.has(folder);

/**
 * The relative path of a generated image, e.g. mediaPath('products', 'serum-niacinamide-10', 0)
 * → 'products/serum-niacinamide-10-0.webp', mediaPath('logos', 'JNE') → 'logos/jne.svg'. The key is
 * reduced to a safe kebab-case file name.
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
  return `${folder}/${safe}${suffix}.${isPhotoFolder(folder) ? 'webp' : 'svg'}`;
}
