import type { FastifyInstance } from 'fastify';
import type { AdminFailedMessage } from '@rona/domain';
import { maskEmail, maskPhone } from '@rona/rules';
import type { StaffCaller } from '../../http/auth';
import { conflict, notFound } from '../../http/errors';
import { fill } from '../../lib/fill';
import { recordMessageRetry } from '../order-messages/retry-audit';
import { staffActor } from '../staff/service';
import { adminMessageMessages as m, statusLabels } from './messages';
import { listFailed, messageById, requeueOneFailed, type MessageWithInvoice } from './repository';

/** One message as staff see it: the recipient masked unless the caller holds `customers:pii`. */
export function messageView(row: MessageWithInvoice, pii: boolean): AdminFailedMessage {
  const mask = row.channel === 'email' ? maskEmail : maskPhone;
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    recipient: pii ? row.recipient : mask(row.recipient),
    masked: !pii,
    invoice: row.invoice,
    error: row.lastError,
    attempts: row.attempts,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
  };
}

const pii = (caller: StaffCaller) => caller.permissions.includes('customers:pii');

/** Messages that failed to send, and sending one again (docs/product/messages.md). */
export function adminMessageService(app: FastifyInstance) {
  const db = app.db;
  return {
    async failed(caller: StaffCaller, q: { page: number; limit: number }) {
      const { rows, total } = await listFailed(db, q);
      return {
        datas: rows.map((r) => messageView(r, pii(caller))),
        page: { currentPage: q.page, totalPage: Math.ceil(total / q.limit), totalData: total, limit: q.limit },
      };
    },

    /** Queued again with its audit row in one transaction; not failed (already queued, sent) → 409. */
    async retry(caller: StaffCaller, id: string): Promise<AdminFailedMessage> {
      const at = app.clock.now();
      return db.transaction(async (tx) => {
        const before = await messageById(tx, id);
        if (!before) throw notFound(m.notFound);
        if (!(await requeueOneFailed(tx, id, at))) {
          const now = (await messageById(tx, id)) ?? before;
          throw conflict(fill(m.notFailed, { status: statusLabels[now.status] }));
        }
        await recordMessageRetry(tx, staffActor(caller), at, before);
        return messageView(
          { ...before, status: 'pending', attempts: 0, nextAttemptAt: at, lockedUntil: null },
          pii(caller),
        );
      });
    },
  };
}
