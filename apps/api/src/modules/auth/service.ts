import type { FastifyInstance, FastifyRequest } from 'fastify';
import { phoneSchema, type LoginResult, type OtpRecord, type OutboxMessage, type QrOffer } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../http/errors';
import { messages } from '../../http/messages';
import { isUniqueViolation } from '../../db/unique-violation';
import { readOutbox } from '../messaging/outbox';
import {
  consumeAccountToken,
  deliverMail,
  issueAccountToken,
  RESET_TOKEN_TTL_MS,
  sendEmailVerification,
} from './account-tokens';
import { forgotRules, loginRules } from './limits';
import { resetPasswordMail } from './mails';
import { authMessages } from './messages';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/passwords';
import { checkPhoneOtp, sendPhoneOtp } from './phone-otp';
import { creditQrBonus } from './qr-bonus';
import {
  deleteUser,
  findQrOffer,
  findUserByEmail,
  findUserByPhone,
  insertQrRedemption,
  insertUser,
  liveOtpExpiry,
  markEmailVerified,
  markPhoneVerified,
  replacePasswordHash,
  setPasswordHash,
  type QrOfferRow,
  type UserRow,
} from './repository';
import { createSession, revokeSession, revokeUserSessions, type SessionMember } from './sessions';

/** The login field holds an e-mail or a phone (0812…, +62812…, 62812… all name the same account). */
function loginIdentifier(value: string): { kind: 'email' | 'phone'; value: string } {
  if (value.includes('@')) return { kind: 'email', value: value.trim().toLowerCase() };
  const phone = phoneSchema.safeParse(value);
  return { kind: 'phone', value: phone.success ? phone.data : value.replace(/\D/g, '') };
}

const findUserByLogin = (db: DbOrTx, id: ReturnType<typeof loginIdentifier>) =>
  id.kind === 'email' ? findUserByEmail(db, id.value) : findUserByPhone(db, id.value);

/** A new member session and the login answer (user with roles; the link tool checks roles[].sites). */
async function startMemberSession(db: DbOrTx, user: UserRow): Promise<LoginResult> {
  const { token } = await createSession(db, user.id);
  return {
    accessToken: token,
    data: { id: user.id, fullName: user.fullName, email: user.email, image: user.image, roles: user.roles },
  };
}

/** The registration/login code of an account (every account that can be pending has a phone). */
const accountOtp = (user: UserRow) => ({ userId: user.id, phone: user.phone ?? '', purpose: 'account' as const });

/** The authentication calls of spec 3 §7 (`/o/oauth/v1/*`). */
export function authService(app: FastifyInstance) {
  const db = app.db;

  async function findOffer(code: string): Promise<QrOfferRow> {
    const offer = await findQrOffer(db, code);
    if (!offer || !offer.active || (offer.expiresAt && offer.expiresAt <= new Date()))
      throw notFound(authMessages.qrNotFound);
    return offer;
  }

  return {
    /**
     * E-mail or phone + password. Only failures count against the limits. A correct password on an
     * account whose phone is unverified answers 418 with the OTP record in errors[0].value; its
     * `expired` is the live code's expiry, or now (so the OTP page asks for a code on load).
     */
    async login(request: FastifyRequest, body: { email: string; password: string }): Promise<LoginResult> {
      const id = loginIdentifier(body.email);
      const user = await findUserByLogin(db, id);
      // One counter per account, whether it is typed as e-mail or phone.
      const rules = loginRules(user ? `user:${user.id}` : `${id.kind}:${id.value}`, request.ip);
      await app.rateLimiter.check(rules);
      const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !passwordOk) {
        await app.rateLimiter.fail(rules);
        throw unauthorized(authMessages.wrongCredentials);
      }
      // A hash made at an older cost is replaced now, while the password is at hand (only if unchanged meanwhile).
      if (needsRehash(user.passwordHash)) {
        await replacePasswordHash(db, user.id, user.passwordHash, await hashPassword(body.password));
      }
      if (user.phone && !user.phoneVerified) {
        const expiry = (await liveOtpExpiry(db, accountOtp(user))) ?? new Date();
        const record: OtpRecord = { phone: user.phone, expired: expiry.toISOString(), email: user.email };
        throw new HttpError(418, authMessages.phoneUnverified, [
          { message: authMessages.phoneUnverified, value: record },
        ]);
      }
      return startMemberSession(db, user);
    },

    /**
     * Creates the account (phone unverified), sends the phone code and the e-mail verification.
     * The answered token is a `registration` session: it opens no member call; verifyPhone logs in.
     */
    async register(
      request: FastifyRequest,
      body: { email: string; fullName: string; phone: string; password: string },
      qr: string | undefined,
    ): Promise<{ expired: string; accessToken: string; points: number }> {
      const email = body.email.toLowerCase();
      const offer = qr ? await findOffer(qr) : null;
      if (await findUserByEmail(db, email)) throw conflict(authMessages.emailTaken);
      if (await findUserByPhone(db, body.phone)) throw conflict(authMessages.phoneTaken);
      const passwordHash = await hashPassword(body.password);
      let user: UserRow;
      try {
        user = await db.transaction(async (tx) => {
          const created = await insertUser(tx, { fullName: body.fullName, email, phone: body.phone, passwordHash });
          if (offer) await insertQrRedemption(tx, { userId: created.id, code: offer.code, points: offer.points });
          return created;
        });
      } catch (err) {
        // Two registrations racing for the same address or phone: the unique constraint decides.
        // drizzle wraps the driver's error: the code and the constraint are on `cause`.
        if (isUniqueViolation(err)) {
          const e = err as { constraint?: string; cause?: { constraint?: string; message?: string } };
          const which = `${e.constraint ?? ''} ${e.cause?.constraint ?? ''} ${e.cause?.message ?? ''}`;
          throw conflict(which.includes('phone') ? authMessages.phoneTaken : authMessages.emailTaken);
        }
        throw err;
      }
      try {
        const { expired } = await sendPhoneOtp(app, request, accountOtp(user));
        await sendEmailVerification(app, request, user).catch((err) =>
          request.log.error({ err }, 'verification mail not sent'),
        );
        const { token } = await createSession(db, user.id, { kind: 'registration' });
        return { expired, accessToken: token, points: offer?.points ?? 0 };
      } catch (err) {
        // Without a code the member could never finish; undo so the same details can be used again.
        await deleteUser(db, user.id);
        if (err instanceof HttpError && err.statusCode === 503)
          throw new HttpError(503, authMessages.registerFailed, [{ message: authMessages.registerFailed }]);
        throw err;
      }
    },

    async qrOffer(code: string): Promise<QrOffer> {
      const offer = await findOffer(code);
      return { name: offer.name, value: offer.points };
    },

    /** Same answer whether or not the address is known, so it cannot be used to probe accounts. */
    async forgotPassword(request: FastifyRequest, rawEmail: string): Promise<{ email: string }> {
      const email = rawEmail.toLowerCase();
      await app.rateLimiter.consume(forgotRules(email, request.ip));
      const user = await findUserByEmail(db, email);
      if (user) {
        const token = await issueAccountToken(db, { userId: user.id, kind: 'reset_password', email: user.email });
        const url = `${app.config.siteUrl}/reset-password/${encodeURIComponent(token)}`;
        await deliverMail(
          app,
          request,
          await resetPasswordMail(user.email, user.fullName, url, token, RESET_TOKEN_TTL_MS / 60_000),
        );
      }
      return { email };
    },

    /** Sets the password and ends every session of the account (whoever knew the old one is out). */
    async resetPassword(token: string, password: string): Promise<{ email: string }> {
      const used = await consumeAccountToken(db, 'reset_password', token);
      if (!used) throw badRequest(authMessages.resetInvalid);
      await setPasswordHash(db, used.userId, await hashPassword(password));
      await revokeUserSessions(db, used.userId);
      return { email: used.email };
    },

    async verifyEmail(uuid: string): Promise<{ fullName: string }> {
      const used = await consumeAccountToken(db, 'verify_email', uuid);
      if (!used) throw notFound(authMessages.emailLinkInvalid);
      // Only the address the link was sent to is confirmed; a changed address stays unverified.
      const user = await markEmailVerified(db, used.userId, used.email);
      if (!user) throw notFound(authMessages.emailLinkInvalid);
      return { fullName: user.fullName };
    },

    async requestOtp(request: FastifyRequest, phone: string): Promise<{ expired: string }> {
      const user = await findUserByPhone(db, phone);
      if (!user) throw notFound(authMessages.phoneUnknown);
      if (user.phoneVerified) throw conflict(authMessages.phoneAlreadyVerified);
      return sendPhoneOtp(app, request, accountOtp(user));
    },

    /** Checks the code, marks the phone verified, credits a QR offer and logs the member in. */
    async verifyPhone(request: FastifyRequest, phone: string, otp: number): Promise<LoginResult> {
      const user = await findUserByPhone(db, phone);
      if (!user) throw notFound(authMessages.phoneUnknown);
      if (user.phoneVerified) throw conflict(authMessages.phoneAlreadyVerified);
      await checkPhoneOtp(app, request, { ...accountOtp(user), code: otp });
      await db.transaction(async (tx) => {
        await markPhoneVerified(tx, user.id);
        await creditQrBonus(tx, user.id);
      });
      await revokeUserSessions(db, user.id, 'registration');
      return startMemberSession(db, { ...user, phoneVerified: true });
    },

    async logout(member: SessionMember | null): Promise<{ loggedOut: true }> {
      if (!member) throw unauthorized(messages.sessionExpired);
      await revokeSession(db, member.sessionId);
      return { loggedOut: true };
    },

    devOutbox: (q: { to?: string; channel?: 'email' | 'whatsapp'; limit: number }): Promise<OutboxMessage[]> =>
      readOutbox(db, q),
  };
}
