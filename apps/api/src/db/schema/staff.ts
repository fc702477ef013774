import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditActorKind, PermissionKey } from '@rona/domain';
import { orders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A role: a named set of permission keys (data; seeded with SEEDED_STAFF_ROLES). */
export const staffRoles = pgTable('staff_roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  permissions: jsonb('permissions').$type<PermissionKey[]>().notNull(),
  /** The owner role holds every key and cannot be removed or demoted. */
  owner: boolean('owner').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A back-office account: not a shop member (own table, own sessions, own login). */
export const staffMembers = pgTable('staff_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  roleId: text('role_id')
    .notNull()
    .references(() => staffRoles.id),
  active: boolean('active').notNull().default(true),
  /** The confirmed TOTP secret (base32); null while the second factor is off. Never logged or audited. */
  totpSecret: text('totp_secret'),
  /** A secret being enrolled, until its first code confirms it. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The 30-second step of the last code accepted: a code is good once (RFC 6238 §5.2). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** sha256 of each unused recovery code; a used one is removed. */
  recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
  createdAt: at('created_at').notNull().defaultNow(),
  lastLoginAt: at('last_login_at'),
  /** Invited and not yet through the link: no password of their own yet (a random one nobody knows). */
  invitationPending: boolean('invitation_pending').notNull().default(false),
});

/**
 * An invitation link (`/admin/invitation/{token}`): one use, 72 hours; only the sha256 of the token
 * is kept. A new invitation to the same account retires the earlier ones.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('staff_invitations_staff_idx').on(t.staffId)],
);

/** A staff session: ends at `expires_at` (12 h), after 30 minutes without a call, or at logout. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    revoked: boolean('revoked').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * The audit trail: one row per admin write, in the write's transaction (a failed write leaves
 * none). `before`/`after` hold the changed fields only; secrets are never stored.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: at('at').notNull(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    /** The staff id; null for ops, system and payment. */
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_entries_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_entries_at_idx').on(t.at),
    index('audit_entries_actor_idx').on(t.actorId, t.at),
  ],
);

/** Staff's internal notes on an order (the buyer never sees them). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);
