import type { Server } from 'node:http';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { runSeed } from './db/seed/run';
import { serveMetrics } from './observability/metrics-server';

/** How long a graceful shutdown may take before the process exits anyway (in-flight requests, a job's run). */
const SHUTDOWN_DEADLINE_MS = 25_000;

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  if (config.seed === 'auto') {
    const report = await runSeed(app.db, {
      mediaDir: config.mediaDir,
      publicBaseUrl: config.publicBaseUrl,
      env: config.env,
      products: config.seedScale,
      log: (m) => app.log.info(m),
    });
    app.log.info({ report }, 'seed checked');
  }

  // Expiry, auto-completion and the outbox (apps/api/src/jobs); app.close() stops them.
  app.jobs.start();

  let metrics: Server | null = null;
  let closing = false;
  // Graceful: no new connections, requests in flight answered, each job's run finished, then the
  // LISTEN connection and the pool closed (app.close runs them in that order); metrics last.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await app.close();
      metrics?.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort > 0) {
    // Metrics are not worth the shop: a taken port is reported and the API keeps serving.
    metrics = await serveMetrics(app.metrics, config.metricsPort, config.host).catch((err: Error) => {
      app.log.error({ err }, `no metrics: METRICS_PORT ${config.metricsPort} cannot be used`);
      return null;
    });
    if (metrics) app.log.info(`metrics at http://${config.host}:${config.metricsPort}/metrics`);
  }
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
