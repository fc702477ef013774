import type { FastifyInstance } from 'fastify';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from '../../http/rate-limit';
import { RedisRateLimitStore } from '../../http/rate-limit-redis';
import { createMessaging, type Messaging } from '../messaging';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail and WhatsApp delivery (SMTP / WhatsApp Cloud, or the outbox sandbox). */
    messaging: Messaging;
    /** Attempt counters: in memory, or in Redis when REDIS_URL is set. */
    rateLimiter: RateLimiter;
  }
}

/** Decorates the root app with the account services; call once from buildApp (through authRoutes). */
export function installAuthServices(app: FastifyInstance) {
  const store: RateLimitStore = app.config.redisUrl
    ? new RedisRateLimitStore(app.config.redisUrl)
    : new MemoryRateLimitStore();
  const messaging = createMessaging(app.config, app.db, app.log);
  app.decorate('messaging', messaging);
  app.decorate('rateLimiter', new RateLimiter(store, app.log, app.config.rateLimitFactor));
  app.addHook('onClose', async () => {
    await Promise.all([store.close(), messaging.close()]);
  });
}
