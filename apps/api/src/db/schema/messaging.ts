import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type OutboxChannel = 'email' | 'whatsapp';

/**
 * Every message the sandbox adapters "sent" (no SMTP / WhatsApp configured), so a tester can read
 * OTP codes and mailed links at /dev/v1/outbox outside production.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt)],
);

export type OutgoingStatus = 'pending' | 'sent' | 'failed' | 'skipped';

/**
 * The transactional outbox: every message the shop owes someone (order steps, newsletter mails),
 * written in the transaction of the change that causes it and delivered by the message worker
 * (modules/order-messages/worker.ts) through the messaging adapters, with retries and backoff.
 * `key` makes writing idempotent (one row per order, step and channel); a worker claims rows with
 * FOR UPDATE SKIP LOCKED and a lease (`locked_until`), so several API instances never send one
 * row twice. `skipped`: written for the record but not sent (a switched-off setting, an order that
 * moved on before its reminder went out).
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    /** What to write: 'order.placed', 'order.shipped', 'newsletter.welcome'… (templates in order-messages/mails). */
    kind: text('kind').notNull(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    orderId: uuid('order_id'),
    /** The facts of the moment (refund amount, points earned, subscriber id…); the order itself is read when sending. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<OutgoingStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the latest try started (the worker's claim); null before the first. */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Filled when sent: what went out. */
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outgoing_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('outgoing_messages_order_idx').on(t.orderId, t.kind),
  ],
);
