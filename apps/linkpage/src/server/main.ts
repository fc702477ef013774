import { runtimeConfigFromEnv, sendsHsts, servePages, siteUrlFromEnv } from '@rona/page-server';
import { createLinkpageRender } from './linkpage-render';
import { createViewerApi } from './viewer-api';
import { VIEWER_CSS } from './viewer-css';

/**
 * The link-page app's server (dist/apps/linkpage-server/main.mjs): the public viewer pages as
 * server-rendered HTML without JavaScript, the studio's shell, and the app's assets under /_lp/.
 * Env: PORT, HOST, API_URL (the API's own root), SITE_URL (required in production), PUBLIC_API_BASE_URL,
 * PUBLIC_API_KEY.
 */
// Read by destructuring: the build defines `process.env.NODE_ENV` (React's production build) and would replace it.
const { PORT, HOST, API_URL } = process.env;
const runtimeConfig = runtimeConfigFromEnv();
const siteUrl = siteUrlFromEnv(process.env);
const api = createViewerApi({
  apiUrl: API_URL ?? 'http://127.0.0.1:3333',
  publicApiKey: runtimeConfig.publicApiKey,
});

await servePages({
  app: 'linkpage',
  // dist/apps/linkpage-server/main.mjs → dist/apps/linkpage/
  clientDir: new URL('../linkpage/', import.meta.url),
  port: Number(PORT ?? 4202),
  host: HOST ?? '0.0.0.0',
  runtimeConfig,
  // HSTS only where the public origin is HTTPS.
  production: sendsHsts(siteUrl),
  render: createLinkpageRender({ api, css: VIEWER_CSS, siteUrl }),
});
