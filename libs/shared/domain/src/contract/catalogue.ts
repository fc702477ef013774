import { z } from 'zod';
import { pagedSchema, queryInt } from '../envelope';
import { PAGE_SIZES } from '../constants';
import {
  categoryItemSchema,
  deliveryEstimateSchema,
  paymentMethodSchema,
  productDetailSchema,
  productListItemSchema,
  productSortSchema,
  shippingMethodSchema,
  skinFilterSchema,
} from '../entities/catalogue';
import {
  articleDetailSchema,
  articleListItemSchema,
  promoDetailSchema,
  promoListItemSchema,
} from '../entities/content';
import { emailSchema } from '../entities/contact';
import { endpoint } from './define';

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} maksimal ${max} karakter` })
    .optional();

export const productListQuerySchema = z.object({
  /** Kept for compatibility with the original client; members are recognised by their bearer token. */
  sessionId: z.string().optional(),
  limit: queryInt({ min: 1, max: 100, defaultValue: PAGE_SIZES.productGrid }),
  page: queryInt({ min: 1, defaultValue: 1 }),
  sortBy: productSortSchema.optional(),
  category: optionalText(64, 'Kategori'),
  subCategory: optionalText(64, 'Sub kategori'),
  /**
   * Skin filters (the fixed list). The listing sends the skin type as `skinType` and the skin
   * problem as `skin`; a product must match both. Either alone works as the original client's one filter.
   */
  skin: skinFilterSchema.optional(),
  skinType: skinFilterSchema.optional(),
  search: optionalText(100, 'Pencarian'),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const catalogueContract = {
  productList: endpoint({
    method: 'GET',
    path: '/e-commerce/product/v1/all',
    auth: 'optionalMember',
    query: productListQuerySchema,
    result: pagedSchema(productListItemSchema),
    summary: 'Product listing with filters, sorts and paging',
  }),
  productDetail: endpoint({
    method: 'GET',
    path: '/e-commerce/product/v1/detail/:merchant/:item',
    auth: 'optionalMember',
    params: z.object({ merchant: z.string().min(1).max(64), item: z.string().min(1).max(160) }),
    query: z.object({ sessionId: z.string().optional(), reviewPage: queryInt({ min: 1, defaultValue: 1 }) }),
    result: productDetailSchema,
    summary: 'Product detail with variants, reviews (3 per page) and statistics',
  }),
  deliveryEstimate: endpoint({
    method: 'GET',
    path: '/e-commerce/product/v1/delivery-estimate',
    auth: 'optionalMember',
    query: z.object({
      variant: z.string({ error: 'Produk tidak ditemukan' }).trim().min(1, { error: 'Produk tidak ditemukan' }).max(64),
      /** A district id (Kepmendagri, '31.74.07'); without it a member's primary address is used. */
      district: z
        .string()
        .trim()
        .regex(/^\d{2}\.\d{2}\.\d{2}$/, { error: 'Kecamatan tidak ditemukan' })
        .optional(),
    }),
    result: deliveryEstimateSchema,
    summary:
      "The product page's delivery hint: the warehouse's city and the cheapest courier (price, estimate) for one unit to a district or the member's primary address",
  }),
  productRecommendations: endpoint({
    method: 'GET',
    path: '/e-commerce/product/v1/recommendation',
    auth: 'optionalMember',
    query: z.object({
      productId: z.string().optional(),
      limit: queryInt({ min: 1, max: 30, defaultValue: PAGE_SIZES.relatedProducts }),
    }),
    result: z.array(productListItemSchema),
    summary: "'Direkomendasikan juga': products of the same subcategory first, then best rated",
  }),
  searchSuggestions: endpoint({
    method: 'GET',
    path: '/e-commerce/product/v1/suggestion',
    auth: 'apiKey',
    query: z.object({ search: z.string().trim().min(1, { error: 'Kata kunci belum diisi' }).max(100) }),
    result: z.object({
      products: z.array(z.object({ name: z.string(), url: z.string(), image: z.string() })),
      categories: z.array(categoryItemSchema),
    }),
    summary: 'Header search suggestions (the spec does not show this path; defined here)',
  }),
  categories: endpoint({
    method: 'GET',
    path: '/e-commerce/home/v1/category',
    auth: 'apiKey',
    result: z.array(categoryItemSchema),
    summary: 'Categories and subcategories, each with a type',
  }),
  paymentMethods: endpoint({
    method: 'GET',
    path: '/e-commerce/home/v1/payment-methode',
    auth: 'apiKey',
    result: z.array(paymentMethodSchema),
    summary: 'Payment method logos for home/about',
  }),
  shippingMethods: endpoint({
    method: 'GET',
    path: '/e-commerce/home/v1/shipping-methode',
    auth: 'apiKey',
    result: z.array(shippingMethodSchema),
    summary: 'Courier logos for home/about',
  }),
  articleList: endpoint({
    method: 'GET',
    path: '/article/v1/list',
    auth: 'apiKey',
    query: z.object({
      page: queryInt({ min: 1, defaultValue: 1 }),
      limit: queryInt({ min: 1, max: 50, defaultValue: PAGE_SIZES.blog }),
      tag: z.string().trim().max(40).optional(),
    }),
    result: pagedSchema(articleListItemSchema),
    summary: 'Blog articles, newest first',
  }),
  articleDetail: endpoint({
    method: 'GET',
    path: '/article/v1/list/:title',
    auth: 'apiKey',
    params: z.object({ title: z.string().min(1).max(200) }),
    result: articleDetailSchema,
    summary: 'One article by slug',
  }),
  promoList: endpoint({
    method: 'GET',
    path: '/promo/v1/list-banner',
    auth: 'apiKey',
    query: z.object({
      page: queryInt({ min: 1, defaultValue: 1 }),
      limit: queryInt({ min: 1, max: 50, defaultValue: PAGE_SIZES.promo }),
    }),
    result: pagedSchema(promoListItemSchema),
    summary: 'Running promos with banners, newest first',
  }),
  promoDetail: endpoint({
    method: 'GET',
    path: '/promo/v1/detail/:slug',
    auth: 'apiKey',
    params: z.object({ slug: z.string().min(1).max(200) }),
    result: promoDetailSchema,
    summary: 'One promo with its vouchers and special-discount products',
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/subscribe/v1/create',
    auth: 'apiKey',
    body: z.object({ email: z.string({ error: 'Email belum diisi' }).trim().pipe(emailSchema) }),
    result: z.object({ email: z.string() }),
    summary: 'Newsletter signup',
  }),
} as const;
