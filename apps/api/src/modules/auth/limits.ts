import type { RateRule } from '../../http/rate-limit';

const MINUTE = 60_000;

/**
 * Attempt limits (spec-silent; see docs/product/accounts-auth.md). Login and OTP checks count only
 * failures, so members who log in often are never slowed; requests that send a message count always.
 *
 * Login throttles the attacker, never the member (issue 12 §4): failures are counted per client
 * address and per client address + account, never per account alone, so failures from elsewhere
 * cannot refuse a member at their own address. The address + account counter has three tiers
 * that make the wait grow: 5 failures → wait out the minute, 10 → a quarter of an hour, 20 → an hour.
 * The client address is the socket peer, or X-Forwarded-For from a trusted proxy (TRUST_PROXY).
 */
export const LIMITS = {
  loginPerAddressAccount: { limit: 5, windowMs: 1 * MINUTE },
  loginPerAddressAccount15: { limit: 10, windowMs: 15 * MINUTE },
  loginPerAddressAccount60: { limit: 20, windowMs: 60 * MINUTE },
  /** Many accounts from one address (credential stuffing); generous, as mobile carriers share addresses. */
  loginPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  otpSendPerPhone: { limit: 3, windowMs: 15 * MINUTE },
  otpSendPerAddress: { limit: 10, windowMs: 15 * MINUTE },
  // Two sent codes' worth of wrong tries (each code allows OTP_MAX_ATTEMPTS).
  otpCheckPerPhone: { limit: 10, windowMs: 15 * MINUTE },
  otpCheckPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  forgotPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  forgotPerAddress: { limit: 10, windowMs: 60 * MINUTE },
} as const;

const rule = (name: keyof typeof LIMITS, subject: string): RateRule => ({ name, subject, ...LIMITS[name] });

/** `account`: one name per account however it is typed (`user:<id>`, or the typed e-mail/phone when unknown). */
export const loginRules = (account: string, address: string) => {
  const pair = `${address}|${account}`;
  return [
    rule('loginPerAddressAccount', pair),
    rule('loginPerAddressAccount15', pair),
    rule('loginPerAddressAccount60', pair),
    rule('loginPerAddress', address),
  ];
};
export const otpSendRules = (phone: string, address: string) => [
  rule('otpSendPerPhone', phone),
  rule('otpSendPerAddress', address),
];
export const otpCheckRules = (phone: string, address: string) => [
  rule('otpCheckPerPhone', phone),
  rule('otpCheckPerAddress', address),
];
export const forgotRules = (email: string, address: string) => [
  rule('forgotPerEmail', email),
  rule('forgotPerAddress', address),
];
