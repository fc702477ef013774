import type { OrderEvent } from '@rona/rules';
import type { DbOrTx } from '../../db/client';
import type { orders } from '../../db/schema';
import { addNotification } from '../activity/notifications';
import { loadNotificationSettings } from '../account/profile';
import { fill, shopDateTime } from './format';
import { enqueueMessages, type OutgoingEntry } from './outbox';
import { memberAddresses } from './repository';
import { INBOX_WRITTEN_ELSEWHERE, inboxLink, STEP_OF_EVENT, SWITCH_OF_STEP, type OrderStep } from './steps';
import { INBOX_TEXT } from './messages';

type OrderRow = typeof orders.$inferSelect;

/** Why a message was written but not sent (ops `messages` shows it). */
export const SKIP_REASONS = {
  switchedOff: 'dimatikan di pengaturan notifikasi',
  noAddress: 'tidak ada alamat email atau WhatsApp',
} as const;

/** Where a buyer can be reached: a member's e-mail (+ WhatsApp once the phone is verified), a guest's e-mail. */
async function channelsOf(tx: DbOrTx, order: OrderRow): Promise<{ channel: 'email' | 'whatsapp'; to: string }[]> {
  if (!order.userId) return order.contact.email ? [{ channel: 'email', to: order.contact.email.toLowerCase() }] : [];
  const u = await memberAddresses(tx, order.userId);
  if (!u) return [];
  const out: { channel: 'email' | 'whatsapp'; to: string }[] = [];
  if (u.email) out.push({ channel: 'email', to: u.email.toLowerCase() });
  if (u.phone && u.phoneVerified) out.push({ channel: 'whatsapp', to: u.phone });
  return out;
}

/**
 * Writes what a step of an order owes its buyer, in the caller's transaction: the member's inbox
 * entry (unless another module writes it) and one outbox row per channel — 'pending' when the
 * member's switch for the step is on (guests: always), 'skipped' when it is off. Rows are keyed by
 * order, step and channel, so a step is announced once. Rendering happens when the row is sent.
 */
export async function recordOrderStep(
  tx: DbOrTx,
  order: OrderRow,
  step: OrderStep,
  now = new Date(),
  payload: Record<string, unknown> = {},
): Promise<void> {
  const settings = order.userId ? await loadNotificationSettings(tx, order.userId) : null;
  const gate = SWITCH_OF_STEP[step];
  const allowed = !settings || gate === null || settings.transaction[gate];
  const targets = await channelsOf(tx, order);
  const base = { kind: `order.${step}`, orderId: order.id, payload };
  const entries: OutgoingEntry[] = targets.map((t) => ({
    ...base,
    key: `order:${order.id}:${step}:${t.channel}`,
    channel: t.channel,
    recipient: t.to,
    status: allowed ? 'pending' : 'skipped',
    lastError: allowed ? null : SKIP_REASONS.switchedOff,
  }));
  // Nowhere to send: still recorded once, so the step is known to be announced (the reminder job looks).
  if (!entries.length)
    entries.push({
      ...base,
      key: `order:${order.id}:${step}:none`,
      channel: 'email',
      recipient: '',
      status: 'skipped',
      lastError: SKIP_REASONS.noAddress,
    });
  await enqueueMessages(tx, entries, now);
  if (order.userId && !INBOX_WRITTEN_ELSEWHERE.has(step)) {
    const text = INBOX_TEXT[step];
    await addNotification(tx, {
      userId: order.userId,
      type: 'TRANSACTION',
      title: text.title,
      description: fill(text.text, {
        invoice: order.invoice,
        deadline: shopDateTime(order.expiresAt),
        // Once shipped with a waybill, the inbox entry names it too (issue 16).
        courier: order.waybill
          ? `${order.shipping.shippingAgency} (No. Resi ${order.waybill})`
          : order.shipping.shippingAgency,
      }),
      link: inboxLink(step),
    });
  }
}

/** What `moveOrder` calls after a move (one line there): the step the event announces, if any. */
export async function recordOrderMove(
  tx: DbOrTx,
  moved: OrderRow,
  event: OrderEvent,
  now: Date,
  note?: string | null,
): Promise<void> {
  const step = STEP_OF_EVENT[event];
  // An order whose payment could not even be started was never shown to the buyer as placed: 'Bayar' answered an error.
  if (!step || (event === 'paymentFailed' && note === PAYMENT_NOT_CREATED)) return;
  await recordOrderStep(tx, moved, step, now);
}

/** The note create-order.ts writes when the provider refused to start the payment. */
export const PAYMENT_NOT_CREATED = 'payment not created';
