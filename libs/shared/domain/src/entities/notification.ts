import { z } from 'zod';
import { pageSchema } from '../envelope';

export const NOTIFICATION_TYPES = ['TRANSACTION', 'PROMOTION'] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES, { error: 'Jenis notifikasi tidak dikenal' });
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** One inbox entry (activity hub tab and header dropdown). */
export const notificationItemSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  /** Where a click goes; '/user/order' and '/payment/waiting' are old links the UI maps to activity tabs. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationPageSchema = z.object({
  datas: z.array(notificationItemSchema),
  page: pageSchema,
  /** Unread entries across all types. */
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationReadSchema = z.object({ id: z.string(), read: z.literal(true), unread: z.number().int() });

/** Which mails and messages a member wants. Only settable once the e-mail is verified. */
export const notificationSettingsSchema = z.object({
  transaction: z.object({
    waitingPayment: z.boolean(),
    waitingConfirm: z.boolean(),
    processed: z.boolean(),
    shipped: z.boolean(),
    arrives: z.boolean(),
  }),
  promotion: z.object({
    newsletter: z.boolean(),
    discountVoucher: z.boolean(),
    birthDay: z.boolean(),
    newProduct: z.boolean(),
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * A newsletter subscriber as the unsubscribe page sees it. `true` means the mail is still wanted.
 * `fullName` is null when the link matches no subscriber ('Berlangganan Berhasil Dibatalkan').
 */
export const subscriptionSchema = z.object({
  fullName: z.string().nullable(),
  discountVoucher: z.boolean(),
  newProduct: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The unsubscribe form: a box ticked to stop a mail sends `false` for it; at least one must stop. */
export const subscriptionUpdateSchema = z
  .object({ discountVoucher: z.boolean(), newProduct: z.boolean() })
  .refine((p) => !p.discountVoucher || !p.newProduct, { error: 'Pilih minimal satu alasan berhenti berlangganan' });
export type SubscriptionUpdate = z.input<typeof subscriptionUpdateSchema>;

/** A message the shop sent (OTP by WhatsApp, e-mails). Development builds expose them at /dev/v1/outbox. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'whatsapp']),
  /** E-mail address or phone number. */
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  /** Machine-readable parts (otp, reset token, verification uuid…) so tests need not parse the text. */
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
