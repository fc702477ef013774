import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { RateLimitState, RateLimitStore } from './rate-limit';
import { FlexibleCounters, KEY_PREFIX, UNLIMITED } from './rate-limit-counters';

export interface RateLimitLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface RedisStoreOptions {
  log?: RateLimitLog;
  /** How long one Redis call may take before this instance counts in memory instead (ms). */
  commandTimeoutMs?: number;
}

/** A limited call never waits for Redis longer than this by default. */
export const REDIS_COMMAND_TIMEOUT_MS = 200;

/**
 * Counters in Redis, shared by every API instance using the same `REDIS_URL`. While Redis is away
 * (not connected, or a call fails or takes longer than the command timeout) each instance counts in
 * its own memory (rate-limiter-flexible's insurance limiter): the limits still hold per instance and
 * nobody waits for Redis. ioredis reconnects in the background; counting goes back to Redis when it
 * is ready. Each switch is logged once (decision 020).
 */
export class RedisRateLimitStore extends FlexibleCounters implements RateLimitStore {
  readonly kind = 'redis';
  private readonly redis: Redis;
  private current: RateLimitState = 'memory-fallback';

  constructor(url: string, options: RedisStoreOptions = {}) {
    const redis = new Redis(url, {
      // No queue while Redis is away: the insurance limiter answers at once.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: 1_000,
      // Keep trying in the background, at most every 2 s.
      retryStrategy: (times) => Math.min(times * 100, 2_000),
    });
    super(
      (duration) =>
        new RateLimiterRedis({
          storeClient: redis,
          points: UNLIMITED,
          duration,
          keyPrefix: KEY_PREFIX,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory({ points: UNLIMITED, duration, keyPrefix: KEY_PREFIX }),
        }),
    );
    this.redis = redis;
    const log = options.log;
    redis.on('ready', () => {
      if (this.current === 'redis') return;
      if (this.announced) log?.info({ store: 'redis' }, 'rate limits count in Redis again');
      this.current = 'redis';
      this.announced = false;
    });
    const away = (err?: Error) => {
      if (this.current === 'memory-fallback' && this.announced) return;
      this.current = 'memory-fallback';
      this.announced = true;
      log?.warn({ err, store: 'memory-fallback' }, "Redis is away: rate limits count in each instance's memory");
    };
    redis.on('error', away);
    redis.on('close', () => away());
  }

  /** The last switch to memory was logged (once per outage). */
  private announced = false;

  state(): RateLimitState {
    return this.current;
  }

  /** Waits until Redis is connected; throws a clear error when it cannot be reached. */
  async ping(): Promise<void> {
    if (this.redis.status !== 'ready') {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('Redis did not answer within 2 s')), 2_000);
        this.redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    await this.redis.ping();
  }

  async close(): Promise<void> {
    if (this.redis.status === 'end') return;
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
