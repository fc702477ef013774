import type { DbOrTx } from '../../db/client';
import { recordAudit, type AuditActor } from '../audit/record';
import type { OutgoingRow } from './repository';

/**
 * The audit row of a failed message queued again — the back office's 'Kirim Ulang' (staff) and
 * `npm run ops -- messages --retry-failed` (the operator) write the same one: entity `message`,
 * action `message.retry`, status and tries before and after. Written with the re-queue's own
 * transaction handle (docs/decisions/022).
 */
export function recordMessageRetry(
  tx: DbOrTx,
  actor: AuditActor,
  at: Date,
  before: Pick<OutgoingRow, 'id' | 'status' | 'attempts' | 'lastError'>,
): Promise<void> {
  return recordAudit(tx, {
    actor,
    at,
    entity: 'message',
    entityId: before.id,
    action: 'message.retry',
    before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
    after: { status: 'pending', attempts: 0, lastError: before.lastError },
  });
}
