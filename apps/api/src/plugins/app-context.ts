import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database, DatabaseHandle, DatabaseKind } from '../db/client';
import { ResponseCache } from '../http/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbKind: DatabaseKind;
    responseCache: ResponseCache<Buffer>;
    /** Ordered product ids per list filter and sort (pages are slices of it); cleared with responseCache. */
    listOrderCache: ResponseCache<string[]>;
  }
}

/** Decorates the root app (not an encapsulated plugin, so every route sees it) and closes the database with the app. */
export function decorateAppContext(app: FastifyInstance, config: Config, database: DatabaseHandle) {
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  const responseCache = new ResponseCache<Buffer>(config.catalogueCacheMs);
  const listOrderCache = new ResponseCache<string[]>(config.catalogueCacheMs, 64);
  const clear = responseCache.clear.bind(responseCache);
  responseCache.clear = () => {
    clear();
    listOrderCache.clear();
  };
  app.decorate('responseCache', responseCache);
  app.decorate('listOrderCache', listOrderCache);
  app.addHook('onClose', async () => {
    await database.close();
  });
}
