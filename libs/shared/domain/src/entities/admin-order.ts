import { z } from 'zod';
import { ADMIN_ORDER_ACTION_NAMES, ADMIN_ORDER_TAB_IDS } from '../staff-permissions';
import { auditActorKindSchema } from './audit';
import { checkoutSummarySchema } from './checkout';
import { orderRefundSchema } from './order';
import { orderStatusSchema } from './order-status';

export const adminOrderActionSchema = z.enum(ADMIN_ORDER_ACTION_NAMES, { error: 'Aksi tidak dikenal' });
export const adminOrderTabSchema = z.enum(ADMIN_ORDER_TAB_IDS, { error: 'Tab tidak dikenal' });

/** Buyer contact; masked (maskUsername / maskPhone, e-mail's local part) without `customers:pii`. */
export const adminBuyerSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  guest: z.boolean(),
  userId: z.string().nullable(),
  masked: z.boolean(),
});

/** A row of the workbench. */
export const adminOrderListItemSchema = z.object({
  invoice: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When it must leave the warehouse (paid before 14:00 WIB: that working day, else the next); null before payment. */
  shipBy: z.string().nullable(),
  /** Past its ship-by time and not yet shipped. */
  late: z.boolean(),
  buyer: adminBuyerSchema,
  grandTotal: z.number(),
  itemCount: z.number().int(),
  courier: z.object({ shippingAgency: z.string(), serviceName: z.string() }),
  waybill: z.string().nullable(),
  /** Money owed back and not yet approved (a refund request or a late payment). */
  refundDue: z.boolean(),
  /** The moves this order allows now (whatever the caller's keys; the UI hides what they lack). */
  actions: z.array(adminOrderActionSchema),
});
export type AdminOrderListItem = z.infer<typeof adminOrderListItemSchema>;

export const adminOrderCountsSchema = z.record(adminOrderTabSchema, z.number().int());

export const adminOrderHistorySchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  actor: z.object({ kind: auditActorKindSchema, id: z.string().nullable(), name: z.string() }),
  note: z.string().nullable(),
});

export const adminOrderMessageSchema = z.object({
  kind: z.string(),
  channel: z.enum(['email', 'whatsapp']),
  /** Recipient, masked without `customers:pii`. */
  recipient: z.string(),
  state: z.enum(['pending', 'sent', 'failed', 'skipped']),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});

export const adminOrderNoteSchema = z.object({
  id: z.string(),
  at: z.string(),
  staff: z.object({ id: z.string(), name: z.string() }),
  text: z.string(),
});
export type AdminOrderNote = z.infer<typeof adminOrderNoteSchema>;

export const adminOrderPaymentSchema = z.object({
  provider: z.string(),
  methodCode: z.string(),
  amount: z.number(),
  status: z.string(),
  requestId: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  expiresAt: z.string(),
  /** Verified notifications received from the provider. */
  notifications: z.array(
    z.object({ receivedAt: z.string(), processed: z.boolean(), requestId: z.string().nullable() }),
  ),
});

export const adminOrderDetailSchema = adminOrderListItemSchema.extend({
  uuid: z.string().nullable(),
  expiresAt: z.string(),
  address: z.object({
    recipientName: z.string(),
    phone: z.string(),
    street: z.string(),
    district: z.string(),
    city: z.string(),
    province: z.string(),
    postalCode: z.string(),
  }),
  lines: z.array(
    z.object({
      variantId: z.string().nullable(),
      name: z.string(),
      size: z.string(),
      image: z.string(),
      quantity: z.number().int(),
      price: z.number(),
      finalPrice: z.number(),
      total: z.number(),
    }),
  ),
  summary: checkoutSummarySchema,
  shipping: z.object({
    shippingAgency: z.string(),
    serviceName: z.string(),
    serviceType: z.string(),
    insurance: z.boolean(),
    insuranceFee: z.number(),
  }),
  paymentCode: z.string(),
  payments: z.array(adminOrderPaymentSchema),
  pointsUsed: z.number(),
  cashback: z.number(),
  vouchers: z.array(z.object({ code: z.string(), name: z.string() })),
  refund: orderRefundSchema.nullable(),
  /** The buyer's reason with a refund request. */
  refundReason: z.string().nullable(),
  /** The shop's reason for refusing a refund (the buyer sees it in their order). */
  refundRefusal: z.string().nullable(),
  history: z.array(adminOrderHistorySchema),
  messages: z.array(adminOrderMessageSchema),
  notes: z.array(adminOrderNoteSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** One order's outcome in a batch: moved, or why not (each order succeeds or fails on its own). */
export const adminOrderMoveResultSchema = z.object({
  invoice: z.string(),
  ok: z.boolean(),
  status: orderStatusSchema.nullable(),
  /** The refusal in Indonesian when `ok` is false. */
  message: z.string().nullable(),
});
export type AdminOrderMoveResult = z.infer<typeof adminOrderMoveResultSchema>;

/** Pick list: units per product size over a selection. */
export const adminPickListSchema = z.object({
  invoices: z.array(z.string()),
  lines: z.array(
    z.object({ variantId: z.string().nullable(), name: z.string(), size: z.string(), quantity: z.number().int() }),
  ),
});

/** A packing slip (A6): what goes on the parcel; the unmasked address (it is what the courier reads). */
export const adminPackingSlipSchema = z.object({
  invoice: z.string(),
  waybill: z.string().nullable(),
  recipientName: z.string(),
  phone: z.string(),
  address: z.string(),
  courier: z.object({ shippingAgency: z.string(), serviceName: z.string() }),
  lines: z.array(z.object({ name: z.string(), size: z.string(), quantity: z.number().int() })),
});
