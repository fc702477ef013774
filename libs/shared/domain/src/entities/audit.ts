import { z } from 'zod';

/** Who made a change: a staff member, the operator tool (`ops`), the shop itself (jobs), or a buyer. */
export const AUDIT_ACTOR_KINDS = ['staff', 'ops', 'system', 'buyer', 'payment'] as const;
export const auditActorKindSchema = z.enum(AUDIT_ACTOR_KINDS);
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** One audited write: who, when, what, and the changed fields before and after (secrets never stored). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ kind: auditActorKindSchema, id: z.string().nullable(), name: z.string() }),
  /** e.g. 'order' (id: its invoice), 'staff' (id: the staff id), 'role'. */
  entity: z.string(),
  entityId: z.string(),
  /** e.g. 'order.confirm', 'order.note', 'staff.create', 'staff.totp-enable'. */
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
