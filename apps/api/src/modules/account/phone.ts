import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, unauthorized } from '../../http/errors';
import { messages } from '../../http/messages';
import { checkPhoneOtp, sendPhoneOtp } from '../auth/phone-otp';
import { memberMessages as m } from './messages';
import { phoneOf, updateUser } from './repository';

/** The member's phone as it stands, if it still needs verifying (the profile's WhatsApp dialog). */
async function phoneToVerify(app: FastifyInstance, userId: string): Promise<string> {
  const user = await phoneOf(app.db, userId);
  if (!user) throw unauthorized(messages.sessionExpired);
  if (!user.phone) throw badRequest(m.phoneMissing);
  if (user.verified) throw badRequest(m.phoneAlreadyVerified);
  return user.phone;
}

/** Sends a code by WhatsApp with the auth module's OTP service (codes hashed, single use, rate-limited). */
export async function requestProfileOtp(app: FastifyInstance, request: FastifyRequest, userId: string) {
  const phone = await phoneToVerify(app, userId);
  return sendPhoneOtp(app, request, { userId, phone, purpose: 'profile' });
}

/** Checks the code sent to the current phone and marks it verified. */
export async function verifyProfileOtp(app: FastifyInstance, request: FastifyRequest, userId: string, code: number) {
  const phone = await phoneToVerify(app, userId);
  await checkPhoneOtp(app, request, { userId, phone, purpose: 'profile', code });
  await updateUser(app.db, userId, { phoneVerified: true });
}
