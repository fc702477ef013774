import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PhoneOtpPurpose } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { DeliveryError } from '../messaging';
import { otpCheckRules, otpSendRules } from './limits';
import { otpWhatsApp } from './mails';
import { authMessages } from './messages';
import {
  countOtpAttempt,
  insertPhoneOtp,
  markPhoneOtpUsed,
  newestUnusedOtp,
  retirePhoneOtps,
  usePhoneOtp,
} from './repository';
import { CODE_SCRYPT, hashPassword, verifyPassword } from '../../lib/passwords';

export const OTP_TTL_MS = 5 * 60_000;
/** Wrong codes allowed per sent code; the next wrong one uses the code up. */
export const OTP_MAX_ATTEMPTS = 5;

export interface OtpTarget {
  userId: string;
  /** Normalised `62…`. */
  phone: string;
  purpose: PhoneOtpPurpose;
}

const otpError = (message: string) => badRequest(message, [{ message, field: 'otp' }]);

/**
 * Sends a fresh 6-digit code by WhatsApp (rate-limited per phone and client address) and uses up
 * the target's earlier codes. The code is stored as a scrypt hash, so a leaked table does not give
 * live codes away within their few minutes.
 */
export async function sendPhoneOtp(
  app: FastifyInstance,
  request: FastifyRequest,
  target: OtpTarget,
): Promise<{ expired: string }> {
  await app.rateLimiter.consume(otpSendRules(target.phone, request.ip));
  const code = String(randomInt(100_000, 1_000_000));
  const expiresAt = new Date(Date.now() + OTP_TTL_MS);
  const codeHash = await hashPassword(code, CODE_SCRYPT);
  const otpId = await app.db.transaction(async (tx) => {
    await retirePhoneOtps(tx, target.userId, target.purpose);
    return insertPhoneOtp(tx, { ...target, codeHash, expiresAt });
  });
  try {
    await app.messaging.whatsapp.send(otpWhatsApp(target.phone, code, OTP_TTL_MS / 60_000));
  } catch (err) {
    await markPhoneOtpUsed(app.db, otpId);
    if (err instanceof DeliveryError) {
      request.log.error({ err }, 'OTP delivery failed');
      throw new HttpError(503, authMessages.otpFailed, [{ message: authMessages.otpFailed }]);
    }
    throw err;
  }
  return { expired: expiresAt.toISOString() };
}

/**
 * Checks a code and uses it up (single use, also under concurrent calls). Throws 400 with the
 * reason; wrong codes count against the per-code attempts and the phone/address limits.
 */
export async function checkPhoneOtp(
  app: FastifyInstance,
  request: FastifyRequest,
  target: OtpTarget & { code: number },
): Promise<void> {
  const rules = otpCheckRules(target.phone, request.ip);
  await app.rateLimiter.check(rules);
  const otp = await newestUnusedOtp(app.db, target);
  if (!otp || otp.expiresAt <= new Date()) throw otpError(authMessages.otpResend);
  if (!(await verifyPassword(String(target.code), otp.codeHash))) {
    await app.rateLimiter.fail(rules);
    const attempts = await countOtpAttempt(app.db, otp.id);
    if ((attempts ?? OTP_MAX_ATTEMPTS) >= OTP_MAX_ATTEMPTS) {
      await markPhoneOtpUsed(app.db, otp.id);
      throw otpError(authMessages.otpTooManyWrong);
    }
    throw otpError(authMessages.otpWrong);
  }
  if (!(await usePhoneOtp(app.db, otp.id))) throw otpError(authMessages.otpResend);
}
