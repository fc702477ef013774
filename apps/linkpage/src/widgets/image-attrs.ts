import { imageSrcSet } from '@rona/domain/browser';

/**
 * Every picture of a link page carries its box size (width/height, so nothing shifts while it loads)
 * and a loading hint: the page's first picture loads at once with high priority (it is usually the
 * largest thing on the first screen), every other one lazily. The widths are the CSS pixels the
 * 450 px column gives each kind of picture.
 */
export const COLUMN_WIDTH = 418;
export const ICON_SIZE = 24;
export const PRODUCT_IMAGE_SIZE = 116;

export interface ImageAttrs {
  width: number;
  height: number;
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
}

/** `priority`: this is the page's first picture. */
export function imageAttrs(width: number, height: number, priority: boolean): ImageAttrs {
  return priority
    ? { width: Math.round(width), height: Math.round(height), loading: 'eager', fetchPriority: 'high' }
    : { width: Math.round(width), height: Math.round(height), loading: 'lazy' };
}

/** '3/2' → 1.5 (width over height); anything unreadable is 3/2, the editor's 'Origin'. */
export function ratioOf(aspectRatio: string | undefined): number {
  const [w, h] = (aspectRatio ?? '').split('/').map(Number);
  return w && h && w > 0 && h > 0 ? w / h : 3 / 2;
}

/** The `sizes` of a picture `fraction` of the column wide (the viewport less 32 px on phones). */
export function columnSizes(fraction: number): string {
  const column = fraction === 1 ? '100vw - 32px' : `(100vw - 32px) * ${Number(fraction.toFixed(3))}`;
  return `(max-width: 450px) calc(${column}), ${Math.round(COLUMN_WIDTH * fraction)}px`;
}

/**
 * Uploaded photos come in WebP widths (320–1280): the browser picks the one that fits `sizes`.
 * Nothing for pictures without variants (seed SVGs, GIFs, links to other hosts).
 */
export function responsiveAttrs(src: string, sizes: string): { srcSet?: string; sizes?: string } {
  const srcSet = imageSrcSet(src);
  return srcSet ? { srcSet, sizes } : {};
}
