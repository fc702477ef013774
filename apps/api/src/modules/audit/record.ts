import type { AuditActorKind } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { auditEntries } from '../../db/schema';

/** Who a write is recorded against. */
export interface AuditActor {
  kind: AuditActorKind;
  /** The staff id; null for ops, system, payment. */
  id: string | null;
  name: string;
}

export const OPS_ACTOR: AuditActor = { kind: 'ops', id: null, name: 'ops' };
export const SYSTEM_ACTOR: AuditActor = { kind: 'system', id: null, name: 'Sistem' };

/** Field names whose values never reach the trail (passwords, tokens, TOTP secrets, recovery codes). */
const SECRET = /password|token|secret|recovery|otp|hash/i;
const REDACTED = '[disembunyikan]';

type Fields = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changed fields only, before and after (a field in one side only counts as changed); secret
 * fields are kept as changed but their values are replaced. Null when nothing changed.
 */
export function changedFields(
  before: Fields | null,
  after: Fields | null,
): { before: Fields | null; after: Fields | null } {
  if (!before || !after) {
    return { before: before && redact(before), after: after && redact(after) };
  }
  const b: Fields = {};
  const a: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue;
    b[key] = SECRET.test(key) ? REDACTED : (before[key] ?? null);
    a[key] = SECRET.test(key) ? REDACTED : (after[key] ?? null);
  }
  return { before: b, after: a };
}

function redact(fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, SECRET.test(k) ? REDACTED : v]));
}

export interface AuditWrite {
  actor: AuditActor;
  at: Date;
  entity: string;
  entityId: string;
  action: string;
  before?: Fields | null;
  after?: Fields | null;
}

/**
 * One row of the audit trail, written with the caller's transaction handle: it commits with the
 * write it describes, or not at all (docs/decisions/022).
 */
export async function recordAudit(tx: DbOrTx, entry: AuditWrite): Promise<void> {
  const diff = changedFields(entry.before ?? null, entry.after ?? null);
  await tx.insert(auditEntries).values({
    at: entry.at,
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: diff.before,
    after: diff.after,
  });
}
