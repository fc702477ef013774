import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { AccountTokenKind } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { DeliveryError, type MailMessage } from '../messaging';
import { verifyEmailMail } from './mails';
import { authMessages } from './messages';
import { insertAccountToken, retireAccountTokens, useAccountToken } from './repository';
import { hashToken } from './sessions';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const EMAIL_TOKEN_TTL_MS = 3 * 24 * 60 * 60_000;

/** A new mailed token (random; only its sha256 is kept). Earlier unused tokens of the same kind stop working. */
export async function issueAccountToken(
  db: DbOrTx,
  opts: { userId: string; kind: AccountTokenKind; email: string },
): Promise<string> {
  const token = opts.kind === 'verify_email' ? randomUUID() : randomBytes(32).toString('base64url');
  const ttl = opts.kind === 'verify_email' ? EMAIL_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS;
  await db.transaction(async (tx) => {
    await retireAccountTokens(tx, opts.userId, opts.kind);
    await insertAccountToken(tx, { ...opts, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttl) });
  });
  return token;
}

/** Uses a token up if it is known, unused and unexpired (atomically: a replay finds nothing). */
export function consumeAccountToken(
  db: DbOrTx,
  kind: AccountTokenKind,
  token: string,
): Promise<{ userId: string; email: string } | null> {
  return useAccountToken(db, kind, hashToken(token));
}

/** Sends a mail; a refused delivery becomes a 503 with a retry message. */
export async function deliverMail(app: FastifyInstance, request: FastifyRequest, mail: MailMessage): Promise<void> {
  try {
    await app.messaging.mail.send(mail);
  } catch (err) {
    if (!(err instanceof DeliveryError)) throw err;
    request.log.error({ err }, 'mail delivery failed');
    throw new HttpError(503, authMessages.mailFailed, [{ message: authMessages.mailFailed }]);
  }
}

/**
 * Mails the link `/verification-email/{uuid}` for the member's current address (registration, and
 * the profile when the e-mail changes).
 */
export async function sendEmailVerification(
  app: FastifyInstance,
  request: FastifyRequest,
  user: { id: string; email: string; fullName: string },
): Promise<void> {
  const uuid = await issueAccountToken(app.db, { userId: user.id, kind: 'verify_email', email: user.email });
  const url = `${app.config.siteUrl}/verification-email/${uuid}`;
  await deliverMail(
    app,
    request,
    await verifyEmailMail(user.email, user.fullName, url, uuid, EMAIL_TOKEN_TTL_MS / 86_400_000),
  );
}
