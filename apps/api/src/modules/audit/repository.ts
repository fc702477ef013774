import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { shopTime } from '@rona/rules';
import type { DbOrTx } from '../../db/client';
import { auditEntries } from '../../db/schema';

export type AuditRow = typeof auditEntries.$inferSelect;

export interface AuditQuery {
  entity?: string;
  entityId?: string;
  actor?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

const ACTOR_KINDS = new Set(['ops', 'system', 'buyer', 'payment', 'staff']);

/** A page of the trail, newest first, with the total. `actor`: a staff id or an actor kind. */
export async function listAudit(db: DbOrTx, q: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const where: (SQL | undefined)[] = [
    q.entity ? eq(auditEntries.entity, q.entity) : undefined,
    q.entityId ? eq(auditEntries.entityId, q.entityId) : undefined,
    q.actor
      ? ACTOR_KINDS.has(q.actor)
        ? eq(auditEntries.actorKind, q.actor as AuditRow['actorKind'])
        : eq(auditEntries.actorId, q.actor)
      : undefined,
    q.from ? gte(auditEntries.at, new Date(shopTime(q.from, 'start'))) : undefined,
    q.to ? lte(auditEntries.at, new Date(shopTime(q.to, 'end'))) : undefined,
  ];
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(filter)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(auditEntries).where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}
