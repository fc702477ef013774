import { Redis } from 'ioredis';
import type { Counter, RateLimitStore } from './rate-limit';

/** INCRBY, and PEXPIRE on the first hit of a window, atomically (a key never lives without expiry). */
const INCREMENT = `
local n = redis.call('INCRBY', KEYS[1], tonumber(ARGV[2] or '1'))
local ttl = redis.call('PTTL', KEYS[1])
if n == tonumber(ARGV[2] or '1') or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}
`;

/** Counters in Redis, shared by every API instance using the same `REDIS_URL`. */
export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis';
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'rona:',
  ) {
    this.redis = new Redis(url, {
      lazyConnect: true,
      // Fail fast instead of queueing requests while Redis is away; the limiter then lets them through.
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      connectTimeout: 2_000,
    });
    this.redis.on('error', () => undefined); // reported per call by the limiter
    this.redis.defineCommand('ronaIncrement', { numberOfKeys: 1, lua: INCREMENT });
  }

  /** Connects and answers PONG; throws a clear error when Redis cannot be reached. */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async increment(key: string, windowMs: number, by = 1): Promise<Counter> {
    const run = (
      this.redis as unknown as { ronaIncrement(key: string, ms: number, by: number): Promise<[number, number]> }
    ).ronaIncrement;
    const [count, ttl] = await run.call(this.redis, this.prefix + key, windowMs, by);
    return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
  }

  async peek(key: string): Promise<Counter> {
    const [[, count], [, ttl]] = (await this.redis
      .multi()
      .get(this.prefix + key)
      .pttl(this.prefix + key)
      .exec()) as [[null, string | null], [null, number]];
    return count === null ? { count: 0, resetInMs: 0 } : { count: Number(count), resetInMs: Math.max(0, ttl) };
  }

  async close(): Promise<void> {
    if (this.redis.status === 'end') return;
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
