/**
 * Width variants of uploaded raster photos (docs/product/images.md). An upload is stored under a
 * random UUID (`uploads/<uuid>.jpg`) and never rewritten; beside it the API keeps WebP copies
 * `uploads/<uuid>-w640.webp` for each width below (made at upload time, or on first request for
 * older uploads), so a page can offer them in `srcset` and the browser picks the one the layout needs.
 * Generated seed pictures have no variants (decision 028).
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** An upload that has variants: a UUID-named JPEG, PNG or WebP (GIFs keep their animation and have none). */
const VARIANT_SOURCE = new RegExp(`^(.*/)?(${UUID})\\.(?:jpg|png|webp)$`);
/** A variant's name: `<uuid>-w<width>.webp`. */
const VARIANT = new RegExp(`^(.*/)?(${UUID})-w(\\d{3,4})\\.webp$`);

/** Whether an image URL (or storage key) is an upload with width variants. */
export function hasImageVariants(url: string): boolean {
  return VARIANT_SOURCE.test(url);
}

/** The URL (or key) of an upload's variant of `width`, or null when the image has none. */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string | null {
  const m = VARIANT_SOURCE.exec(url);
  return m ? `${m[1] ?? ''}${m[2]}-w${width}.webp` : null;
}

/**
 * What a variant key stands for: its directory, UUID and (allowed) width; null for any other name,
 * and for widths outside IMAGE_VARIANT_WIDTHS.
 */
export function parseImageVariant(key: string): { dir: string; id: string; width: ImageVariantWidth } | null {
  const m = VARIANT.exec(key);
  const width = Number(m?.[3]) as ImageVariantWidth;
  if (!m?.[2] || !IMAGE_VARIANT_WIDTHS.includes(width)) return null;
  return { dir: m[1] ?? '', id: m[2], width };
}

/**
 * The `srcset` of an image URL: its variants with their width descriptors (`… 320w, … 640w, …`),
 * or undefined when it has none (seed pictures, GIFs, anything not an upload).
 */
export function imageSrcSet(url: string): string | undefined {
  if (!hasImageVariants(url)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariantUrl(url, w)} ${w}w`).join(', ');
}
