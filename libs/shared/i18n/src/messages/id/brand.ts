/** The shop's display name, used wherever the spec says 'the product's own name'. */
export const BRAND_NAME = 'Rona';

export const brand = {
  'brand.name': BRAND_NAME,
  'brand.tagline': 'Skincare & Klinik Kecantikan',
  'brand.motto': 'CARE . LOVE . SMILE',
} as const;
