import type { AdminPromoDetail, AdminPromoSize } from '@rona/domain';

/** Test data (never imported by the app): a promo page as the API answers it. */
export function anAdminPromo(overrides: Partial<AdminPromoDetail> = {}): AdminPromoDetail {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    slug: 'promo-12-12',
    title: 'Promo 12.12',
    type: 'Voucher',
    startDate: '2026-12-11T17:00:00.000Z',
    endDate: '2026-12-13T16:59:00.000Z',
    thumbnail: null,
    banner: null,
    longBanner: null,
    position: null,
    published: false,
    status: 'draft',
    voucherCount: 0,
    sizeCount: 0,
    sections: [],
    vouchers: [],
    sizes: [],
    ...overrides,
  };
}

export function aPromoSize(overrides: Partial<AdminPromoSize> = {}): AdminPromoSize {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    productId: '66666666-6666-4666-8666-666666666666',
    productName: 'Serum Niacinamide',
    size: '30 ml',
    sku: 'SER-NIA-30',
    price: 120_000,
    discount: 'Disc. 10%',
    promoId: null,
    ...overrides,
  };
}
