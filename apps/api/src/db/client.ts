import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** What both drivers (PGlite, node-postgres) give the repositories. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';
/** What `db.transaction(fn)` hands to `fn`, on either driver. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/**
 * Where a repository runs its SQL: the database itself, or the transaction a service opened. Every
 * repository function takes this as its first argument, so a service passes its transaction down
 * as it is (no casts).
 */
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to start another database from (tests' migrated template). */
  snapshot?(): Promise<Blob>;
  /**
   * LISTEN on `channel`: `onMessage` gets each NOTIFY payload; answers the stop function. PostgreSQL
   * holds one connection of its own for it (outside the pool); `onLost` is told when that connection
   * ends unexpectedly (the caller listens again).
   */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onLost?: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  /** The connection pool's counts (PostgreSQL; PGlite has one connection and no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/**
 * The catalogue fits in memory (PGlite, or a server on SSD): index walks are nearly as cheap as
 * sequential reads, so list pages use the sort indexes and stop early instead of sorting everything.
 */
const RANDOM_PAGE_COST = 1.1;
const PGLITE_SHARED_BUFFERS = '32MB';

/** Migrations sit next to this module in the sources and next to main.mjs in the bundle. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(opts: {
  databaseUrl: string | null;
  pgliteDir: string;
  /** PGlite only: a data directory to start from (a `snapshot()`), instead of an empty cluster. */
  pgliteTemplate?: Blob;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
    });
    // An idle connection the server ends (a restart, a failover, a dropped test database) is only
    // reported: without a listener the pool's 'error' event would crash the process. The next
    // query opens a fresh connection.
    pool.on('error', (error) =>
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`, 'DatabaseWarning'),
    );
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    const listen: NonNullable<DatabaseHandle['listen']> = async (channel, onMessage, onLost) => {
      const client = new pg.Client({ connectionString: opts.databaseUrl ?? undefined });
      let stopping = false;
      client.on('notification', (n) => n.channel === channel && onMessage(n.payload ?? ''));
      client.on('error', (error) => !stopping && onLost?.(error));
      client.on('end', () => !stopping && onLost?.(new Error('LISTEN connection ended')));
      await client.connect();
      await client.query(`listen "${channel}"`);
      return async () => {
        stopping = true;
        await client.end().catch(() => undefined);
      };
    };
    return {
      db: db satisfies Database,
      kind: 'postgres',
      close: () => pool.end(),
      listen,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // Trigram search (migration 0005 creates the extension): PGlite ships pg_trgm as a contrib module.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!opts.pgliteDir.startsWith('memory://')) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = await PGlite.create(opts.pgliteDir, {
    extensions: { pg_trgm },
    ...(opts.pgliteTemplate ? { loadDataDir: opts.pgliteTemplate } : {}),
    // PGlite's WASM heap never shrinks: a smaller buffer pool keeps the process small (the OS caches the files).
    postgresqlconf: [`shared_buffers = ${PGLITE_SHARED_BUFFERS}`, `random_page_cost = ${RANDOM_PAGE_COST}`],
  });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db satisfies Database,
    kind: 'pglite',
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return () => stop();
    },
  };
}
