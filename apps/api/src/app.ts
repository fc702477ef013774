import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { installErrorHandling } from './http/envelope';
import { catalogueRoutes } from './modules/catalogue/routes';
import { contentRoutes } from './modules/content/routes';
import { decorateAppContext } from './plugins/app-context';
import { registerMedia } from './plugins/media';

export interface BuildOptions {
  /** An already opened database (tests, the seed CLI); otherwise one is opened from the config. */
  database?: DatabaseHandle;
}

/** The API without listening: external plugins, then app context, then routes (use `app.inject` in tests). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Many shop calls are short GETs; keep-alive sockets are reused by the gateway.
    keepAliveTimeout: 72_000,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const database = options.database ?? (await openDatabase(config));
  decorateAppContext(app, config, database);
  installErrorHandling(app);

  await registerMedia(app, config.mediaDir);
  app.get('/health', async () => ({ status: true, message: 'ok', result: { database: app.dbKind } }));

  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  return app;
}
