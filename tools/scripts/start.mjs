/**
 * `npm start`: builds (cached by Nx) and serves the production builds of the four apps and the
 * API behind one origin, on the embedded database (seeded on first run) unless DATABASE_URL is set.
 * An app with a page server in its build (dist/apps/<app>-server/main.mjs: the storefront, the link
 * pages) runs it as its own process and the gateway proxies its pages and assets to it; the others
 * are served from their dist folder (decision 016).
 *   PORT (4200)  API_PORT (3333)  DATA_DIR (./data)  --no-build
 *   STOREFRONT_PORT (PORT+2)  LINKPAGE_PORT (PORT+3)  ACCOUNT_CHECKOUT_PORT (PORT+4)
 *   SITE_URL (http://localhost:PORT): the public origin (API links, sitemap; page servers' canonical URLs).
 *   METRICS_PORT (PORT+20): Prometheus' /metrics of the API there, of each page server at METRICS_PORT +
 *   its port offset (0 turns them off); never on the shop's port.
 * The API and the page servers are supervised: one that crashes is started again (with backoff) while
 * the gateway stays up and answers 502 meanwhile (decision 021).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createGateway, distFolders } from '../gateway/src/index.mjs';
import { runtimeConfigFromEnv } from '../../libs/shared/page-server/src/runtime-config.ts';
import { NX_ENV, nxBin, run, stopAll, waitForHttp, workspaceRoot } from './lib/process.mjs';
import { supervise } from './lib/supervisor.mjs';

const port = Number(process.env.PORT ?? 4200);
const apiPort = Number(process.env.API_PORT ?? 3333);
const api = { host: '127.0.0.1', port: apiPort };
// The public origin: the API's robots.txt, sitemap and mailed links and the page servers' canonical URLs.
const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`;
const metricsPort = Number(process.env.METRICS_PORT ?? port + 20);
const metricsPortOf = (offset) => (metricsPort > 0 ? metricsPort + offset : 0);
const supervised = [];
const keepUp = (name, entry, env) =>
  supervised.push(supervise({ name, command: process.execPath, args: [entry], cwd: workspaceRoot, env }));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => supervised.forEach((s) => void s.stop()));
const PAGE_SERVER_PORT_OFFSET = { storefront: 2, linkpage: 3, 'account-checkout': 4 };

if (!process.argv.includes('--no-build')) {
  await run(
    nxBin,
    [
      'run-many',
      '-t',
      'build',
      '--projects=storefront,account-checkout,linkpage,backoffice,api',
      '--output-style=static',
    ],
    {
      env: NX_ENV,
    },
  );
}

keepUp('api', join(workspaceRoot, 'dist/apps/api/main.mjs'), {
  PORT: String(apiPort),
  METRICS_PORT: String(metricsPortOf(0)),
  HOST: api.host,
  DATA_DIR: process.env.DATA_DIR ?? join(workspaceRoot, 'data'),
  SITE_URL: siteUrl,
});
await waitForHttp(`http://${api.host}:${apiPort}/health`);

const apps = distFolders(workspaceRoot);
const pageServers = [];
for (const [app, offset] of Object.entries(PAGE_SERVER_PORT_OFFSET)) {
  const entry = join(workspaceRoot, 'dist/apps', `${app}-server`, 'main.mjs');
  if (!existsSync(entry)) continue;
  const envName = `${app.toUpperCase().replace(/-/g, '_')}_PORT`;
  const server = { host: '127.0.0.1', port: Number(process.env[envName] ?? port + offset) };
  keepUp(app, entry, {
    NODE_ENV: 'production',
    PORT: String(server.port),
    METRICS_PORT: String(metricsPortOf(offset)),
    HOST: server.host,
    API_URL: `http://${api.host}:${apiPort}`,
    SITE_URL: siteUrl,
  });
  apps[app] = { server };
  pageServers.push(waitForHttp(`http://${server.host}:${server.port}/healthz`));
}
await Promise.all(pageServers);

const gateway = createGateway({ api, apps, runtimeConfig: runtimeConfigFromEnv() });
gateway.listen(port, process.env.GATEWAY_HOST ?? '0.0.0.0', () => {
  console.log(`\n  Rona is running at http://localhost:${port}/  (API at http://localhost:${port}/api)\n`);
});
gateway.on('error', (e) => {
  console.error(e);
  stopAll(1);
});
