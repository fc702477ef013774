import { describe, expect, it } from 'vitest';
import { aProductDetail } from './a-product-detail';
import { asCardProduct, galleryImages, metaDescription, productJsonLd, selectedVariant } from './product-view';

describe('product detail rules', () => {
  const product = aProductDetail();

  it('takes the variant the URL names, else the one the API chose', () => {
    expect(selectedVariant(product, 'rona/serum-niacinamide-50-ml')?.id).toBe('v2');
    expect(selectedVariant(product, 'RONA/Serum-Niacinamide-50-ML')?.id).toBe('v2');
    expect(selectedVariant(product, 'rona/lain')?.id).toBe('v1');
  });

  it('puts the primary image first', () => {
    expect(galleryImages(product).map((i) => i.alt)).toEqual(['Botol serum', 'Tekstur serum', 'Kemasan serum']);
  });

  it('gives the cart and wishlist hooks the chosen variant as a card', () => {
    const [, fifty] = product.variant;
    if (!fifty) throw new Error('the builder has two sizes');
    const card = asCardProduct(product, fifty);
    expect(card).toMatchObject({
      productId: 'p1',
      variantId: 'v2',
      size: '50 ml',
      url: 'rona/serum-niacinamide-50-ml',
      image: '/api/media/products/serum-0.svg',
    });
    expect(card.warehouse).toEqual({ price: 150000, fixedPrice: 150000, stock: 0, quantity: 0, discount: null });
  });

  it('describes the page with the first paragraph, at most 300 characters', () => {
    const text = metaDescription(product);
    expect(text.startsWith('Serum ringan untuk pori')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(303);
    expect(text).not.toContain('Paragraf kedua');
  });

  it('builds schema.org Product JSON-LD with an IDR offer, availability and the rating', () => {
    const ld = productJsonLd(product, product.variant[0], 'https://rona.test');
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Sérum Niacinamide 10%',
      image: [
        'https://rona.test/api/media/products/serum-0.svg',
        'https://rona.test/api/media/products/serum-1.svg',
        'https://rona.test/api/media/products/serum-2.svg',
      ],
      offers: {
        '@type': 'Offer',
        priceCurrency: 'IDR',
        price: 120000,
        availability: 'https://schema.org/InStock',
        url: 'https://rona.test/products/rona/serum-niacinamide-20-ml',
      },
      aggregateRating: { ratingValue: 4.2, reviewCount: 5, bestRating: 5 },
    });
    expect(productJsonLd(product, product.variant[1], 'https://rona.test').offers?.availability).toBe(
      'https://schema.org/OutOfStock',
    );
    expect(productJsonLd({ ...product, status: false }, product.variant[0], '').offers?.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('leaves the rating out without reviews', () => {
    const ld = productJsonLd(
      { ...product, statistics: { countScore: { average: 0 }, countReviews: 0, sold: 0 } },
      product.variant[0],
      '',
    );
    expect(ld).not.toHaveProperty('aggregateRating');
  });
});
