import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { badRequest, unauthorized } from '../../http/errors';
import { messages } from '../../http/messages';
import type { RateLimiter, RateRule } from '../../http/rate-limit';
import { hashPassword, hashToken, verifyPassword, type SessionMember } from '../auth/sessions';
import { memberMessages as m } from './messages';
import {
  insertPasswordChangeToken,
  passwordHashOf,
  revokeOtherSessions,
  updateUser,
  usePasswordChangeToken,
} from './repository';

/** How long the "current password checked" proof allows a change. */
export const PASSWORD_CHANGE_TTL_MS = 10 * 60 * 1000;

const tokenInvalid = () => badRequest(m.passwordTokenInvalid, [{ message: m.passwordTokenInvalid, field: 'token' }]);

/** Wrong current passwords allowed per member before a pause (a stolen session cannot guess the password). */
export const passwordCheckRule = (userId: string): RateRule => ({
  name: 'passwordCheckPerAccount',
  subject: userId,
  limit: 5,
  windowMs: 15 * 60_000,
});

/** Checks the current password; answers a one-use token (only its hash is stored). */
export async function validatePassword(
  db: DbOrTx,
  limiter: RateLimiter,
  userId: string,
  password: string,
): Promise<{ token: string }> {
  const rules = [passwordCheckRule(userId)];
  await limiter.check(rules);
  const hash = await passwordHashOf(db, userId);
  if (hash === null) throw unauthorized(messages.sessionExpired);
  if (!(await verifyPassword(password, hash))) {
    await limiter.fail(rules);
    throw badRequest(m.passwordWrong, [{ message: m.passwordWrong, field: 'password' }]);
  }
  const token = randomBytes(24).toString('base64url');
  await insertPasswordChangeToken(db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + PASSWORD_CHANGE_TTL_MS),
  });
  return { token };
}

/**
 * Sets the new password with a token from validatePassword. The token is used up; the member's
 * other sessions are ended (the current one stays logged in).
 */
export async function changePassword(
  db: DbOrTx,
  member: SessionMember,
  token: string,
  password: string,
): Promise<{ changed: true }> {
  const newHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await usePasswordChangeToken(tx, member.userId, hashToken(token)))) throw tokenInvalid();
    await updateUser(tx, member.userId, { passwordHash: newHash });
    await revokeOtherSessions(tx, member.userId, member.sessionId);
  });
  return { changed: true };
}
