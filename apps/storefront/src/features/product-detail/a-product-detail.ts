import type { ProductDetail, Variant } from '@rona/domain';

/** Test data: a variant of the detail page. */
export function aVariant(overrides: Partial<Variant> & { stock?: number } = {}): Variant {
  const { stock = 20, ...rest } = overrides;
  return {
    id: 'v1',
    size: '20 ml',
    url: 'rona/serum-niacinamide-20-ml',
    image: null,
    warehouse: { price: 150000, fixedPrice: 150000, stock, quantity: 0, discount: null, stockText: '' },
    ...rest,
  };
}

/** Test data: a product detail with two sizes (the 50 ml one sold out) and five reviews. */
export function aProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    productId: 'p1',
    name: 'Sérum Niacinamide 10%',
    description: `Serum ringan untuk pori dan bekas jerawat. ${'Kulit tampak lebih cerah. '.repeat(15)}\n\nParagraf kedua tidak tampil di ringkasan.`,
    warning: 'Hanya untuk pemakaian luar.',
    howToUse: 'Gunakan pagi dan malam.',
    composition: 'Aqua, Niacinamide, Zinc PCA.',
    video: null,
    bpom: 'NA18230100001',
    status: true,
    category: { id: 'c1', name: 'Perawatan Wajah' },
    subCategory: { id: 's1', name: 'Serum' },
    skinTypes: ['Berminyak'],
    image: [
      { originalURL: '/api/media/products/serum-1.svg', primary: false, alt: 'Tekstur serum' },
      { originalURL: '/api/media/products/serum-0.svg', primary: true, alt: 'Botol serum' },
      { originalURL: '/api/media/products/serum-2.svg', primary: false, alt: 'Kemasan serum' },
    ],
    wishlist: false,
    dimension: { length: 4, width: 4, height: 11 },
    weight: 90,
    marketplace: [],
    selectedVariantId: 'v1',
    variant: [
      aVariant({
        stock: 8,
        warehouse: {
          price: 150000,
          fixedPrice: 120000,
          stock: 8,
          quantity: 0,
          stockText: '',
          discount: {
            kind: 'percentage',
            value: 20,
            text: 'Disc. 20%',
            promoPurchaseLimit: 0,
            purchaseLimit: 0,
            startDate: null,
            endDate: '2026-12-31T16:59:59.000Z',
          },
        },
      }),
      aVariant({ id: 'v2', size: '50 ml', url: 'rona/serum-niacinamide-50-ml', stock: 0 }),
    ],
    review: {
      datas: [
        {
          id: 'r1',
          user: { image: null, fullName: 'Citra Dewi' },
          createdAt: '2026-05-02T03:00:00.000Z',
          size: '20 ml',
          comment: 'Lumayan',
          score: 3,
        },
        {
          id: 'r2',
          user: { image: '/api/media/avatars/dian.svg', fullName: 'Dian Sari' },
          createdAt: '2026-04-01T03:00:00.000Z',
          size: '20 ml',
          comment: 'Suka!',
          score: 5,
        },
        {
          id: 'r3',
          user: { image: null, fullName: 'Eka Putri' },
          createdAt: '2026-03-01T03:00:00.000Z',
          size: '50 ml',
          comment: 'Oke',
          score: 4,
        },
      ],
      page: { currentPage: 1, totalPage: 2, totalData: 5, limit: 3 },
    },
    statistics: { countScore: { average: 4.2 }, countReviews: 5, sold: 500 },
    ...overrides,
  };
}
