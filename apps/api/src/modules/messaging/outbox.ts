import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { phoneSchema, type OutboxMessage } from '@rona/domain';
import type { Database } from '../../db/client';
import { outboxMessages, type OutboxChannel } from '../../db/schema';
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
export async function recordInOutbox(db: Database, log: FastifyBaseLogger, entry: OutboxEntry): Promise<void> {
  await db.insert(outboxMessages).values({
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

export function outboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
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

export function outboxWhatsApp(db: Database, log: FastifyBaseLogger): WhatsAppSender {
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
  db: Database,
  filter: { to?: string; channel?: OutboxChannel; limit: number },
): Promise<OutboxMessage[]> {
  const where: SQL[] = [];
  if (filter.to) where.push(eq(outboxMessages.recipient, recipientOf(filter.to)));
  if (filter.channel) where.push(eq(outboxMessages.channel, filter.channel));
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(filter.limit);
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
