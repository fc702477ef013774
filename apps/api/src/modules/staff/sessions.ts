import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffMembers, staffRoles, staffSessions } from '../../db/schema';
import type { StaffCaller } from '../../http/auth';
import { hashToken } from '../auth/sessions';

/** A staff session ends 12 hours after login at the latest… */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** …and after 30 minutes without a call. */
export const STAFF_IDLE_MS = 30 * 60 * 1000;
/** The idle clock is written at most this often (one write per call would be one per call). */
const TOUCH_EVERY_MS = 30 * 1000;

export async function createStaffSession(
  db: DbOrTx,
  staffId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_TTL_MS);
  await db
    .insert(staffSessions)
    .values({ tokenHash: hashToken(token), staffId, expiresAt, lastSeenAt: now, createdAt: now });
  return { token, expiresAt };
}

/**
 * The staff member behind a token: a live session (not revoked, not past 12 h, used within 30 min)
 * of an active account. Each call moves the idle clock on; an idle or expired session is revoked.
 */
export async function findStaffCaller(
  db: DbOrTx,
  token: string,
  now: Date,
  opts: { requireTotp: boolean },
): Promise<StaffCaller | null> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      expiresAt: staffSessions.expiresAt,
      lastSeenAt: staffSessions.lastSeenAt,
      revoked: staffSessions.revoked,
      staffId: staffMembers.id,
      name: staffMembers.name,
      email: staffMembers.email,
      active: staffMembers.active,
      totpSecret: staffMembers.totpSecret,
      roleId: staffRoles.id,
      roleName: staffRoles.name,
      permissions: staffRoles.permissions,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .innerJoin(staffRoles, eq(staffRoles.id, staffMembers.roleId))
    .where(eq(staffSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.revoked || !row.active) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime() > STAFF_IDLE_MS;
  if (idle || now >= row.expiresAt) {
    await revokeStaffSession(db, row.sessionId);
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
  }
  const totpEnabled = row.totpSecret !== null;
  return {
    staffId: row.staffId,
    sessionId: row.sessionId,
    name: row.name,
    email: row.email,
    roleId: row.roleId,
    roleName: row.roleName,
    permissions: row.permissions,
    totpEnabled,
    totpRequired: opts.requireTotp && !totpEnabled,
  };
}

export async function revokeStaffSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(staffSessions).set({ revoked: true }).where(eq(staffSessions.id, sessionId));
}

/** Every session of an account ends (deactivated, role changed, second factor turned off). */
export async function revokeStaffSessions(db: DbOrTx, staffId: string, exceptSessionId?: string): Promise<void> {
  const rows = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), eq(staffSessions.revoked, false)));
  for (const r of rows) if (r.id !== exceptSessionId) await revokeStaffSession(db, r.id);
}
