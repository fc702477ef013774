import type { FastifyBaseLogger } from 'fastify';
import { phoneSchema, type OutboxMessage } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import type { OutboxChannel } from '../../db/schema';
import { insertOutboxMessage, outboxRows } from './repository';
import type { Mailer, WhatsAppSender } from './types';

interface OutboxEntry {
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  data: Record<string, unknown>;
}

/**
 * The sandbox: a message is stored in `outbox_messages` (read it with GET /dev/v1/outbox). The log
 * names only the channel and subject: codes, links and addresses never go to the log.
 */
export async function recordInOutbox(db: DbOrTx, log: FastifyBaseLogger, entry: OutboxEntry): Promise<void> {
  await insertOutboxMessage(db, {
    channel: entry.channel,
    recipient: entry.to,
    subject: entry.subject,
    text: entry.text,
    html: entry.html,
    data: entry.data,
  });
  log.info(
    { outbox: { channel: entry.channel, subject: entry.subject } },
    `[outbox] ${entry.channel} message stored; read it at GET /dev/v1/outbox`,
  );
}

export function outboxMailer(db: DbOrTx, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    send: (m) =>
      recordInOutbox(db, log, {
        channel: 'email',
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        data: m.headers ? { ...m.data, headers: m.headers } : (m.data ?? {}),
      }),
  };
}

export function outboxWhatsApp(db: DbOrTx, log: FastifyBaseLogger): WhatsAppSender {
  return {
    kind: 'outbox',
    send: (m) =>
      recordInOutbox(db, log, {
        channel: 'whatsapp',
        to: m.to,
        subject: null,
        text: m.text,
        html: null,
        data: m.data ?? {},
      }),
  };
}

/** An e-mail lower-case, a phone in its stored 62… form (0812… and +62812… find the same messages). */
function recipientOf(to: string): string {
  if (to.includes('@')) return to.toLowerCase();
  const phone = phoneSchema.safeParse(to);
  return phone.success ? phone.data : to;
}

/** Newest first; `to` names the recipient (see recipientOf). */
export async function readOutbox(
  db: DbOrTx,
  filter: { to?: string; channel?: OutboxChannel; limit: number },
): Promise<OutboxMessage[]> {
  const rows = await outboxRows(db, {
    recipient: filter.to ? recipientOf(filter.to) : undefined,
    channel: filter.channel,
    limit: filter.limit,
  });
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    text: r.text,
    data: r.data,
    createdAt: r.createdAt.toISOString(),
  }));
}
