import type { CartItem, CategoryItem, Paged, ProductListItem, PromoListItem } from '@rona/domain';

/** A product list item with sensible defaults; override what a test is about. */
export function aProduct(overrides: Partial<ProductListItem> = {}): ProductListItem {
  const n = overrides.productId ?? 'p1';
  return {
    productId: n,
    variantId: `${n}-v1`,
    name: 'Serum Niacinamide 10%',
    url: `rona/serum-${n}-30ml`,
    image: `/api/media/products/${n}.svg`,
    imageAlt: 'Botol serum niacinamide',
    category: 'Perawatan Wajah',
    subCategory: 'Serum',
    statistics: { countScore: { average: 4.5 }, countReviews: 12, sold: 40 },
    wishlist: false,
    warehouse: { price: 150000, fixedPrice: 150000, stock: 20, quantity: 40, discount: null },
    size: '30 ml',
    dimension: { length: 5, width: 5, height: 12 },
    weight: 120,
    marketplace: [],
    status: true,
    ...overrides,
  };
}

/** A cart line named 'Produk {id}': one of a size, Rp 99.000 struck to Rp 89.000, 5 in stock. */
export function aCartLine(id: string): CartItem {
  return {
    id,
    name: `Produk ${id}`,
    url: `rona/${id}`,
    image: '/x.svg',
    size: '50 ml',
    isSelected: true,
    status: true,
    dimension: { length: 5, width: 5, height: 12 },
    marketplace: [],
    weight: 120,
    warehouse: { quantity: 1, stock: 5, price: 99000, fixedPrice: 89000, discount: null, invalid: false },
  };
}

export function aPage<T>(datas: T[], limit = datas.length || 1): Paged<T> {
  return { datas, page: { currentPage: 1, totalPage: datas.length ? 1 : 0, totalData: datas.length, limit } };
}

export function aPromo(overrides: Partial<PromoListItem> = {}): PromoListItem {
  return {
    title: 'Promo Akhir Bulan',
    url: 'promo-akhir-bulan',
    thumbnail: null,
    banner: null,
    long_banner: null,
    start_date: '2025-01-01T00:00:00.000Z',
    end_date: '2025-12-31T00:00:00.000Z',
    type: 'Voucher',
    count_voucher: 2,
    ...overrides,
  };
}

export function aCategory(overrides: Partial<CategoryItem> = {}): CategoryItem {
  return { _id: 'c1', name: 'Perawatan Wajah', type: 'category', parentId: null, ...overrides };
}
