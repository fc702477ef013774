import { z } from 'zod';
import { queryInt } from '../envelope';
import { PAGE_SIZES } from '../constants';
import {
  loginBodySchema,
  loginResultSchema,
  otpSchema,
  qrOfferSchema,
  registerBodySchema,
  registerResultSchema,
  resetPasswordBodySchema,
  withPasswordRuleSet,
} from '../entities/account';
import { emailSchema, phoneSchema } from '../entities/contact';
import { outboxMessageSchema } from '../entities/notification';
import { endpoint } from './define';

const qrCode = z
  .string({ error: 'QR Code tidak Ditemukan' })
  .trim()
  .min(1, { error: 'QR Code tidak Ditemukan' })
  .max(64, { error: 'QR Code tidak Ditemukan' });

export const authContract = {
  login: endpoint({
    method: 'POST',
    path: '/o/oauth/v1/login',
    auth: 'apiKey',
    body: loginBodySchema,
    result: loginResultSchema,
    summary:
      'Log in by e-mail or phone (shop and link tool); 418 with errors[0].value = OTP record when the phone is unverified',
  }),
  register: endpoint({
    method: 'POST',
    path: '/o/oauth/v1/register',
    auth: 'apiKey',
    query: z.object({ qr: qrCode.optional() }),
    body: withPasswordRuleSet(registerBodySchema),
    result: registerResultSchema,
    summary:
      'Create an account (a QR code adds its points) and send the phone OTP; 409 when the e-mail or phone is taken',
  }),
  qrOffer: endpoint({
    method: 'GET',
    path: '/o/oauth/v1/qr',
    auth: 'apiKey',
    query: z.object({ qr: qrCode }),
    result: qrOfferSchema,
    summary: 'The registration offer behind a QR code',
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/o/oauth/v1/forgot',
    auth: 'apiKey',
    body: z.object({ email: emailSchema }),
    result: z.object({ email: z.string() }),
    summary: 'Mail a reset link (answers the same whether or not the address is known)',
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/o/oauth/v1/reset/:token',
    auth: 'apiKey',
    params: z.object({ token: z.string().min(1).max(256) }),
    body: withPasswordRuleSet(resetPasswordBodySchema),
    result: z.object({ email: z.string() }),
    summary: 'Set a new password with the mailed token',
  }),
  verifyEmail: endpoint({
    method: 'GET',
    path: '/o/oauth/v1/verify-email',
    auth: 'apiKey',
    query: z.object({ uuid: z.uuid({ error: 'Halaman Tidak Valid, Silahkan Kembali' }) }),
    result: z.object({ fullName: z.string() }),
    summary: 'Confirm an e-mail address from the mailed link',
  }),
  resendEmailVerification: endpoint({
    method: 'POST',
    path: '/o/oauth/v1/resend-verify-email',
    auth: 'member',
    result: z.object({ email: z.string() }),
    summary: 'Mail the signed-in member a new e-mail verification link (409 when verified already; 429 past 3 an hour)',
  }),
  requestOtp: endpoint({
    method: 'POST',
    path: '/o/oauth/v1/request-otp',
    auth: 'apiKey',
    body: z.object({ phone: phoneSchema }),
    result: z.object({ expired: z.string() }),
    summary: 'Send a phone OTP by WhatsApp during registration or a pending login',
  }),
  verifyPhone: endpoint({
    method: 'POST',
    path: '/o/oauth/v1/verifyPhone',
    auth: 'apiKey',
    body: z.object({
      phone: z
        .string({ error: 'Tidak Dapat Melanjutkan, Silahkan Kembali Ke Login' })
        .min(1, { error: 'Tidak Dapat Melanjutkan, Silahkan Kembali Ke Login' })
        .pipe(phoneSchema),
      otp: otpSchema,
    }),
    result: loginResultSchema,
    summary: 'Check the phone OTP and log the member in',
  }),
  logout: endpoint({
    method: 'POST',
    path: '/o/oauth/v1/logout',
    auth: 'member',
    body: z.object({ token: z.string().max(512).optional() }),
    result: z.object({ loggedOut: z.literal(true) }),
    summary: 'Revoke the session of the bearer token (the body token is accepted for the original client and ignored)',
  }),
  devOutbox: endpoint({
    method: 'GET',
    path: '/dev/v1/outbox',
    auth: 'none',
    query: z.object({
      to: z.string().trim().max(254).optional(),
      channel: z.enum(['email', 'whatsapp']).optional(),
      limit: queryInt({ min: 1, max: 100, defaultValue: PAGE_SIZES.devOutbox }),
    }),
    result: z.array(outboxMessageSchema),
    summary: 'Development only (absent in production): messages the shop sent, newest first',
  }),
} as const;
