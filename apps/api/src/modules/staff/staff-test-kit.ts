import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestEnvelope } from '../../testing/envelope';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import { runSeed } from '../../db/seed/run';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../db/seed/staff-accounts';
import type { Clock } from '../../services/clock';
import { fixtureContent } from '../../testing/fixture-content';
import { API_KEY, freshDatabase, type TestApp } from '../../testing/test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: TestEnvelope;
}

/** Any call with an optional bearer token (a staff token, a member token, or none). */
export async function adminCall(
  app: FastifyInstance,
  method: Method,
  url: string,
  opts: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await app.inject({
    method,
    url,
    headers,
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  // The envelope; a file (the CSV exports) is kept as its text.
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  const body = json ? (res.json() as TestEnvelope) : ({ text: res.body } as unknown as TestEnvelope);
  return { statusCode: res.statusCode, headers: res.headers, body };
}

/** Signs a seeded staff account in (by role id) and answers its bearer token. */
export async function staffToken(app: FastifyInstance, roleId: string): Promise<string> {
  const staff = DEMO_STAFF.find((s) => s.roleId === roleId);
  if (!staff) throw new Error(`no seeded staff for ${roleId}`);
  const res = await adminCall(app, 'POST', '/admin/v1/login', {
    body: { email: staff.email, password: DEMO_STAFF_PASSWORD },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return (res.body.result as { accessToken: string }).accessToken;
}

/** createTestApp with the app's clock in the test's hands (session idle and expiry). */
export async function createClockedTestApp(clock: Clock, env: Record<string, string> = {}): Promise<TestApp> {
  const mediaRoot = await mkdtemp(path.join(tmpdir(), 'rona-api-staff-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_API_KEY: API_KEY,
      DATA_DIR: mediaRoot,
      // As createTestApp: a test writes faster than a person (decision 026's limit has its own test).
      ADMIN_WRITES_PER_MINUTE: '1000000',
      ...env,
    }),
    pgliteDir: 'memory://',
  };
  const { handle, drop } = await freshDatabase();
  const app = await buildApp(config, { database: handle, clock });
  await runSeed(app.db, {
    mediaDir: config.mediaDir,
    publicBaseUrl: config.publicBaseUrl,
    env: 'test',
    content: fixtureContent,
  });
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
