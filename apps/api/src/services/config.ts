import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration (config.ts): the only source of settings for every service and route. */
    config: Config;
  }
}

/** `app.config`: the validated configuration every other service is built from. */
export const configPlugin = fp<{ config: Config }>(
  async (app, opts) => {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);
