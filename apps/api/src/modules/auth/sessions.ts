import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import type { SessionKind } from '../../db/schema';
import type { SessionMember } from '../../http/auth';
import { insertSession, sessionMemberByTokenHash } from './repository';

export { hashPassword, verifyPassword } from '../../lib/passwords';
export { revokeSession, revokeUserSessions } from './repository';

/** The spec's SESSION__ cookie lives one day; the server session matches it. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The caller of a member endpoint (`auth.member` in handlers); the HTTP layer defines it. */
export type { SessionMember };

/** A new session (random bearer token; only its sha256 is kept). */
export async function createSession(
  db: DbOrTx,
  userId: string,
  opts: { ttlMs?: number; kind?: SessionKind } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (opts.ttlMs ?? SESSION_TTL_MS));
  await insertSession(db, { tokenHash: hashToken(token), userId, expiresAt, kind: opts.kind ?? 'member' });
  return { token, expiresAt };
}

/** The member behind a bearer token: a live, unrevoked member session (registration tokens open nothing). */
export const findSessionMember = (db: DbOrTx, token: string): Promise<SessionMember | null> =>
  sessionMemberByTokenHash(db, hashToken(token));
