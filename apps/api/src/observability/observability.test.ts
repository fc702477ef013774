import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, call, type TestApp } from '../testing/test-app';
import { serveMetrics } from './metrics-server';

/** Issue 25 §8: metrics on a port of their own, readiness, request ids, graceful shutdown. */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close().catch(() => undefined);
  t = undefined;
});

const portOf = (address: string | AddressInfo | null) => (address as AddressInfo).port;

describe('GET /metrics', () => {
  it('serves the API metrics on its own port, and not on the API port', async () => {
    t = await createTestApp({ env: { CATALOGUE_CACHE_MS: '60000' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await call(t.app, '/e-commerce/product/v1/all?limit=2');
    await call(t.app, '/e-commerce/product/v1/all?limit=2');
    await t.app.jobs.runNow('order-expiry');
    const metrics = await serveMetrics(t.app.metrics, 0, '127.0.0.1');
    try {
      const res = await fetch(`http://127.0.0.1:${portOf(metrics.address())}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/e-commerce\/product\/v1\/all",status="200"\} 2/,
      );
      expect(text).toContain('rona_response_cache_lookups_total{result="hit"} 1');
      expect(text).toContain('rona_response_cache_lookups_total{result="miss"} 1');
      expect(text).toMatch(/rona_outbox_messages\{status="pending"\} \d+/);
      expect(text).toMatch(/rona_outbox_messages\{status="failed"\} 0/);
      expect(text).toContain('rona_outbox_lag_seconds');
      expect(text).toContain('rona_job_runs_total{job="order-expiry",outcome="ok"} 1');
      expect(text).toContain('rona_job_lag_seconds{job="order-expiry"} 0');
      expect(text).toContain('rona_cache_invalidation_listening 1');
      expect(text).toContain('process_cpu_seconds_total');
      if (t.app.dbKind === 'postgres') expect(text).toMatch(/rona_db_pool_connections\{state="total"\} \d+/);

      const onShop = await fetch(`http://127.0.0.1:${portOf(t.app.server.address())}/metrics`);
      expect(onShop.status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${portOf(metrics.address())}/`)).status).toBe(404);
    } finally {
      metrics.close();
    }
  });
});

describe('GET /health/live and /health/ready', () => {
  it('is ready with the database up and migrations applied, and not ready once the database is gone', async () => {
    t = await createTestApp({ content: null });
    const live = await call(t.app, '/health/live');
    expect(live.statusCode).toBe(200);
    const ready = await call(t.app, '/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.body.result).toMatchObject({ ready: true, database: 'up', migrations: 'applied', redis: 'off' });
    expect((await call(t.app, '/health')).statusCode).toBe(200);

    await t.app.database.close();
    const down = await call(t.app, '/health/ready');
    expect(down.statusCode).toBe(503);
    expect(down.body.status).toBe(false);
    expect(down.body.result).toMatchObject({ ready: false, database: 'down' });
    expect((await call(t.app, '/health/live')).statusCode).toBe(200);
  });

  it('is not ready while a migration of this build is not applied', async () => {
    t = await createTestApp({ content: null });
    await t.app.db.execute(
      // The newest applied migration forgotten: as if this build brought one the database lacks.
      (await import('drizzle-orm'))
        .sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const res = await call(t.app, '/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.body.result).toMatchObject({ ready: false, database: 'up', migrations: 'pending' });
  });

  it('says how Redis is when REDIS_URL is set, and stays ready while it is away', async () => {
    t = await createTestApp({ content: null, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    const away = await call(t.app, '/health/ready');
    expect(away.statusCode).toBe(200);
    expect(away.body.result.redis).toBe('down');
    await t.close();

    t = await createTestApp({
      content: null,
      env: { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' },
    });
    await expect
      .poll(async () => (await call(t!.app, '/health/ready')).body.result.redis, { timeout: 5_000 })
      .toBe('up');
  });
});

describe('request ids', () => {
  it("answers the edge's X-Request-Id in the header and the error envelope, and logs it", async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ content: null, env: { LOG_LEVEL: 'info' }, logStream });
    const id = 'edge-7f3a9c21-req';
    const res = await t.app.inject({ method: 'GET', url: '/no/such/place', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe(id);
    expect(res.json()).toMatchObject({ status: false, requestId: id });
    const logged = lines.filter((l) => l.includes('/no/such/place'));
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(JSON.parse(line).reqId).toBe(id);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/e-commerce/cart/v1/create',
      headers: { 'x-request-id': 'x y\nz' },
    });
    expect(bad.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(bad.headers['x-request-id']).toBe(bad.json().requestId);
  });
});

describe('graceful shutdown', () => {
  it('answers every request in flight when closing under load', async () => {
    t = await createTestApp();
    let received = 0;
    t.app.addHook('onRequest', async () => {
      received++;
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${portOf(t.app.server.address())}`;
    const N = 40;
    const answers = Array.from({ length: N }, (_, i) =>
      fetch(`${base}/e-commerce/product/v1/all?limit=${(i % 10) + 1}`, {
        headers: { authorization: 'test-public-key' },
      }).then(
        (r) => r.status,
        (e: Error) => e.message,
      ),
    );
    await expect.poll(() => received, { timeout: 10_000, interval: 5 }).toBe(N);
    await t.app.close();
    expect(await Promise.all(answers)).toEqual(Array(N).fill(200));
  });
});
