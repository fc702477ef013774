/**
 * `npm start`: builds (cached by Nx) and serves the production builds of the three apps and the
 * API behind one origin, on the embedded database (seeded on first run) unless DATABASE_URL is set.
 *   PORT (4200)  API_PORT (3333)  DATA_DIR (./data)  --no-build
 */
import { join } from 'node:path';
import { createGateway, distFolders } from '../gateway/src/index.mjs';
import { runtimeConfigFromEnv } from '../../libs/shared/page-server/src/runtime-config.ts';
import { NX_ENV, nxBin, run, startChild, stopAll, waitForHttp, workspaceRoot } from './lib/process.mjs';

const port = Number(process.env.PORT ?? 4200);
const apiPort = Number(process.env.API_PORT ?? 3333);
const api = { host: '127.0.0.1', port: apiPort };

if (!process.argv.includes('--no-build')) {
  await run(
    nxBin,
    ['run-many', '-t', 'build', '--projects=storefront,account-checkout,linkpage,api', '--output-style=static'],
    {
      env: NX_ENV,
    },
  );
}

startChild('api', process.execPath, [join(workspaceRoot, 'dist/apps/api/main.mjs')], {
  PORT: String(apiPort),
  HOST: api.host,
  DATA_DIR: process.env.DATA_DIR ?? join(workspaceRoot, 'data'),
});
await waitForHttp(`http://${api.host}:${apiPort}/health`);

const gateway = createGateway({ api, apps: distFolders(workspaceRoot), runtimeConfig: runtimeConfigFromEnv() });
gateway.listen(port, process.env.GATEWAY_HOST ?? '0.0.0.0', () => {
  console.log(`\n  Rona is running at http://localhost:${port}/  (API at http://localhost:${port}/api)\n`);
});
gateway.on('error', (e) => {
  console.error(e);
  stopAll(1);
});
