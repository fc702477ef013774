import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export type RedisState = 'up' | 'down' | 'off';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether Redis (REDIS_URL: the shared rate-limit counters) answers: for readiness and metrics. */
    redisState(): RedisState;
  }
}

/**
 * `app.redisState()`: 'off' without REDIS_URL; else 'up' while a watching connection of its own is
 * ready and 'down' while it is not (ioredis reconnects with backoff; no command ever queues on it).
 */
export const redisStatePlugin = fp(
  async (app) => {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate('redisState', () => 'off' as const);
      return;
    }
    const watch = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1_000,
      retryStrategy: (times) => Math.min(times * 200, 5_000),
    });
    watch.on('error', () => undefined); // the state says it
    void watch.connect().catch(() => undefined);
    app.decorate('redisState', () => (watch.status === 'ready' ? 'up' : 'down'));
    app.addHook('onClose', async () => {
      watch.disconnect();
    });
  },
  { name: 'redis-state', dependencies: ['config'] },
);
