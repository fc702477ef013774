import fp from 'fastify-plugin';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from '../http/rate-limit';
import { RedisRateLimitStore } from '../http/rate-limit-redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Attempt counters: in memory, or in Redis when REDIS_URL is set (`rateLimiter.storeState()` says where now). */
    rateLimiter: RateLimiter;
  }
}

/** `app.rateLimiter`: counters in Redis (REDIS_URL, shared by API instances) or in memory; closed with the app. */
export const rateLimiterPlugin = fp(
  async (app) => {
    const store: RateLimitStore = app.config.redisUrl
      ? new RedisRateLimitStore(app.config.redisUrl, { log: app.log })
      : new MemoryRateLimitStore();
    app.decorate('rateLimiter', new RateLimiter(store, app.config.rateLimitFactor));
    app.addHook('onClose', async () => {
      await store.close();
    });
  },
  { name: 'rate-limiter', dependencies: ['config'] },
);
