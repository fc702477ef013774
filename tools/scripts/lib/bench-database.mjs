import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Runs `fn` with the environment of a throw-away database for one bench run: a fresh PGlite data
 * folder, or a new database on the PostgreSQL at `pgUrl` (dropped afterwards). Media always go to a
 * fresh data folder.
 *
 * @template T
 * @param {'pglite' | 'postgres'} kind
 * @param {string} pgUrl
 * @param {(env: Record<string, string>) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withBenchDatabase(kind, pgUrl, fn) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rona-bench-'));
  if (kind === 'pglite') {
    try {
      return await fn({ DATA_DIR: dataDir });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const name = `rona_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  try {
    return await fn({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}
