import fp from 'fastify-plugin';

export type RedisState = 'up' | 'down' | 'off';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether Redis (REDIS_URL: the shared rate-limit counters) answers: for readiness and metrics. */
    redisState(): RedisState;
  }
}

/**
 * `app.redisState()`, read from the rate limiter's store (decision 020): 'off' without REDIS_URL,
 * 'up' while the counters are in Redis, 'down' while each instance counts in its own memory.
 */
export const redisStatePlugin = fp(
  async (app) => {
    app.decorate('redisState', (): RedisState => {
      const state = app.rateLimiter.storeState();
      return state === 'redis' ? 'up' : state === 'memory-fallback' ? 'down' : 'off';
    });
  },
  { name: 'redis-state', dependencies: ['rate-limiter'] },
);
