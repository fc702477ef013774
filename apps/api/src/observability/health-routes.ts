import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../db/client';
import { failure, ok } from '../http/envelope';
import { messages } from '../http/messages';

/** The newest migration this build knows (drizzle records each applied one's folder time). */
const newestMigration = () => Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));

async function databaseState(app: FastifyInstance, newest: number) {
  try {
    const rows = await app.db.execute(
      sql`select coalesce(max(created_at), 0) as applied from drizzle.__drizzle_migrations`,
    );
    const row = (Array.isArray(rows) ? rows[0] : (rows as { rows: unknown[] }).rows[0]) as { applied: unknown };
    return {
      database: 'up' as const,
      migrations: Number(row.applied) >= newest ? ('applied' as const) : ('pending' as const),
    };
  } catch {
    return { database: 'down' as const, migrations: 'unknown' as const };
  }
}

/**
 * Liveness and readiness for the orchestrator (decision 021). `GET /health/live`: the process
 * answers. `GET /health/ready`: 503 while the database cannot be reached or this build's migrations
 * are not all applied; also says how Redis is (the limiters count in memory while it is away, so
 * Redis alone does not make the API unready) and whether catalogue changes reach this instance.
 * `GET /health` stays as it was (the gateway's and scripts' check).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const newest = newestMigration();
  app.get('/health', async () => ({ status: true, message: 'ok', result: { database: app.dbKind } }));
  app.get('/health/live', async () => ok({ live: true }, 'ok'));
  app.get('/health/ready', async (_request, reply) => {
    const state = await databaseState(app, newest);
    const result = {
      ready: state.database === 'up' && state.migrations === 'applied',
      ...state,
      redis: app.redisState(),
      catalogueChanges: app.catalogueChanges.listening ? 'listening' : 'not listening',
    };
    if (result.ready) return ok(result, 'ok');
    return reply
      .status(503)
      .send({ ...failure(messages.serviceUnavailable, [{ message: messages.serviceUnavailable }]), result });
  });
};
