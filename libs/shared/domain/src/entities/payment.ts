import { z } from 'zod';
import { orderStatusSchema } from './order-status';

export const DOKU_TRANSACTION_STATUSES = ['SUCCESS', 'FAILED', 'PENDING', 'EXPIRED'] as const;

/**
 * A payment notification as DOKU Jokul (v2) posts it. Only the fields the shop reads are
 * described; the provider adds others per channel (virtual_account_payment, card details…),
 * so every object lets unknown fields through. The server checks the `Signature` header
 * (HMAC-SHA256 over Client-Id, Request-Id, Request-Timestamp, target path and body digest)
 * before it trusts any of this.
 */
export const dokuNotificationSchema = z.looseObject({
  order: z.looseObject({
    invoice_number: z.string().min(1).max(64),
    amount: z.number().nonnegative(),
  }),
  transaction: z.looseObject({
    status: z.enum(DOKU_TRANSACTION_STATUSES),
    date: z.string().optional(),
    original_request_id: z.string().optional(),
  }),
  service: z.looseObject({ id: z.string() }).optional(),
  acquirer: z.looseObject({ id: z.string() }).optional(),
  channel: z.looseObject({ id: z.string() }).optional(),
  virtual_account_info: z.looseObject({ virtual_account_number: z.string().optional() }).optional(),
});
export type DokuNotification = z.infer<typeof dokuNotificationSchema>;

/** What the shop answers the provider: the order it matched and its status afterwards. */
export const paymentNotificationResultSchema = z.object({
  invoice_number: z.string(),
  status: orderStatusSchema,
});
export type PaymentNotificationResult = z.infer<typeof paymentNotificationResultSchema>;
