import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Address, CheckoutShipping, CheckoutSummary, OrderStatus } from '@rona/domain';
import { users } from './accounts';
import { checkouts } from './cart';
import { variants } from './catalogue';
import { vouchers } from './content';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Who the order belongs to and how to reach them (a guest has no account). */
export interface OrderContact {
  name: string;
  email: string;
  phone: string;
}

/** An order: the checkout frozen at 'Bayar' (money, address, courier, payment method). */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'NMW-…', also the payment's invoice at the provider. */
    invoice: text('invoice').notNull().unique(),
    /** The guest's link (/payment-guest/{uuid}, /tracking-order/{uuid}); null for members. */
    guestUuid: uuid('guest_uuid').unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    guest: boolean('guest').notNull().default(false),
    contact: jsonb('contact').$type<OrderContact>().notNull(),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull(),
    summary: jsonb('summary').$type<CheckoutSummary>().notNull(),
    address: jsonb('address').$type<Address>().notNull(),
    shipping: jsonb('shipping').$type<CheckoutShipping>().notNull(),
    paymentCode: text('payment_code').notNull(),
    /** The courier's receipt number (resi), recorded by the operator when the parcel ships; null before. */
    waybill: text('waybill'),
    pointsUsed: integer('points_used').notNull().default(0),
    cashback: integer('cashback').notNull().default(0),
    grandTotal: integer('grand_total').notNull(),
    /** The client address the order was placed from (caps on open unpaid guest orders per address). */
    clientAddress: text('client_address'),
    refundReason: text('refund_reason'),
    /** Why the shop refused a refund request (the buyer reads it in their order). */
    refundRefusal: text('refund_refusal'),
    /** Money received for an order that can no longer take it (a payment after cancel/expiry): to be paid back. */
    refundDueAt: at('refund_due_at'),
    /** Rupiah paid back, recorded when the refund is approved (paid − the refund fee for a buyer's request). */
    refundAmount: integer('refund_amount'),
    refundApprovedAt: at('refund_approved_at'),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
    // The day at a glance reads orders by payment time (today, last week, the last 30 days).
    index('orders_paid_at_idx').on(t.paidAt),
  ],
);

/** One bought line, frozen (name, size, price) so later catalogue edits do not change the order. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variantId: uuid('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    productId: uuid('product_id'),
    name: text('name').notNull(),
    size: text('size').notNull(),
    url: text('url').notNull(),
    image: text('image').notNull(),
    weight: integer('weight').notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price before the product discount. */
    price: integer('price').notNull(),
    /** Unit price paid. */
    finalPrice: integer('final_price').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export type OrderHistoryActor = 'buyer' | 'payment' | 'operator' | 'system';

/** Every status an order took, with when and who (the tracking events are read from it). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    at: at('at').notNull().defaultNow(),
    actor: text('actor').$type<OrderHistoryActor>().notNull(),
    /** Who exactly, when known: a staff member's id and name, or 'ops' for the operator tool. */
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    note: text('note'),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);

/** One use of a voucher by an order: counted against its limits while the order holds it, deleted when the order is cancelled or expires. */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.voucherId, t.orderId] }), index('voucher_uses_user_idx').on(t.voucherId, t.userId)],
);
