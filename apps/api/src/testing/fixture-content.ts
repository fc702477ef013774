import type { SeedContent } from '../db/seed/content-types';
import type { SeedProduct } from '../db/seed/content/types';

const style = { from: '#f6e7de', to: '#e9c9b6', accent: '#c0765a' };
const text = {
  description: 'Paragraf pertama.\n\nParagraf kedua.',
  warning: 'Hanya untuk luar.',
  howToUse: 'Oleskan.',
  composition: 'Aqua',
};

const product = (
  p: Partial<SeedProduct> & Pick<SeedProduct, 'slug' | 'name' | 'subCategorySlug' | 'variants'>,
): SeedProduct => ({
  categorySlug: p.subCategorySlug.startsWith('serum') ? 'perawatan' : 'pembersih',
  skinTypes: ['Normal'],
  ...text,
  video: null,
  bpom: 'NA18230100001',
  shape: 'bottle',
  style,
  dimension: { length: 5, width: 5, height: 12 },
  sold: 10,
  views: 100,
  ...p,
});

/** A tiny catalogue with known orderings: prices, sales, views and ratings all differ. */
export const fixtureContent: SeedContent = {
  categories: [
    { slug: 'perawatan', name: 'Perawatan', subcategories: [{ slug: 'serum', name: 'Serum' }] },
    { slug: 'pembersih', name: 'Pembersih', subcategories: [{ slug: 'sabun-wajah', name: 'Sabun Wajah' }] },
  ],
  products: [
    product({
      slug: 'serum-niacinamide',
      name: 'Sérum Niacinamide 10%',
      subCategorySlug: 'serum',
      skinTypes: ['Berminyak', 'Jerawat'],
      sold: 500,
      views: 1000,
      variants: [
        {
          size: '20 ml',
          price: 150000,
          stock: 25,
          weight: 80,
          discount: { kind: 'percentage', value: 20, promoPurchaseLimit: 0, purchaseLimit: 0 },
        },
        { size: '50 ml', price: 300000, stock: 0, weight: 150 },
      ],
    }),
    product({
      slug: 'serum-vitamin-c',
      name: 'Serum Vitamin C',
      subCategorySlug: 'serum',
      skinTypes: ['Kusam', 'Normal'],
      sold: 50,
      views: 90000,
      variants: [
        {
          size: '30 ml',
          price: 250000,
          stock: 5,
          weight: 100,
          discount: { kind: 'fixed', value: 50000, promoPurchaseLimit: 0, purchaseLimit: 2 },
          promoSlug: 'diskon-serum',
        },
      ],
    }),
    product({
      slug: 'sabun-wajah-lembut',
      name: 'Sabun Wajah Lembut',
      subCategorySlug: 'sabun-wajah',
      skinTypes: ['Kering', 'Sensitif'],
      sold: 900,
      views: 10,
      variants: [
        {
          size: '100 ml',
          price: 80000,
          stock: 100,
          weight: 120,
          discount: { kind: 'override', value: 60000, promoPurchaseLimit: 5, purchaseLimit: 0 },
        },
      ],
    }),
    product({
      slug: 'sabun-lama',
      name: 'Sabun Lama',
      subCategorySlug: 'sabun-wajah',
      active: false,
      variants: [{ size: '50 ml', price: 10000, stock: 3, weight: 60 }],
    }),
  ],
  reviews: [
    { productSlug: 'serum-vitamin-c', size: '30 ml', author: 'Ayu Lestari', score: 5, comment: 'Bagus', daysAgo: 1 },
    { productSlug: 'serum-vitamin-c', size: '30 ml', author: 'Budi Santoso', score: 5, comment: 'Cerah', daysAgo: 2 },
    { productSlug: 'serum-niacinamide', size: '20 ml', author: 'Citra Dewi', score: 3, comment: 'Lumayan', daysAgo: 3 },
    { productSlug: 'serum-niacinamide', size: '20 ml', author: 'Dian Sari', score: 4, comment: 'Oke', daysAgo: 4 },
    { productSlug: 'serum-niacinamide', size: '50 ml', author: 'Eka Putri', score: 5, comment: 'Suka', daysAgo: 5 },
    {
      productSlug: 'serum-niacinamide',
      size: '20 ml',
      author: 'Fajar Nugroho',
      score: 2,
      comment: 'Biasa',
      daysAgo: 6,
    },
    {
      productSlug: 'sabun-wajah-lembut',
      size: '100 ml',
      author: 'Gita Ananda',
      score: 4,
      comment: 'Lembut',
      daysAgo: 7,
    },
  ],
  articles: [
    {
      slug: 'tips-sunscreen',
      title: 'Tips Sunscreen',
      tags: ['sunscreen'],
      author: 'dr. Rani',
      releaseDate: '2024-05-01',
      shortDescription: 'Pakai sunscreen.',
      style,
      sections: [{ title: 'Kenapa', description: 'Karena UV.', image: { style, caption: 'Matahari', source: 'Rona' } }],
    },
    {
      slug: 'atasi-jerawat',
      title: 'Atasi Jerawat',
      tags: ['acne', 'oily'],
      author: 'dr. Rani',
      releaseDate: '2024-06-01',
      shortDescription: 'Jerawat.',
      style,
      sections: [{ title: 'Langkah', description: 'Cuci muka.', image: null }],
    },
  ],
  promos: [
    {
      slug: 'diskon-serum',
      title: 'Diskon Serum',
      type: 'Discount',
      startsInDays: -1,
      endsInDays: 10,
      style,
      hasBanner: true,
      sections: [{ title: 'Syarat', description: 'Selama persediaan ada.' }],
      vouchers: [],
    },
    {
      slug: 'voucher-ongkir',
      title: 'Voucher Ongkir',
      type: 'Voucher',
      startsInDays: 2,
      endsInDays: 20,
      style,
      hasBanner: false,
      sections: [],
      vouchers: [
        {
          code: 'ONGKIR10',
          name: 'Gratis Ongkir',
          category: 'shipping',
          discType: 'fixed',
          discAmount: 10000,
          maxDiscount: 0,
          minimumTransaction: 50000,
          redeemCode: 'RONAONGKIR',
          termsCondition: 'Berlaku 1x',
          expiresInDays: 20,
        },
      ],
    },
    {
      slug: 'promo-lama',
      title: 'Promo Lama',
      type: 'Voucher',
      startsInDays: -30,
      endsInDays: -1,
      style,
      hasBanner: true,
      sections: [],
      vouchers: [],
    },
  ],
  paymentMethods: [
    {
      code: 'VIRTUAL_ACCOUNT_BCA',
      name: 'BCA Virtual Account',
      category: 'virtual-account',
      group: 'Virtual Account',
      style,
    },
  ],
  couriers: [{ code: 'jne', name: 'JNE', style }],
  banks: [{ code: 'bca', name: 'BCA', style }],
  skinQuestions: [{ type: 'option', answerType: 'multiple', text: 'Jenis kulit?', options: ['Normal', 'Kering'] }],
  banners: [{ title: 'Kulit Sehat', subtitle: 'Mulai hari ini', link: '/products', style }],
  certificates: [{ title: 'Sertifikat Halal', issuer: 'BPJPH', style }],
};
