import { z } from 'zod';
import { pagedSchema, queryInt } from '../envelope';
import { adminFailedMessageSchema } from '../entities/admin-message';
import { endpoint } from './define';

/**
 * Messages that failed to send (issue 28 §6; docs/product/messages.md). The list is `orders:read`,
 * as the dashboard's count and the order notes; sending one again is a write and has its own key,
 * `messages:resend` (Layanan Pelanggan, Pemilik). Each re-queue is audited in its transaction.
 */
export const adminMessagesContract = {
  adminFailedMessages: endpoint({
    method: 'GET',
    path: '/admin/v1/messages/failed',
    auth: 'staff',
    permission: 'orders:read',
    query: z.object({
      page: queryInt({ min: 1, defaultValue: 1 }),
      limit: queryInt({ min: 1, max: 50, defaultValue: 20 }),
    }),
    result: pagedSchema(adminFailedMessageSchema),
    summary:
      'Outbox messages the worker gave up on (failed), latest try first: kind, channel, recipient (masked without customers:pii), order invoice, last error, tries, last try time',
  }),
  adminMessageRetry: endpoint({
    method: 'POST',
    path: '/admin/v1/messages/:id/retry',
    auth: 'staff',
    permission: 'messages:resend',
    params: z.object({ id: z.uuid({ error: 'Pesan tidak ditemukan' }) }),
    result: adminFailedMessageSchema,
    summary:
      'Queue one failed message again (pending, due now, tries from zero), audited; needs messages:resend; a message that is not failed (already queued, sent) is 409',
  }),
};
