import type { ImgHTMLAttributes } from 'react';
import { imageSrcSet } from '@rona/domain/browser';

export interface ShopImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'width' | 'height' | 'loading' | 'fetchPriority' | 'srcSet'
> {
  src: string;
  alt: string;
  /** The box the layout gives the picture at most, in CSS pixels: always rendered, so nothing shifts. */
  width: number;
  height: number;
  /**
   * The page's Largest Contentful Paint picture (one per page): fetched first (`fetchpriority="high"`),
   * loaded at once and decoded with the page.
   */
  priority?: boolean;
  /** Above the fold but not the LCP picture: loaded at once with normal priority. Otherwise lazy. */
  eager?: boolean;
}

/** The `sizes` when the caller gives none: the full viewport on narrow screens, else the box width. */
export const defaultSizes = (width: number) => `(max-width: ${width}px) 100vw, ${width}px`;

/**
 * A picture of the shop (docs/product/images.md): width and height always set; the page's LCP picture
 * with `fetchpriority="high"`, above-the-fold ones eager, every other one lazy; uploaded photos offer
 * their width variants in `srcset` with `sizes`. Renders the same on the server and in the browser.
 */
export function ShopImage({ src, width, height, priority = false, eager = false, sizes, ...rest }: ShopImageProps) {
  const srcSet = imageSrcSet(src);
  return (
    <img
      {...rest}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? defaultSizes(width)) : undefined}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}
