import { describe, expect, it } from 'vitest';
import { aProductDetail } from './a-product-detail';
import { asCardProduct, galleryImages, selectedVariant } from './product-view';

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
});
