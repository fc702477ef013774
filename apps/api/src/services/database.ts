import fp from 'fastify-plugin';
import type { Database, DatabaseHandle, DatabaseKind } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
    /** The handle itself: LISTEN/NOTIFY (cache invalidation), pool counts (metrics). */
    database: DatabaseHandle;
  }
}

/**
 * `app.db`: the opened database (PostgreSQL when DATABASE_URL is set, else PGlite; see
 * registerServices), closed with the app.
 */
export const databasePlugin = fp<{ database: DatabaseHandle }>(
  async (app, opts) => {
    const database = opts.database;
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
