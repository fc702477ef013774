import type { Database } from '../../db/client';
import type { OutgoingStatus } from '../../db/schema';
import { OPS_ACTOR } from '../audit/record';
import { listOutgoing, requeueFailed } from './repository';
import { recordMessageRetry } from './retry-audit';

const STATUSES: readonly OutgoingStatus[] = ['pending', 'failed', 'sent', 'skipped'];

export const MESSAGES_USAGE =
  'npm run ops -- messages [--status pending|failed|sent|skipped|all] [--limit N] [--retry-failed]   (default: pending and failed; --retry-failed queues the failed ones again)';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Hides most of an address in the operator's terminal: 'an***@contoh.id', '62812****890'. */
export function maskRecipient(to: string): string {
  if (!to) return '-';
  const at = to.indexOf('@');
  if (at > 0) return `${to.slice(0, Math.min(2, at))}***${to.slice(at)}`;
  return to.length > 8 ? `${to.slice(0, 5)}****${to.slice(-3)}` : '****';
}

/**
 * `npm run ops -- messages`: the outbox as the operator sees it — what is still waiting (with its
 * tries, next try and last error) and what was given up. `--retry-failed` puts the failed ones back
 * in the queue, due now, each with its audit row (actor `ops`, as the back office's 'Kirim Ulang'
 * writes it) in the same transaction: all of them with their rows, or none.
 */
export async function messagesCommand(db: Database, args: string[], now = new Date()): Promise<string[]> {
  if (args.includes('--retry-failed')) {
    const requeued = await db.transaction(async (tx) => {
      const rows = await requeueFailed(tx, now);
      for (const row of rows) await recordMessageRetry(tx, OPS_ACTOR, now, row);
      return rows.length;
    });
    return [`${requeued} pesan gagal dijadwalkan ulang.`];
  }
  const wanted = option(args, 'status') ?? 'pending,failed';
  const statuses = wanted === 'all' ? STATUSES : (wanted.split(',') as OutgoingStatus[]);
  if (!statuses.every((s) => STATUSES.includes(s)))
    throw new Error(`Status pesan tidak dikenal: ${wanted}\n${MESSAGES_USAGE}`);
  const limit = Number(option(args, 'limit') ?? 50);
  const rows = await listOutgoing(db, [...statuses], Number.isInteger(limit) && limit > 0 ? limit : 50);
  if (!rows.length) return [`Tidak ada pesan (${statuses.join(', ')}).`];
  return rows.map((r) =>
    [
      r.status.padEnd(7),
      r.kind.padEnd(22),
      r.channel.padEnd(8),
      maskRecipient(r.recipient).padEnd(20),
      `percobaan ${r.attempts}`,
      r.status === 'pending'
        ? `berikutnya ${r.nextAttemptAt.toISOString()}`
        : r.sentAt
          ? `terkirim ${r.sentAt.toISOString()}`
          : `dibuat ${r.createdAt.toISOString()}`,
      r.lastError ? `— ${r.lastError.slice(0, 120)}` : '',
    ]
      .join('  ')
      .trimEnd(),
  );
}
