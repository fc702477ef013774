import type { RateRule } from '../../http/rate-limit';

const MINUTE = 60_000;

/**
 * Attempt limits (spec-silent; see docs/product/accounts-auth.md). Login and OTP checks count only
 * failures, so members who log in often are never slowed; requests that send a message count always.
 */
export const LIMITS = {
  loginPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  loginPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  otpSendPerPhone: { limit: 3, windowMs: 15 * MINUTE },
  otpSendPerAddress: { limit: 10, windowMs: 15 * MINUTE },
  // Two sent codes' worth of wrong tries (each code allows OTP_MAX_ATTEMPTS).
  otpCheckPerPhone: { limit: 10, windowMs: 15 * MINUTE },
  otpCheckPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  forgotPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  forgotPerAddress: { limit: 10, windowMs: 60 * MINUTE },
} as const;

const rule = (name: keyof typeof LIMITS, subject: string): RateRule => ({ name, subject, ...LIMITS[name] });

export const loginRules = (account: string, address: string) => [rule('loginPerAccount', account), rule('loginPerAddress', address)];
export const otpSendRules = (phone: string, address: string) => [rule('otpSendPerPhone', phone), rule('otpSendPerAddress', address)];
export const otpCheckRules = (phone: string, address: string) => [rule('otpCheckPerPhone', phone), rule('otpCheckPerAddress', address)];
export const forgotRules = (email: string, address: string) => [rule('forgotPerEmail', email), rule('forgotPerAddress', address)];
