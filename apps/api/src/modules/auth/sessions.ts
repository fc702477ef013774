import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users, type SessionKind } from '../../db/schema';
import type { SessionMember } from '../../http/auth';

export { hashPassword, verifyPassword } from '../../lib/passwords';

/** The spec's SESSION__ cookie lives one day; the server session matches it. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The caller of a member endpoint (`auth.member` in handlers); the HTTP layer defines it. */
export type { SessionMember };

export async function createSession(
  db: Database,
  userId: string,
  opts: { ttlMs?: number; kind?: SessionKind } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (opts.ttlMs ?? SESSION_TTL_MS));
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt, kind: opts.kind ?? 'member' });
  return { token, expiresAt };
}

/** The member behind a bearer token: a live, unrevoked member session (registration tokens open nothing). */
export async function findSessionMember(db: Database, token: string): Promise<SessionMember | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      roles: users.roles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.revoked, false),
        eq(sessions.kind, 'member'),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revoked: true }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a member (after a password reset), or only those of one kind. */
export async function revokeUserSessions(db: Database, userId: string, kind?: SessionKind): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked: true })
    .where(and(eq(sessions.userId, userId), eq(sessions.revoked, false), kind ? eq(sessions.kind, kind) : undefined));
}
