import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { metricsPlugin } from '../observability/metrics';
import { redisStatePlugin } from '../observability/redis-state';
import { catalogueChangesPlugin } from './catalogue-changes';
import { clockPlugin, type Clock } from './clock';
import { configPlugin } from './config';
import { databasePlugin } from './database';
import { jobsPlugin } from './jobs';
import { mediaStoragePlugin } from './media-storage';
import { messagingPlugin } from './messaging';
import { orderSettlementPlugin } from './order-settlement';
import { paymentsPlugin } from './payments';
import { rateLimiterPlugin } from './rate-limiter';
import { responseCachePlugin } from './response-cache';
import { sessionsPlugin } from './sessions';
import { staffSessionsPlugin } from './staff-sessions';
import { shippingPlugin } from './shipping';

export interface ServiceOptions {
  /** An already opened database (tests, the seed CLI); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Another clock than the system's (tests). */
  clock?: Clock;
}

/**
 * The shared services, each built once from the validated config and decorated on the root app
 * (named fastify-plugin plugins: Fastify checks each one's declared dependencies at start).
 * Routes are registered after this and only read them.
 */
export async function registerServices(app: FastifyInstance, config: Config, options: ServiceOptions = {}) {
  // Opened (and migrated) before the plugins load: a first PGlite start can outlast Fastify's plugin timeout.
  const database = options.database ?? (await openDatabase(config));
  await app.register(configPlugin, { config });
  await app.register(clockPlugin, { clock: options.clock });
  await app.register(databasePlugin, { database });
  await app.register(responseCachePlugin);
  await app.register(catalogueChangesPlugin);
  await app.register(sessionsPlugin);
  await app.register(staffSessionsPlugin);
  await app.register(rateLimiterPlugin);
  await app.register(messagingPlugin);
  await app.register(mediaStoragePlugin);
  await app.register(shippingPlugin);
  await app.register(paymentsPlugin);
  await app.register(orderSettlementPlugin);
  await app.register(jobsPlugin);
  await app.register(redisStatePlugin);
  await app.register(metricsPlugin);
}
