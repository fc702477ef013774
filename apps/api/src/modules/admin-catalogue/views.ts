import {
  MERCHANT_SLUG,
  SKIN_PROBLEMS,
  SKIN_TYPES,
  imageSrcSet,
  type AdminProductDetail,
  type AdminProductImage,
  type AdminProductSize,
  type SkinFilter,
} from '@rona/domain';
import type { productImages, products, variants } from '../../db/schema';

type ProductRow = typeof products.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;
type SizeRow = typeof variants.$inferSelect;

export const imageView = (i: ImageRow): AdminProductImage => ({
  id: i.id,
  url: i.url,
  srcSet: imageSrcSet(i.url) ?? null,
  alt: i.alt,
  position: i.position,
  primary: i.primary,
});

/** A size as the editor shows it; SKU and enabled are read when the sizes carry them (admin-prices). */
export function sizeView(v: SizeRow): AdminProductSize {
  const row = v as SizeRow & { sku?: string | null; enabled?: boolean };
  return {
    id: v.id,
    size: v.size,
    sku: typeof row.sku === 'string' ? row.sku : null,
    url: `${MERCHANT_SLUG}/${v.slug}`,
    price: v.price,
    stock: v.stock,
    enabled: row.enabled ?? true,
    position: v.position,
  };
}

/** The fields of a product the trail records (before/after of a write). */
export const auditedFields = (p: ProductRow) => ({
  name: p.name,
  slug: p.slug,
  published: p.status,
  categoryId: p.categoryId,
  subcategoryId: p.subcategoryId,
  skinTypes: p.skinTypes,
  description: p.description,
  warning: p.warning,
  howToUse: p.howToUse,
  composition: p.composition,
  video: p.video,
  bpom: p.bpom,
});

/** The one stored list of skin values split into the editor's two fields (spec 1 §9). */
export const splitSkins = (skins: readonly SkinFilter[]) => ({
  skinTypes: skins.filter((s) => SKIN_TYPES.includes(s)),
  skinProblems: skins.filter((s) => SKIN_PROBLEMS.includes(s)),
});

export function detailView(
  p: ProductRow,
  images: ImageRow[],
  sizes: SizeRow[],
  oldSlugs: string[],
): AdminProductDetail {
  const first = sizes[0];
  return {
    productId: p.id,
    name: p.name,
    slug: p.slug,
    oldSlugs,
    published: p.status,
    categoryId: p.categoryId,
    subcategoryId: p.subcategoryId,
    ...splitSkins(p.skinTypes),
    description: p.description,
    warning: p.warning,
    howToUse: p.howToUse,
    composition: p.composition,
    video: p.video,
    bpom: p.bpom,
    images: images.map(imageView),
    sizes: sizes.map(sizeView),
    url: first ? `${MERCHANT_SLUG}/${first.slug}` : null,
    createdAt: p.createdAt.toISOString(),
  };
}
