/**
 * `npm run dev`: the API with reload (tsx watch) and the four Vite dev servers with hot reload,
 * behind the same one-origin routing as `npm start` (default http://localhost:4200).
 */
import { join } from 'node:path';
import { createGateway } from '../gateway/src/index.mjs';
import { APP_ASSET_BASE } from '../../libs/shared/routes/src/ownership.ts';
import { runtimeConfigFromEnv } from '../../libs/shared/page-server/src/runtime-config.ts';
import { startChild, stopAll, waitForHttp, workspaceRoot } from './lib/process.mjs';

const port = Number(process.env.PORT ?? 4200);
const api = { host: '127.0.0.1', port: Number(process.env.API_PORT ?? 3333) };
const devPorts = { storefront: 4301, 'account-checkout': 4302, linkpage: 4303, backoffice: 4304 };
const bin = (name) => join(workspaceRoot, 'node_modules/.bin', name);

startChild('api', bin('tsx'), ['watch', 'apps/api/src/main.ts'], { PORT: String(api.port), HOST: api.host });
for (const [app, p] of Object.entries(devPorts)) {
  startChild(app, bin('vite'), ['--config', `apps/${app}/vite.config.ts`], { PORT: String(port) });
  await waitForHttp(`http://127.0.0.1:${p}${APP_ASSET_BASE[app]}`, 60_000);
}
await waitForHttp(`http://${api.host}:${api.port}/health`);

const apps = Object.fromEntries(
  Object.entries(devPorts).map(([app, p]) => [app, { dev: { host: '127.0.0.1', port: p } }]),
);
const gateway = createGateway({ api, apps, runtimeConfig: runtimeConfigFromEnv() });
gateway.listen(port, () => console.log(`\n  Rona (dev) at http://localhost:${port}/\n`));
gateway.on('error', (e) => {
  console.error(e);
  stopAll(1);
});
