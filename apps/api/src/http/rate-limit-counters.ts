import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { Counter } from './rate-limit';

/** The counters never refuse by themselves: RateLimiter compares them with each rule's limit. */
export const UNLIMITED = Number.MAX_SAFE_INTEGER;
/** Key prefix, so Redis keys read `rona:rl:<rule>:<subject>`. */
export const KEY_PREFIX = 'rona';

const counterOf = (res: RateLimiterRes | null): Counter =>
  res ? { count: res.consumedPoints, resetInMs: Math.max(0, res.msBeforeNext) } : { count: 0, resetInMs: 0 };

/**
 * Fixed-window counters on rate-limiter-flexible: one limiter per window length (its `duration`, in
 * whole seconds), made on first use.
 */
export abstract class FlexibleCounters {
  private readonly limiters = new Map<number, RateLimiterAbstract>();

  protected constructor(private readonly make: (durationSeconds: number) => RateLimiterAbstract) {}

  private limiterFor(windowMs: number): RateLimiterAbstract {
    const seconds = Math.max(1, Math.ceil(windowMs / 1000));
    let limiter = this.limiters.get(seconds);
    if (!limiter) {
      limiter = this.make(seconds);
      this.limiters.set(seconds, limiter);
    }
    return limiter;
  }

  async increment(key: string, windowMs: number, by = 1): Promise<Counter> {
    return counterOf(await this.limiterFor(windowMs).consume(key, by));
  }

  async peek(key: string, windowMs: number): Promise<Counter> {
    return counterOf(await this.limiterFor(windowMs).get(key));
  }
}
