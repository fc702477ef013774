import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle, type DatabaseKind } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
  }
}

/**
 * `app.db`: the database of the config (PostgreSQL when DATABASE_URL is set, else PGlite), or an
 * already opened one (tests, the seed CLI). Closed with the app either way.
 */
export const databasePlugin = fp<{ database?: DatabaseHandle }>(
  async (app, opts) => {
    const database = opts.database ?? (await openDatabase(app.config));
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
