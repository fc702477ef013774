/** The shop's display name, used wherever the spec says 'the product's own name'. */
export const BRAND_NAME = 'Rona';

export const brandMessages = {
  'brand.name': BRAND_NAME,
  'brand.tagline': 'Skincare & Klinik Kecantikan',
  'brand.motto': 'CARE . LOVE . SMILE',
} as const;
