import { z } from 'zod';
import { orderStatusSchema } from './order-status';

/** One bought line, frozen at order time. `id` is the variant id (what a review is about). */
export const orderProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.string(),
  url: z.string(),
  image: z.string(),
  weight: z.number(),
  quantity: z.number().int(),
  /** Unit price paid. */
  price: z.number(),
  totalPrice: z.number(),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

/** The provider's payment details; each part is present only for its method family. */
export const paymentDetailSchema = z.object({
  order: z.object({ invoice_number: z.string() }),
  virtual_account_info: z.object({ expired_date: z.string(), virtual_account_number: z.string() }).nullable(),
  online_to_offline_info: z.object({ expired_date: z.string(), payment_code: z.string() }).nullable(),
  /** The hosted card page; `expired_date` is the payment's deadline (ours: the API adds it when it answers). */
  credit_card_payment_page: z.object({ url: z.string(), expired_date: z.string().optional() }).nullable(),
  shopeepay_payment: z.object({ status: z.string(), redirect_url_http: z.string().nullable() }).nullable(),
  payment_instruction: z.array(z.object({ channel: z.string(), step: z.array(z.string()) })),
  /**
   * Only from the built-in sandbox provider: its page where a tester pays or fails a virtual-account
   * or pay-at-store payment (a real one is paid at the bank or the till). Never set in production.
   */
  sandbox_payment_page: z.object({ url: z.string() }).nullable().optional(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

/** What the payment-waiting pages show (member by invoice, guest by uuid). */
export const paymentDataSchema = z.object({
  invoice: z.string(),
  /** Set for guest orders. */
  uuid: z.string().nullable(),
  date: z.string(),
  /** The method code, e.g. VIRTUAL_ACCOUNT_BCA. */
  methode: z.string(),
  image: z.string(),
  status: orderStatusSchema,
  totalPayment: z.number(),
  summary: z.object({ grandTotal: z.number() }),
  detail: paymentDetailSchema,
});
export type PaymentData = z.infer<typeof paymentDataSchema>;

export const orderListItemSchema = z.object({
  invoice: z.string(),
  /** The same number as sent to the payment provider. */
  invoice_number: z.string(),
  uuid: z.string().nullable(),
  date: z.string(),
  status: orderStatusSchema,
  products: z.array(orderProductSchema),
  summary: z.object({ grandTotal: z.number(), totalServicePrice: z.number(), point: z.number() }),
  /** For unpaid orders, `detail` carries what the method's view needs (VA number, expiry…). */
  payments: z.object({ methode: z.string().nullable(), detail: paymentDetailSchema.nullable() }),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** A refund: asked for (REQUEST_REFUND) or owed for a payment that came after the order closed, then approved. */
export const orderRefundSchema = z.object({
  /** DUE: owed, waiting for the seller's approval; APPROVED: approved, paid back within 7 working days. */
  status: z.enum(['DUE', 'APPROVED']),
  /** What the buyer paid (the grand total). */
  paid: z.number(),
  /** What goes back: recorded at approval; while due, what will go back. */
  amount: z.number(),
  /** True when the money arrived after the order was cancelled or expired (paid back whole). */
  latePayment: z.boolean(),
  /** When the refund was approved (ISO 8601), else null. */
  approvedAt: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderDetailSchema = z.object({
  invoice: z.string(),
  uuid: z.string().nullable(),
  status: orderStatusSchema,
  dateBuy: z.string(),
  products: z.array(orderProductSchema),
  totalWeight: z.number(),
  logistics: z.object({
    courier: z.object({ shippingAgency: z.string(), serviceName: z.string() }),
    destination: z.object({
      recipientName: z.string(),
      phone: z.string(),
      street: z.string(),
      district: z.string(),
      city: z.string(),
      province: z.string(),
      postalCode: z.string(),
    }),
    /** The courier's receipt number (resi), once the order shipped; null or absent before. */
    waybill: z.string().nullable().optional(),
  }),
  payments: z.object({
    methode: z.string().nullable(),
    totalProductPrice: z.number(),
    totalShippingPrice: z.number(),
    totalPointUsed: z.number(),
    totalServiceInsurance: z.number(),
    /** Every discount on the goods: the products' own discounts and the transaction voucher. */
    totalDiscountPrice: z.number(),
    /** The transaction voucher's part of totalDiscountPrice (ours, issue 24), so an order shows it on its own line. */
    totalDiscountVoucher: z.number().optional(),
    totalDiscountShipping: z.number(),
    totalServicePrice: z.number(),
    grandTotal: z.number(),
    point: z.number(),
  }),
  /** The reason given with a refund request, if any. */
  refundRequest: z.string().nullable(),
  /** Money going back to the buyer; absent or null when none. */
  refund: orderRefundSchema.nullable().optional(),
  /** Why the shop refused the buyer's refund request (shown in their order); absent or null when not refused. */
  refundRefusal: z.string().nullable().optional(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderCreatedSchema = z.object({
  order: z.object({
    invoice_number: z.string(),
    status: orderStatusSchema,
    payments: z.object({ methode: z.string().nullable() }),
  }),
});
export const guestOrderCreatedSchema = z.object({ uuid: z.string(), order: z.object({ invoice_number: z.string() }) });

/** An order after a status change (cancel, finish, refund request). `point`: points awarded, if any. */
export const orderStatusChangeSchema = z.object({ invoice: z.string(), status: orderStatusSchema, point: z.number() });
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

export const trackingEventSchema = z.object({
  created_at: z.string(),
  status: z.string(),
  status_message: z.string(),
  icon: z.string().nullable(),
  driver: z.string().nullable(),
  receiver: z.string().nullable(),
  images: z.array(z.string()),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

export const refundRequestSchema = z.object({
  refundRequest: z
    .string({ error: 'Alasan Pengembalian Tidak Boleh Kosong' })
    .trim()
    .min(1, { error: 'Alasan Pengembalian Tidak Boleh Kosong' })
    .max(500, { error: 'Alasan Pengembalian maksimal 500 karakter' }),
});
/** The refund dialog: the reason plus the ticked terms box (the box is not sent). */
export const refundFormSchema = refundRequestSchema.extend({
  terms: z.literal(true, { error: 'Syarat dan ketentuan pengembalian dana harus disetujui' }),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;
