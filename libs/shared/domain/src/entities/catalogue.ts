import { z } from 'zod';
import { PRODUCT_SORTS, SKIN_FILTERS } from '../constants';

export type { ProductSort, SkinFilter } from '../constants';

/** Discount kinds arrive in any case ('Percentage', 'FIXED', …); stored and compared lower-case. */
export const discountKindSchema = z
  .string()
  .transform((s) => s.toLowerCase())
  .pipe(z.enum(['percentage', 'fixed', 'override']));
export type DiscountKind = 'percentage' | 'fixed' | 'override';

/** A product discount as the storefront shows it. `text` is the badge ('Disc. 20%'), made by the pricing lib. */
export const discountSchema = z.object({
  kind: z.enum(['percentage', 'fixed', 'override']),
  value: z.number(),
  text: z.string(),
  /** Max units of this promo across the whole cart that keep the discount (0 = no limit). */
  promoPurchaseLimit: z.number().int().nonnegative(),
  /** Max units of this item that keep the discount (0 = no limit). */
  purchaseLimit: z.number().int().nonnegative(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type Discount = z.infer<typeof discountSchema>;

export const skinFilterSchema = z.enum(SKIN_FILTERS, { error: 'Jenis kulit tidak dikenal' });
export const productSortSchema = z.enum(PRODUCT_SORTS, {
  error: `Urutan tidak dikenal, pilih salah satu: ${PRODUCT_SORTS.join(', ')}`,
});

export const dimensionSchema = z.object({ length: z.number(), width: z.number(), height: z.number() });
export const marketplaceSchema = z.array(z.object({ name: z.string(), url: z.string() }));

/**
 * Stock and money of one variant. `price` is the regular price, `fixedPrice` the price after the
 * discount (computed by the server with the pricing lib). `quantity` is the unit count sold so far
 * in list items, or the quantity in a cart.
 */
export const warehouseSchema = z.object({
  price: z.number(),
  fixedPrice: z.number(),
  stock: z.number().int(),
  quantity: z.number().int(),
  discount: discountSchema.nullable(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const statisticsSchema = z.object({
  countScore: z.object({ average: z.number() }),
  countReviews: z.number().int(),
  sold: z.number().int(),
});

export const productListItemSchema = z.object({
  productId: z.string(),
  /** Id of the variant this card shows (the product's first available variant). */
  variantId: z.string(),
  name: z.string(),
  /** `{merchant}/{item}` of the shown variant: the detail path is `/products/{url}`. */
  url: z.string(),
  image: z.string(),
  imageAlt: z.string(),
  category: z.string(),
  subCategory: z.string(),
  statistics: statisticsSchema,
  wishlist: z.boolean(),
  warehouse: warehouseSchema,
  size: z.string(),
  dimension: dimensionSchema,
  weight: z.number(),
  marketplace: marketplaceSchema,
  status: z.boolean(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const variantSchema = z.object({
  id: z.string(),
  size: z.string(),
  url: z.string(),
  image: z.string().nullable(),
  /** Most units of this size one order may hold (its own cap, else the shop's; ours, docs/product/orders.md). */
  maxPerOrder: z.number().int().positive().optional(),
  warehouse: warehouseSchema.extend({ stockText: z.string() }),
});
export type Variant = z.infer<typeof variantSchema>;

/**
 * The product page's delivery hint (ours, issue 24): where the parcel leaves from and the cheapest
 * courier to a district — the member's primary address or one the guest picked — with its price for
 * one unit of the size and its estimate in days, from the shipping service the checkout uses.
 */
export const deliveryEstimateSchema = z.object({
  origin: z.string(),
  destination: z.object({ districtId: z.string(), district: z.string(), city: z.string() }).nullable(),
  cheapest: z.object({ courier: z.string(), service: z.string(), price: z.number(), etd: z.string() }).nullable(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

export const productImageSchema = z.object({ originalURL: z.string(), primary: z.boolean(), alt: z.string() });

export const publicReviewSchema = z.object({
  id: z.string(),
  user: z.object({ image: z.string().nullable(), fullName: z.string() }),
  createdAt: z.string(),
  size: z.string(),
  comment: z.string(),
  score: z.number().int().min(1).max(5),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const productDetailSchema = z.object({
  productId: z.string(),
  name: z.string(),
  description: z.string(),
  warning: z.string(),
  howToUse: z.string(),
  composition: z.string(),
  video: z.string().nullable(),
  bpom: z.string(),
  status: z.boolean(),
  category: z.object({ id: z.string(), name: z.string() }),
  subCategory: z.object({ id: z.string(), name: z.string() }),
  skinTypes: z.array(skinFilterSchema),
  image: z.array(productImageSchema),
  wishlist: z.boolean(),
  dimension: dimensionSchema,
  weight: z.number(),
  marketplace: marketplaceSchema,
  /** The variant named by the URL. */
  selectedVariantId: z.string(),
  variant: z.array(variantSchema),
  review: z.object({
    datas: z.array(publicReviewSchema),
    page: z.object({
      currentPage: z.number().int(),
      totalPage: z.number().int(),
      totalData: z.number().int(),
      limit: z.number().int(),
    }),
  }),
  statistics: statisticsSchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const categoryItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(['category', 'subcategory']),
  /** For a subcategory, the category it belongs to. */
  parentId: z.string().nullable(),
});
export type CategoryItem = z.infer<typeof categoryItemSchema>;

export const paymentMethodSchema = z.object({
  name: z.string(),
  photo: z.string(),
  category: z.enum(['virtual-account', 'other']),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const shippingMethodSchema = z.object({ expeditionName: z.string(), image: z.string() });
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
