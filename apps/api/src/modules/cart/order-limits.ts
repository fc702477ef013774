import type { RateRule } from '../../http/rate-limit';

const MINUTE = 60_000;

/**
 * How often checkouts and orders may be started (docs/product/orders.md), on the shared rate
 * limiter (Redis when REDIS_URL, else in memory; × RATE_LIMIT_FACTOR). Every attempt counts. A
 * shopper placing one order, or a few, never comes near them.
 */
export const ORDER_RATES = {
  guestCheckoutPerAddress: { limit: 10, windowMs: 10 * MINUTE },
  guestOrderPerAddress: { limit: 10, windowMs: 10 * MINUTE },
  memberOrderPerMember: { limit: 10, windowMs: 10 * MINUTE },
} as const;

const rule = (name: keyof typeof ORDER_RATES, subject: string): RateRule => ({ name, subject, ...ORDER_RATES[name] });

export const guestCheckoutRules = (address: string) => [rule('guestCheckoutPerAddress', address)];
export const guestOrderRules = (address: string) => [rule('guestOrderPerAddress', address)];
export const memberOrderRules = (userId: string) => [rule('memberOrderPerMember', userId)];
