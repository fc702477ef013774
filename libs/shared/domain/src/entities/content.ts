import { z } from 'zod';
import { productListItemSchema } from './catalogue';

/** Blog article in lists and carousels. */
export const articleListItemSchema = z.object({
  slug: z.string(),
  title: z.string(),
  thumbnail: z.string(),
  releaseDate: z.string(),
  shortDescription: z.string(),
  tags: z.array(z.string()),
});
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

export const articleSectionSchema = z.object({
  title: z.string(),
  description: z.string(),
  images: z.object({ url: z.string(), originalURL: z.string(), source: z.string().nullable() }).nullable(),
});

/** Article detail; `realeseDate` is spelt as the spec spells it. */
export const articleDetailSchema = z.object({
  slug: z.string(),
  title: z.string(),
  thumbnail: z.string(),
  tags: z.array(z.string()),
  realeseDate: z.string(),
  author: z.string(),
  shortDescription: z.string(),
  sections: z.array(articleSectionSchema),
  /** The products staff chose for 'Direkomendasikan juga' (on sale ones, in their order); absent or empty: the shop shows its best-rated. */
  recommendedProducts: z.array(productListItemSchema).optional(),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const promoTypeSchema = z.enum(['Voucher', 'Discount']);

export const promoListItemSchema = z.object({
  title: z.string(),
  url: z.string(),
  thumbnail: z.string().nullable(),
  banner: z.string().nullable(),
  long_banner: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  type: promoTypeSchema,
  count_voucher: z.number().int(),
});
export type PromoListItem = z.infer<typeof promoListItemSchema>;

export const promoVoucherSchema = z.object({
  name: z.string(),
  redeem_code: z.string().nullable(),
  termsCondition: z.string(),
  category: z.enum(['shipping', 'transaction']),
});

export const promoDiscountVariantSchema = z.object({
  size: z.string(),
  image: z.string(),
  price: z.number(),
  fixedPrice: z.number(),
  url: z.string(),
  discount: z.string(),
  disable: z.boolean(),
});

export const promoDetailSchema = z.object({
  title: z.string(),
  url: z.string(),
  long_banner: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  type: promoTypeSchema,
  sections: z.array(z.object({ title: z.string(), description: z.string() })),
  vouchers: z.array(promoVoucherSchema),
  discounts: z
    .object({
      startDate: z.string(),
      endDate: z.string(),
      products: z.array(z.object({ name: z.string(), variant: z.array(promoDiscountVariantSchema) })),
    })
    .nullable(),
});
export type PromoDetail = z.infer<typeof promoDetailSchema>;

/** A quality or legal certificate shown on the about and promo pages (BPOM, Halal, ISO …). */
export const certificateSchema = z.object({
  title: z.string(),
  issuer: z.string(),
  image: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;
