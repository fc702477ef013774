import { z } from 'zod';
import { PAYMENT_METHOD_TYPES } from '../constants';
import { addressSchema, guestAddressInputSchema } from './address';
import { cartItemSchema, voucherSchema } from './cart';

export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];
/** The payment provider the checkout sends as `payment.type`. */
export const PAYMENT_PROVIDER = 'doku';

export const checkoutShippingSchema = z.object({
  id: z.string(),
  group: z.string(),
  price: z.number(),
  shippingAgency: z.string(),
  serviceType: z.string(),
  serviceName: z.string(),
  /** Estimate in days, e.g. '1-2'. */
  serviceEst: z.string(),
  insurance: z.boolean(),
  forceInsurance: z.boolean(),
  insuranceAmount: z.number(),
  insurance_add_cost: z.number(),
  insurance_fee: z.number(),
});
export type CheckoutShipping = z.infer<typeof checkoutShippingSchema>;

export const checkoutPaymentSchema = z.object({ type: z.string(), methode: z.string() });
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

export const checkoutSummarySchema = z.object({
  totalItems: z.number().int(),
  itemsTotal: z.number(),
  totalPrice: z.number(),
  discountTotal: z.number(),
  discountShipping: z.number(),
  shippingAmount: z.number(),
  serviceFee: z.number(),
  serviceInsurance: z.number(),
  totalPointUsed: z.number(),
  /** Cashback points this order earns. */
  point: z.number(),
  grandTotal: z.number(),
  weightTotal: z.number(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

export const checkoutSchema = z.object({
  id: z.string(),
  /** The selected cart lines this checkout buys. */
  products: z.array(cartItemSchema),
  vouchers: z.array(voucherSchema),
  customer: z.object({
    address: addressSchema.nullable(),
    /** The member's point balance (0 for guests). */
    point: z.number(),
  }),
  guest: z.boolean(),
  shipping: checkoutShippingSchema.nullable(),
  payment: checkoutPaymentSchema.nullable(),
  usingPoint: z.boolean(),
  disableUsingPoint: z.boolean(),
  summary: checkoutSummarySchema,
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** One courier service quoted for a checkout (the shipping provider's field names). */
export const shippingServiceSchema = z.object({
  /** Quote id to send back as `shipping.id`. */
  id: z.string(),
  group: z.string(),
  cost: z.number(),
  /** The agency, e.g. 'JNE'. */
  service: z.string(),
  service_type: z.string(),
  service_name: z.string(),
  /** Estimate in days, e.g. '1-2'. */
  etd: z.string(),
  /** True when the courier requires insurance (becomes `forceInsurance` on the checkout). */
  insurance: z.boolean(),
  setting: z.object({ insurance_add_cost: z.number(), insurance_fee: z.number() }),
});
export type ShippingService = z.infer<typeof shippingServiceSchema>;

export const paymentServiceMethodSchema = z.object({
  /** Exact channel, sent as `payment.methode` (e.g. VIRTUAL_ACCOUNT_BCA). */
  code: z.string(),
  name: z.string(),
  photo: z.string(),
  /** The family (one of PAYMENT_METHOD_TYPES). */
  method: z.enum(PAYMENT_METHOD_TYPES),
});
export const paymentServiceCategorySchema = z.object({
  category: z.string(),
  methods: z.array(paymentServiceMethodSchema),
});
export type PaymentServiceMethod = z.infer<typeof paymentServiceMethodSchema>;
export type PaymentServiceCategory = z.infer<typeof paymentServiceCategorySchema>;

/** What the checkout sends when a courier service is picked: the quote id and the insurance box. */
export const shippingChoiceSchema = z.object({
  id: z.string({ error: 'Belum Memilih Pengiriman' }).min(1, { error: 'Belum Memilih Pengiriman' }),
  insurance: z.boolean().default(false),
});
export type ShippingChoice = z.input<typeof shippingChoiceSchema>;

export const paymentChoiceSchema = z.object({
  type: z.literal(PAYMENT_PROVIDER, { error: 'Penyedia pembayaran tidak dikenal' }),
  methode: z
    .string({ error: 'Belum Memilih Metode Pembayaran' })
    .min(1, { error: 'Belum Memilih Metode Pembayaran' })
    .max(64),
});
export type PaymentChoice = z.input<typeof paymentChoiceSchema>;

/**
 * A member's checkout change: the address (one of their own; by default the primary), the shipping
 * service (a quote id from shippingPrice, re-priced by the server), the payment method or the points
 * toggle. Several may come in one call; the answer is the recomputed checkout.
 */
export const checkoutUpdateSchema = z
  .object({
    addressId: z
      .string({ error: 'Alamat tidak ditemukan' })
      .trim()
      .min(1, { error: 'Alamat tidak ditemukan' })
      .max(64)
      .optional(),
    shipping: shippingChoiceSchema.optional(),
    payment: paymentChoiceSchema.optional(),
    usingPoint: z.boolean({ error: 'Pilihan poin tidak valid' }).optional(),
  })
  .refine(
    (b) =>
      b.addressId !== undefined || b.shipping !== undefined || b.payment !== undefined || b.usingPoint !== undefined,
    {
      error: 'Tidak ada perubahan checkout',
    },
  );
export type CheckoutUpdate = z.input<typeof checkoutUpdateSchema>;

/**
 * The guest's checkout change: the one address (with e-mail), the courier (null clears it) and the
 * payment method (the spec lists customer and shipping; a guest must pick a method too). Guests
 * cannot use points.
 */
export const guestCheckoutUpdateSchema = z
  .object({
    customer: z.object({ address: guestAddressInputSchema }).optional(),
    shipping: shippingChoiceSchema.nullable().optional(),
    payment: paymentChoiceSchema.optional(),
  })
  .refine((b) => b.customer !== undefined || b.shipping !== undefined || b.payment !== undefined, {
    error: 'Tidak ada perubahan checkout',
  });
export type GuestCheckoutUpdate = z.input<typeof guestCheckoutUpdateSchema>;

export const checkoutIdSchema = z
  .string({ error: 'Checkout Data Tidak Valid' })
  .trim()
  .min(1, { error: 'Checkout Data Tidak Valid' })
  .max(64, { error: 'Checkout Data Tidak Valid' });
