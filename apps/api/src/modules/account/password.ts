import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordChangeTokens, sessions, users } from '../../db/schema';
import { badRequest, unauthorized } from '../../http/errors';
import { messages } from '../../http/messages';
import type { RateLimiter, RateRule } from '../../http/rate-limit';
import { hashPassword, hashToken, verifyPassword, type SessionMember } from '../auth/sessions';
import { memberMessages as m } from './messages';

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
  db: Database,
  limiter: RateLimiter,
  userId: string,
  password: string,
): Promise<{ token: string }> {
  const rules = [passwordCheckRule(userId)];
  await limiter.check(rules);
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized(messages.sessionExpired);
  if (!(await verifyPassword(password, user.hash))) {
    await limiter.fail(rules);
    throw badRequest(m.passwordWrong, [{ message: m.passwordWrong, field: 'password' }]);
  }
  const token = randomBytes(24).toString('base64url');
  await db
    .insert(passwordChangeTokens)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + PASSWORD_CHANGE_TTL_MS) });
  return { token };
}

/**
 * Sets the new password with a token from validatePassword. The token is used up; the member's
 * other sessions are ended (the current one stays logged in).
 */
export async function changePassword(
  db: Database,
  member: SessionMember,
  token: string,
  password: string,
): Promise<{ changed: true }> {
  const newHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordChangeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordChangeTokens.tokenHash, hashToken(token)),
          eq(passwordChangeTokens.userId, member.userId),
          isNull(passwordChangeTokens.usedAt),
          gt(passwordChangeTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordChangeTokens.userId });
    if (!used) throw tokenInvalid();
    await tx.update(users).set({ passwordHash: newHash }).where(eq(users.id, member.userId));
    await tx
      .update(sessions)
      .set({ revoked: true })
      .where(and(eq(sessions.userId, member.userId), ne(sessions.id, member.sessionId)));
  });
  return { changed: true };
}
