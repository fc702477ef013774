/**
 * The storefront's page server (decision 016): dist/apps/storefront-server/main.mjs, next to the
 * client build dist/apps/storefront/ (its index.html is the template, its files the assets).
 * Environment: PORT (4201), HOST (0.0.0.0), API_URL (the API's own root, http://127.0.0.1:3333),
 * SITE_URL (the public origin, for canonical URLs and link previews; required in production), PUBLIC_API_BASE_URL and
 * PUBLIC_API_KEY (the browser's runtime config; the key is also what the server's anonymous calls
 * send), CLIENT_DIR (the client build, if not next to this file). Run it with NODE_ENV=production.
 */
import { createApiClient, setApiClient } from '@rona/api-client';
import {
  catalogueVersionOf,
  fetchWithRequestId,
  runtimeConfigFromEnv,
  servePages,
  siteUrlFromEnv,
} from '@rona/page-server';
import { storefrontSite } from '../shared/page-head';
import { STOREFRONT_CACHED_PAGES } from './cached-pages';
import { renderPage } from './render-page';

const env = process.env;
const runtimeConfig = runtimeConfigFromEnv(env);
const site = storefrontSite(siteUrlFromEnv(env, 'http://localhost:4200'));

// Every render is anonymous: one client per process, the public key, no cookies; each call carries
// the page request's X-Request-Id.
const apiUrl = env.API_URL || 'http://127.0.0.1:3333';
setApiClient(
  createApiClient({
    apiBaseUrl: apiUrl,
    publicApiKey: runtimeConfig.publicApiKey,
    fetch: fetchWithRequestId((input, init) => fetch(input, init)),
  }),
);

const server = await servePages({
  app: 'storefront',
  clientDir: env.CLIENT_DIR || new URL('../storefront/', import.meta.url),
  port: Number(env.PORT || 4201),
  host: env.HOST || '0.0.0.0',
  runtimeConfig,
  // Anonymous HTML of these pages is kept a few seconds (PAGE_CACHE_MS; decision 021).
  cachedPages: STOREFRONT_CACHED_PAGES,
  // …and dropped as soon as the API's catalogue version moves (a catalogue write shows on the next request).
  cacheVersion: () => catalogueVersionOf(apiUrl),
  // HSTS only where the public origin is HTTPS.
  production: site.origin.startsWith('https:'),
  render: ({ url, template, manifest }) => renderPage({ url, template, manifest, site }),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
