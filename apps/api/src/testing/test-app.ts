import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { SeedContent } from '../db/seed/content-types';
import { runSeed } from '../db/seed/run';
import { adminQuery } from './database-template.global';
import type { TestEnvelope } from './envelope';
import { fixtureContent } from './fixture-content';

export const API_KEY = 'test-public-key';

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A throw-away database: in-memory PGlite, or a fresh PostgreSQL database when TEST_DATABASE_URL is
 * set, each a copy of the migrated template the global setup made (database-template.global.ts).
 */
export async function freshDatabase(): Promise<{
  handle: DatabaseHandle;
  drop: () => Promise<void>;
  /** Another handle on the same database, as a second API instance would open it (PGlite: the same one, closed once). */
  another: () => Promise<DatabaseHandle>;
}> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const template = inject('databaseTemplate');
  if (!baseUrl) {
    pgliteTemplate ??= readFile(template).then((bytes) => new Blob([bytes]));
    const handle = await openDatabase({
      databaseUrl: null,
      pgliteDir: 'memory://',
      pgliteTemplate: await pgliteTemplate,
    });
    return { handle, drop: async () => {}, another: async () => ({ ...handle, close: async () => {} }) };
  }
  const name = `rona_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(baseUrl, `create database ${name} template ${template}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
  return {
    handle,
    drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`),
    another: () => openDatabase({ databaseUrl: url.toString(), pgliteDir: '' }),
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/** A built app on a fresh database, seeded with `content` (the fixture by default; null = empty). */
export async function createTestApp(
  opts: { content?: SeedContent | null; env?: Record<string, string>; logStream?: Writable } = {},
): Promise<TestApp> {
  const mediaRoot = await mkdtemp(path.join(tmpdir(), 'rona-api-test-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_API_KEY: API_KEY,
      DATA_DIR: mediaRoot,
      CATALOGUE_CACHE_MS: '0',
      // Test files write as one staff member far faster than a person (admin-write-rate.test.ts sets its own).
      ADMIN_WRITES_PER_MINUTE: '1000000',
      ...opts.env,
    }),
    pgliteDir: 'memory://',
  };
  const { handle, drop } = await freshDatabase();
  const app = await buildApp(config, { database: handle, logStream: opts.logStream });
  const content = opts.content === undefined ? fixtureContent : opts.content;
  if (content) {
    await runSeed(app.db, { mediaDir: config.mediaDir, publicBaseUrl: config.publicBaseUrl, env: 'test', content });
  }
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await drop();
      await rm(mediaRoot, { recursive: true, force: true });
    },
  };
}

/** `app.inject` with the public key, answering the parsed envelope. */
export async function call(
  app: FastifyInstance,
  url: string,
  init: { method?: 'GET' | 'POST'; auth?: string | null; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  const auth = init.auth === undefined ? API_KEY : init.auth;
  if (auth) headers.authorization = auth;
  const res = await app.inject({
    method: init.method ?? 'GET',
    url,
    headers,
    ...(init.body !== undefined ? { payload: init.body as object } : {}),
  });
  return {
    statusCode: res.statusCode,
    headers: res.headers,
    body: res.json() as TestEnvelope,
  };
}
