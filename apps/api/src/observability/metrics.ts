import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry of this app, served on METRICS_PORT by main.ts (never on the shop's port). */
    metrics: Registry;
  }
}

/** Where a request went: its route pattern (`/catalogue/v1/products/:url`), never the raw URL (unbounded). */
const routeOf = (request: { routeOptions: { url?: string } }) => request.routeOptions.url ?? '(unmatched)';

/** The outbox at a glance: messages waiting, given up, and how late the oldest due one is. */
async function outboxState(app: FastifyInstance) {
  const rows = await app.db.execute(sql`
    select
      count(*) filter (where status = 'pending') as pending,
      count(*) filter (where status = 'failed') as failed,
      coalesce(extract(epoch from (now() - min(next_attempt_at) filter (where status = 'pending' and next_attempt_at <= now()))), 0) as lag
    from outgoing_messages`);
  const row = (Array.isArray(rows) ? rows[0] : (rows as { rows: unknown[] }).rows[0]) as Record<string, unknown>;
  return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0), lagSeconds: Number(row?.lag ?? 0) };
}

/**
 * `app.metrics` (decision 021): the process (CPU, memory, event-loop lag, GC), HTTP requests by
 * route and status (rate, latency, errors), the database pool, the outbox's backlog and failures,
 * each job's runs and lag, the response cache's hits and misses, the cache-invalidation LISTEN,
 * and Redis. Values that live elsewhere are read when Prometheus scrapes.
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status'] as const;
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'API requests by route and status: count (rate) and latency',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const errors = new Counter({
      name: 'http_request_errors_total',
      help: 'API answers with a 5xx status, by route',
      labelNames,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: routeOf(request), status: String(reply.statusCode) };
      duration.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) errors.inc(labels);
    });

    new Gauge({
      name: 'rona_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on PGlite',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = app.database.poolStats?.();
        if (!stats) return;
        for (const [state, n] of Object.entries(stats)) this.set({ state }, n);
      },
    });
    const outbox = new Gauge({
      name: 'rona_outbox_messages',
      help: 'Outbox messages waiting to be sent (pending) and given up (failed)',
      labelNames: ['status'],
      registers: [registry],
      async collect() {
        const state = await outboxState(app).catch(() => null);
        if (!state) return;
        this.set({ status: 'pending' }, state.pending);
        this.set({ status: 'failed' }, state.failed);
        outboxLag.set(state.lagSeconds);
      },
    });
    const outboxLag = new Gauge({
      name: 'rona_outbox_lag_seconds',
      help: 'How long the oldest due outbox message has been waiting',
      registers: [registry],
    });
    void outbox;

    new Counter({
      name: 'rona_job_runs_total',
      help: 'Background job runs by job and outcome',
      labelNames: ['job', 'outcome'],
      registers: [registry],
      collect() {
        this.reset();
        for (const job of app.jobs.states()) {
          this.inc({ job: job.name, outcome: 'ok' }, job.runs.ok);
          this.inc({ job: job.name, outcome: 'failed' }, job.runs.failed);
        }
      },
    });
    new Gauge({
      name: 'rona_job_lag_seconds',
      help: 'How far a job is behind its schedule: time since its last run ended beyond its interval',
      labelNames: ['job'],
      registers: [registry],
      collect() {
        const now = Date.now();
        for (const job of app.jobs.states()) {
          if (job.lastEndedAt === null) continue;
          this.set({ job: job.name }, Math.max(0, (now - job.lastEndedAt - job.everyMs) / 1000));
        }
      },
    });
    new Gauge({
      name: 'rona_job_last_duration_seconds',
      help: "How long each job's last run took",
      labelNames: ['job'],
      registers: [registry],
      collect() {
        for (const job of app.jobs.states())
          if (job.lastDurationMs !== null) this.set({ job: job.name }, job.lastDurationMs / 1000);
      },
    });

    new Counter({
      name: 'rona_response_cache_lookups_total',
      help: 'Public catalogue answers looked up in the response cache, by result (hit, miss)',
      labelNames: ['result'],
      registers: [registry],
      collect() {
        this.reset();
        this.inc({ result: 'hit' }, app.responseCache.hits);
        this.inc({ result: 'miss' }, app.responseCache.misses);
      },
    });
    new Gauge({
      name: 'rona_cache_invalidation_listening',
      help: 'Whether this instance hears the others announce catalogue changes (1) or not (0)',
      registers: [registry],
      collect() {
        this.set(app.catalogueChanges.listening ? 1 : 0);
      },
    });
    new Gauge({
      name: 'rona_redis_up',
      help: 'Redis (shared rate-limit counters): 1 connected, 0 away (the limiter counts in memory); absent without REDIS_URL',
      registers: [registry],
      collect() {
        const state = app.redisState();
        if (state !== 'off') this.set(state === 'up' ? 1 : 0);
      },
    });

    app.decorate('metrics', registry);
  },
  { name: 'metrics', dependencies: ['database', 'response-cache', 'jobs', 'catalogue-changes', 'redis-state'] },
);
