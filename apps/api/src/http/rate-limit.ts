import { createHash } from 'node:crypto';
import { HttpError } from './errors';

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

export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** Adds `by` hits (default 1; e.g. kilobytes for a byte quota) and answers the window's count. */
  increment(key: string, windowMs: number, by?: number): Promise<Counter>;
  /** The window's count without adding a hit. */
  peek(key: string): Promise<Counter>;
  close(): Promise<void>;
}

export const tooManyAttempts = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const message = `Terlalu banyak percobaan. Silahkan coba lagi dalam ${minutes} menit`;
  return new HttpError(429, message, [{ message, value: { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } }]);
};

/** Counters in this process only: right for one API instance (the default). */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = 'memory';
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string) {
    const w = this.windows.get(key);
    if (w && w.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }

  async increment(key: string, windowMs: number, by = 1): Promise<Counter> {
    if (this.windows.size > 50_000) this.sweep();
    let w = this.live(key);
    if (!w) {
      w = { count: 0, resetAt: this.now() + windowMs };
      this.windows.set(key, w);
    }
    w.count += by;
    return { count: w.count, resetInMs: w.resetAt - this.now() };
  }

  async peek(key: string): Promise<Counter> {
    const w = this.live(key);
    return w ? { count: w.count, resetInMs: w.resetAt - this.now() } : { count: 0, resetInMs: 0 };
  }

  private sweep() {
    const now = this.now();
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }

  async close() {
    this.windows.clear();
  }
}

const keyOf = (rule: RateRule) =>
  `rl:${rule.name}:${createHash('sha256').update(rule.subject).digest('base64url').slice(0, 22)}`;

export interface RateLimiterLog {
  error(obj: object, msg: string): void;
}

/**
 * Checks and counts attempts against several rules at once (per account and per client address).
 * A store failure (Redis down) lets the request through and is logged: a broken limiter must not
 * lock every member out of logging in.
 */
export class RateLimiter {
  constructor(
    readonly store: RateLimitStore,
    private readonly log: RateLimiterLog,
    /** Multiplies every rule's limit (RATE_LIMIT_FACTOR). */
    private readonly factor = 1,
  ) {}

  /** Counts one attempt (or `weight` units, e.g. kilobytes) on every rule; 429 when any rule is now over its limit. */
  async consume(rules: RateRule[], weight = 1): Promise<void> {
    const counters = await this.safely(() =>
      Promise.all(rules.map((r) => this.store.increment(keyOf(r), r.windowMs, weight))),
    );
    if (!counters) return;
    this.throwIfOver(rules, counters, (c, r) => c.count > r.limit * this.factor);
  }

  /** 429 when any rule already reached its limit; counts nothing (pair with `fail` for failure-only limits). */
  async check(rules: RateRule[]): Promise<void> {
    const counters = await this.safely(() => Promise.all(rules.map((r) => this.store.peek(keyOf(r)))));
    if (!counters) return;
    this.throwIfOver(rules, counters, (c, r) => c.count >= r.limit * this.factor);
  }

  /** Counts a failed attempt. */
  async fail(rules: RateRule[]): Promise<void> {
    await this.safely(() => Promise.all(rules.map((r) => this.store.increment(keyOf(r), r.windowMs))));
  }

  private throwIfOver(rules: RateRule[], counters: Counter[], over: (c: Counter, r: RateRule) => boolean) {
    let wait = 0;
    rules.forEach((rule, i) => {
      const c = counters[i];
      if (c && over(c, rule)) wait = Math.max(wait, c.resetInMs);
    });
    if (wait > 0) throw tooManyAttempts(wait);
  }

  private async safely<T>(run: () => Promise<T>): Promise<T | null> {
    try {
      return await run();
    } catch (err) {
      this.log.error({ err, store: this.store.kind }, 'rate limiter store failed; request allowed');
      return null;
    }
  }
}
