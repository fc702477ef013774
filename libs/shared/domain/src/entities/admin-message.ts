import { z } from 'zod';

/**
 * A message of the outbox (`outgoing_messages`) the worker gave up on (issue 28 §6;
 * docs/product/messages.md): what it was, to whom (masked without `customers:pii`), for which
 * order, why it failed and how often it was tried.
 */
export const adminFailedMessageSchema = z.object({
  id: z.string(),
  /** The template: 'order.shipped', 'newsletter.welcome'… */
  kind: z.string(),
  channel: z.enum(['email', 'whatsapp']),
  recipient: z.string(),
  masked: z.boolean(),
  /** The order it is about (null for a newsletter message). */
  invoice: z.string().nullable(),
  /** The last refusal or error of the provider. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  /** When the latest try started (null for a message tried before this was recorded). */
  lastAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(['pending', 'sent', 'failed', 'skipped']),
});
export type AdminFailedMessage = z.infer<typeof adminFailedMessageSchema>;
