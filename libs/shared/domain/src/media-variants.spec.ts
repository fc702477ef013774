import { describe, expect, it } from 'vitest';
import { hasImageVariants, imageSrcSet, imageVariantUrl, parseImageVariant } from './media-variants';

const id = '0b6f3a52-4c1e-4d7a-9f0e-1a2b3c4d5e6f';

describe('image variants', () => {
  it('names the WebP variants of a UUID-named raster upload, wherever it is served from', () => {
    expect(imageVariantUrl(`/api/media/uploads/${id}.jpg`, 640)).toBe(`/api/media/uploads/${id}-w640.webp`);
    expect(imageVariantUrl(`https://cdn.rona.test/uploads/${id}.png`, 320)).toBe(
      `https://cdn.rona.test/uploads/${id}-w320.webp`,
    );
    expect(imageVariantUrl(`${id}.webp`, 1280)).toBe(`${id}-w1280.webp`);
  });

  it('has none for seed SVGs, GIFs, other names and URLs with a query', () => {
    for (const url of [
      '/api/media/products/serum-niacinamide-0.svg',
      `/api/media/uploads/${id}.gif`,
      '/api/media/uploads/a.png',
      `/api/media/uploads/${id}.jpg?v=2`,
      `/api/media/uploads/${id}-w640.webp`,
    ]) {
      expect(hasImageVariants(url), url).toBe(false);
      expect(imageVariantUrl(url, 640), url).toBeNull();
    }
  });

  it('reads back a variant name only for the allowed widths', () => {
    expect(parseImageVariant(`uploads/${id}-w960.webp`)).toEqual({ dir: 'uploads/', id, width: 960 });
    expect(parseImageVariant(`uploads/${id}-w500.webp`)).toBeNull();
    expect(parseImageVariant(`uploads/${id}-w640.jpg`)).toBeNull();
    expect(parseImageVariant(`uploads/${id}.jpg`)).toBeNull();
  });
});

describe('imageSrcSet', () => {
  it('lists every variant with its width descriptor for an upload, nothing for other images', () => {
    expect(imageSrcSet(`/api/media/uploads/${id}.jpg`)).toBe(
      [320, 640, 960, 1280].map((w) => `/api/media/uploads/${id}-w${w}.webp ${w}w`).join(', '),
    );
    expect(imageSrcSet('/api/media/banners/default-1.svg')).toBeUndefined();
  });
});
