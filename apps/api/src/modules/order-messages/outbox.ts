import type { DbOrTx } from '../../db/client';
import type { OutboxChannel, OutgoingStatus } from '../../db/schema';
import { insertOutgoing } from './repository';

/** One message owed to someone, as written into the outbox (rendered when it is sent). */
export interface OutgoingEntry {
  /** Unique: the same key written twice is one message (e.g. `order:<id>:shipped:email`). */
  key: string;
  kind: string;
  channel: OutboxChannel;
  recipient: string;
  orderId?: string | null;
  payload?: Record<string, unknown>;
  /** 'skipped' records a message the member's settings switched off. */
  status?: Extract<OutgoingStatus, 'pending' | 'skipped'>;
  lastError?: string | null;
  /** Not before (a reminder's time); now by default. */
  notBefore?: Date;
}

/**
 * Writes messages into the outbox with the caller's transaction, so they exist exactly when the
 * change that causes them commits (a rolled-back order move writes none). A key already there is
 * left alone (idempotent: a retried transaction or a repeated event sends one message).
 */
export async function enqueueMessages(tx: DbOrTx, entries: OutgoingEntry[], now = new Date()): Promise<void> {
  if (!entries.length) return;
  await insertOutgoing(
    tx,
    entries.map((e) => ({
      key: e.key,
      kind: e.kind,
      channel: e.channel,
      recipient: e.recipient,
      orderId: e.orderId ?? null,
      payload: e.payload ?? {},
      status: e.status ?? 'pending',
      lastError: e.lastError ?? null,
      nextAttemptAt: e.notBefore ?? now,
      createdAt: now,
    })),
  );
}
