import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import type { Messaging } from '../messaging';
import { lockUnpaidOrdersDue } from '../order-records/repository';
import { composeMessage, type ComposeContext } from './compose';
import { leaseMessages, lockDueMessageIds, settleLeased, type NewOutgoing, type OutgoingRow } from './repository';
import { recordOrderStep } from './record';
import { REMINDER_LEAD_MS } from './steps';

/** Retries: 30 s, 1 min, 2 min … doubling up to 1 h between tries; after 12 tries (about 7 h) the message is 'failed'. */
export const MESSAGE_RETRY = {
  maxAttempts: 12,
  baseMs: 30_000,
  capMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
  laterMs: 5_000,
} as const;

/** The wait after the n-th failed try (n ≥ 1): exponential, capped. */
export const backoffMs = (attempt: number) =>
  Math.min(MESSAGE_RETRY.baseMs * 2 ** Math.max(0, attempt - 1), MESSAGE_RETRY.capMs);

export interface WorkerDeps {
  db: Database;
  messaging: Messaging;
  compose: ComposeContext;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  skipped: number;
  later: number;
}

/**
 * Claims due messages for this worker: FOR UPDATE SKIP LOCKED (a row another worker is claiming
 * is passed over, never waited on) and a lease (`locked_until`) taken in the same short
 * transaction, so the sending itself happens outside any transaction and no other instance takes
 * the row while the lease lasts. A row whose worker died is taken again when its lease ends.
 */
async function claimDue(db: Database, now: Date, batch: number): Promise<OutgoingRow[]> {
  return db.transaction(async (tx) => {
    const due = await lockDueMessageIds(tx, now, batch);
    if (!due.length) return [];
    return leaseMessages(tx, due, now, new Date(now.getTime() + MESSAGE_RETRY.leaseMs));
  });
}

/** Updates a claimed row, only while this claim still holds it (its lease unchanged). */
const settle = (db: DbOrTx, row: OutgoingRow, set: Partial<NewOutgoing>) => settleLeased(db, row, set);

/**
 * One run of the message worker: claims what is due, composes each message from the order as it
 * is now and hands it to the adapter (SMTP / WhatsApp Cloud, or the sandbox outbox). A refusal or
 * an unreachable provider only postpones the message (exponential backoff); the order never
 * notices. Safe to run from several API instances at once.
 */
export async function deliverDueMessages(
  deps: WorkerDeps,
  opts: { now?: Date; batch?: number } = {},
): Promise<DeliveryReport> {
  const now = opts.now ?? new Date();
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, skipped: 0, later: 0 };
  const rows = await claimDue(deps.db, now, opts.batch ?? 20);
  for (const row of rows) {
    try {
      const composed = await composeMessage(deps.db, deps.compose, row);
      if (composed.kind === 'skip') {
        await settle(deps.db, row, { status: 'skipped', lastError: composed.reason });
        report.skipped++;
        continue;
      }
      if (composed.kind === 'later') {
        // Not a failure: the try is not counted.
        await settle(deps.db, row, {
          attempts: row.attempts - 1,
          nextAttemptAt: new Date(now.getTime() + MESSAGE_RETRY.laterMs),
          lastError: composed.reason,
        });
        report.later++;
        continue;
      }
      if (composed.kind === 'mail') await deps.messaging.mail.send(composed.message);
      else await deps.messaging.whatsapp.send(composed.message);
      await settle(deps.db, row, { status: 'sent', sentAt: new Date(), subject: composed.subject, lastError: null });
      report.sent++;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const last = row.attempts >= MESSAGE_RETRY.maxAttempts;
      await settle(
        deps.db,
        row,
        last
          ? { status: 'failed', lastError: error }
          : { nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)), lastError: error },
      );
      deps.log?.warn(
        { message: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts, err: error },
        last ? 'messages: given up' : 'messages: delivery failed, retried later',
      );
      if (last) report.failed++;
      else report.retrying++;
    }
  }
  return report;
}

/**
 * Writes the payment reminder of every unpaid order that expires within REMINDER_LEAD_MS and has
 * none yet, in one transaction with the orders locked (SKIP LOCKED: parallel runs take different
 * orders; the outbox key makes a repeat harmless). Answers the invoices reminded.
 */
export async function remindUnpaidOrders(db: Database, now = new Date(), batch = 100): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await lockUnpaidOrdersDue(tx, {
      expiresAfter: now,
      expiresBy: new Date(now.getTime() + REMINDER_LEAD_MS),
      withoutMessage: 'order.reminder',
      batch,
    });
    for (const order of due) await recordOrderStep(tx, order, 'reminder', now);
    return due.map((o) => o.invoice);
  });
}

/**
 * One run of the outbox worker (a job of the API process, jobs/shop-jobs.ts): writes the due
 * payment reminders, then delivers what is due a batch at a time until nothing is left, at most 10
 * batches, or the process is stopping (the batch in hand is finished first).
 */
export async function runMessageWorker(deps: WorkerDeps, stopping: () => boolean = () => false): Promise<void> {
  await remindUnpaidOrders(deps.db);
  for (let i = 0; i < 10 && !stopping(); i++) {
    const r = await deliverDueMessages(deps);
    if (r.sent + r.retrying + r.failed + r.skipped + r.later === 0) break;
  }
}
