import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conflict, unauthorized } from '../../http/errors';
import type { RateRule } from '../../http/rate-limit';
import { sendEmailVerification } from './account-tokens';
import { verificationTarget } from './repository';
import { messages as httpMessages } from '../../http/messages';
import { authMessages } from './messages';

const HOUR = 60 * 60_000;

/**
 * A new verification link costs a mail: 3 an hour per account, 10 an hour per client address
 * (docs/product/accounts-auth.md). The link lives 3 days; each new one retires the ones before.
 */
export const RESEND_LIMITS = {
  verifyResendPerAccount: { limit: 3, windowMs: HOUR },
  verifyResendPerAddress: { limit: 10, windowMs: HOUR },
} as const;

export const resendRules = (userId: string, address: string): RateRule[] => [
  { name: 'verifyResendPerAccount', subject: userId, ...RESEND_LIMITS.verifyResendPerAccount },
  { name: 'verifyResendPerAddress', subject: address, ...RESEND_LIMITS.verifyResendPerAddress },
];

/**
 * Mails the signed-in member a new `/verification-email/{uuid}` link for their current address
 * (issue 16 item 6: the first one expires after 3 days and notification settings need a verified
 * e-mail). Refused when the address is verified already (409) and past the limits (429).
 */
export async function resendEmailVerification(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
): Promise<{ email: string }> {
  const user = await verificationTarget(app.db, userId);
  if (!user) throw unauthorized(httpMessages.sessionExpired);
  if (user.emailVerified) throw conflict(authMessages.emailAlreadyVerified);
  await app.rateLimiter.consume(resendRules(userId, request.ip));
  await sendEmailVerification(app, request, user);
  return { email: user.email };
}
