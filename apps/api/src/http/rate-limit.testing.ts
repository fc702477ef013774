import { RedisRateLimitStore } from './rate-limit-redis';

/** Redis runs on the CI machine and locally at 127.0.0.1:6379; the suite fails (not skips) without it. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function connectTestRedis(): Promise<RedisRateLimitStore> {
  const store = new RedisRateLimitStore(TEST_REDIS_URL);
  try {
    await store.ping();
  } catch (err) {
    await store.close();
    throw new Error(`Redis is not reachable at ${TEST_REDIS_URL} (set TEST_REDIS_URL): ${(err as Error).message}`);
  }
  return store;
}
