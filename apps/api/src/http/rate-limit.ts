import { createHash } from 'node:crypto';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { HttpError } from './errors';
import { FlexibleCounters, KEY_PREFIX, UNLIMITED } from './rate-limit-counters';

/** One counter: at most `limit` hits per `windowMs` (fixed window, starting at the first hit). */
export interface RateRule {
  /** What is limited, e.g. 'login:account'. */
  name: string;
  /** Whose counter, e.g. the normalised e-mail or the client address (hashed before use as a key). */
  subject: string;
  limit: number;
  windowMs: number;
}

export interface Counter {
  count: number;
  /** Milliseconds until the window ends (0 when there is no counter). */
  resetInMs: number;
}

/** Where the counters live now: Redis, this instance's memory while Redis is away, or memory by design. */
export type RateLimitState = 'redis' | 'memory-fallback' | 'memory';

export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** Adds `by` hits (default 1; e.g. kilobytes for a byte quota) and answers the window's count. */
  increment(key: string, windowMs: number, by?: number): Promise<Counter>;
  /** The window's count without adding a hit. */
  peek(key: string, windowMs: number): Promise<Counter>;
  state(): RateLimitState;
  close(): Promise<void>;
}

export const tooManyAttempts = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const message = `Terlalu banyak percobaan. Silahkan coba lagi dalam ${minutes} menit`;
  return new HttpError(429, message, [{ message, value: { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } }]);
};

/** The back office's per-staff write limit (decision 026): changes, not attempts. */
export const tooManyAdminWrites = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const message = `Terlalu banyak perubahan dalam satu menit. Silakan coba lagi dalam ${seconds} detik`;
  return new HttpError(429, message, [{ message, value: { retryAfterSeconds: seconds } }]);
};

/** Counters in this process only: right for one API instance (the default). */
export class MemoryRateLimitStore extends FlexibleCounters implements RateLimitStore {
  readonly kind = 'memory';

  constructor() {
    super((duration) => new RateLimiterMemory({ points: UNLIMITED, duration, keyPrefix: KEY_PREFIX }));
  }

  state(): RateLimitState {
    return 'memory';
  }

  async close() {
    /* nothing held open: the memory store's timers do not keep the process alive */
  }
}

const keyOf = (rule: RateRule) =>
  `rl:${rule.name}:${createHash('sha256').update(rule.subject).digest('base64url').slice(0, 22)}`;

/**
 * Checks and counts attempts against several rules at once (per account and per client address).
 * The store never lets a request through unchecked: while Redis is away each instance counts in
 * memory (decision 020).
 */
export class RateLimiter {
  constructor(
    readonly store: RateLimitStore,
    /** Multiplies every rule's limit (RATE_LIMIT_FACTOR). */
    private readonly factor = 1,
  ) {}

  /** 'redis' | 'memory-fallback' | 'memory', for the health answer and the metrics. */
  storeState(): RateLimitState {
    return this.store.state();
  }

  /** Counts one attempt (or `weight` units, e.g. kilobytes) on every rule; 429 when any rule is now over its limit. */
  async consume(rules: RateRule[], weight = 1, refusal = tooManyAttempts): Promise<void> {
    const counters = await Promise.all(rules.map((r) => this.store.increment(keyOf(r), r.windowMs, weight)));
    this.throwIfOver(rules, counters, (c, r) => c.count > r.limit * this.factor, refusal);
  }

  /** 429 when any rule already reached its limit; counts nothing (pair with `fail` for failure-only limits). */
  async check(rules: RateRule[]): Promise<void> {
    const counters = await Promise.all(rules.map((r) => this.store.peek(keyOf(r), r.windowMs)));
    this.throwIfOver(rules, counters, (c, r) => c.count >= r.limit * this.factor);
  }

  /** Counts a failed attempt. */
  async fail(rules: RateRule[]): Promise<void> {
    await Promise.all(rules.map((r) => this.store.increment(keyOf(r), r.windowMs)));
  }

  private throwIfOver(
    rules: RateRule[],
    counters: Counter[],
    over: (c: Counter, r: RateRule) => boolean,
    refusal: (retryAfterMs: number) => HttpError = tooManyAttempts,
  ) {
    let wait = 0;
    rules.forEach((rule, i) => {
      const c = counters[i];
      if (c && over(c, rule)) wait = Math.max(wait, c.resetInMs);
    });
    if (wait > 0) throw refusal(wait);
  }
}
