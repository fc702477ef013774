import fp from 'fastify-plugin';

/** What time it is, for the services that decide by the time (payment deadlines, expiry). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** `app.clock`: the system clock, unless the builder passes another (tests). */
export const clockPlugin = fp<{ clock?: Clock }>(
  async (app, opts) => {
    app.decorate('clock', opts.clock ?? systemClock);
  },
  { name: 'clock' },
);
