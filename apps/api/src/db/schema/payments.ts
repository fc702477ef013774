import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export type PaymentStatus = 'PENDING' | 'SUCCESS' | 'FAILED' | 'EXPIRED';
export type PaymentProviderName = 'sandbox' | 'doku';

/**
 * One payment started at the provider for one invoice. `detail` is what the payment-waiting pages
 * show (the provider's field names: VA number, pay-at-store code, page URL, instructions);
 * `providerPayload` keeps the provider's raw answer for support.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The invoice number sent to the provider as `order.invoice_number`; one payment per invoice. */
    invoice: text('invoice').notNull().unique(),
    /** e.g. VIRTUAL_ACCOUNT_BCA, CREDIT_CARD, ONLINE_TO_OFFLINE_ALFA, EMONEY_SHOPEE_PAY. */
    methodCode: text('method_code').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The Request-Id of the create call at the provider. */
    requestId: text('request_id').notNull(),
    /** Rupiah. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('PENDING'),
    expiresAt: at('expires_at').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    providerPayload: jsonb('provider_payload').$type<unknown>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When the first accepted notification moved it out of PENDING. */
    settledAt: at('settled_at'),
    /**
     * When the provider reported the money received (SUCCESS), also after the order was closed: a
     * payment with `paid_at` set and a status other than SUCCESS is a late payment, owed back.
     */
    paidAt: at('paid_at'),
  },
  (t) => [index('payments_pending_expiry_idx').on(t.status, t.expiresAt)],
);

/** Every verified notification delivery as received (unsigned or stale ones are refused before anything is stored). */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null when the body named no known invoice. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    /** The delivery's Request-Id header. */
    requestId: text('request_id'),
    rawBody: text('raw_body').notNull(),
    signatureOk: boolean('signature_ok').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    /** True only for the one delivery that settled its payment; replays stay false. */
    processed: boolean('processed').notNull().default(false),
  },
  (t) => [index('payment_notifications_payment_idx').on(t.paymentId)],
);
