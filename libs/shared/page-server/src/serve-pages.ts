import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { REQUEST_ID_HEADER } from '@rona/domain';
import { APP_ASSET_BASE, type AppName } from '@rona/routes';
import {
  PageCache,
  pageCacheFromEnv,
  pageCacheKey,
  matchPageRoute,
  type PageCacheOptions,
  type PageRoute,
} from './page-cache';
import { createPageMetrics, serveMetrics, type PageMetrics } from './page-metrics';
import { currentRequestId, requestIdOf, runWithRequestId } from './request-context';
import { injectRuntimeConfig, runtimeConfigFromEnv, runtimeConfigSource, type RuntimeConfig } from './runtime-config';
import { ASSET_SECURITY_HEADERS, pageSecurityHeaders, scriptHash } from './security-headers';
import { HTML_TYPE, acceptsGzip, createStaticFiles, sendBody } from './static-files';

export interface RenderRequest {
  /** The request's path and query, as received (e.g. `/products?page=2`). */
  url: string;
  headers: IncomingHttpHeaders;
  /** The client build's index.html with the runtime config already in place. */
  template: string;
  /** The client build's Vite manifest (`.vite/manifest.json`: source module → chunk, imports, CSS), if built with one. */
  manifest: Record<string, { file: string; imports?: string[]; css?: string[] }> | null;
}

export interface RenderResult {
  status: number;
  html: string;
  /** Extra or overriding headers (e.g. `location` for a redirect, another cache-control). */
  headers?: Record<string, string>;
}

export interface PageServerOptions {
  app: AppName;
  /** The app's client build (dist/apps/<app>): its index.html is the template, its files the assets. */
  clientDir: string | URL;
  render: (request: RenderRequest) => Promise<RenderResult> | RenderResult;
  runtimeConfig?: RuntimeConfig;
  /** Adds HSTS (only behind HTTPS). */
  production?: boolean;
  /**
   * The app's pages whose anonymous HTML may be cached in the process, each with the query
   * parameters it reads (the cache key; decision 021). Other pages render for every request.
   */
  cachedPages?: readonly PageRoute[];
  /** The page cache's lifetimes (default: PAGE_CACHE_MS / PAGE_CACHE_STALE_MS); null turns it off. */
  pageCache?: PageCacheOptions | null;
  /** Where requests, renders and the page cache are counted (servePages makes one when METRICS_PORT is set). */
  metrics?: PageMetrics;
  /**
   * What the cached pages show, as a token that changes when it changes (the API's catalogue
   * version): asked before a cached page is served; a new token empties the cache, so a catalogue
   * write shows on the next request (docs/product/catalogue.md). Null (unreachable): the cache is
   * left as it is and its lifetimes bound the staleness.
   */
  cacheVersion?: () => Promise<string | null>;
}

/** A rendered page as sent: kept by the page cache with its gzip made once, when first asked for. */
interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer | null;
}

const gzipOf = (answer: PageAnswer) => (answer.gzip ??= gzipSync(answer.body));

/**
 * Cache policy of server-rendered HTML (docs/decisions/016). Renders are anonymous, so a page is the
 * same for everyone: shared caches (nginx, a CDN) keep it a minute and may serve it stale for ten
 * while they refresh it; browsers always revalidate. Errors of ours are never cached.
 */
export function pageCacheControl(status: number): string {
  if (status >= 500) return 'no-store';
  if (status >= 200 && status < 300) return 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
  return 'public, max-age=0, s-maxage=60';
}

const text = (res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...ASSET_SECURITY_HEADERS, ...headers });
  res.end(body);
};

/**
 * One app's page server (not yet listening): `GET /healthz`; the app's built assets under its asset
 * base (APP_ASSET_BASE); every other GET/HEAD is a page from `render`, with the page security headers
 * (the CSP allows the runtime-config script by its hash) and the cache policy above unless `render`
 * sets its own. A render that throws answers 500 with the plain client shell (the app still starts in
 * the browser), never cached.
 */
export function createPageServer({
  app,
  clientDir,
  render,
  runtimeConfig = runtimeConfigFromEnv(),
  production = false,
  cachedPages = [],
  pageCache = pageCacheFromEnv(),
  metrics,
  cacheVersion,
}: PageServerOptions): Server {
  const root = typeof clientDir === 'string' ? clientDir : fileURLToPath(clientDir);
  const files = createStaticFiles(root);
  const base = APP_ASSET_BASE[app];
  const pageHeaders = pageSecurityHeaders({
    scriptHashes: [scriptHash(runtimeConfigSource(runtimeConfig))],
    production,
  });
  let template: Promise<string | null> | null = null;
  let manifest: Promise<RenderRequest['manifest']> | null = null;
  const loadManifest = () =>
    (manifest ??= files.readText('.vite/manifest.json').then((json) => (json === null ? null : JSON.parse(json))));
  const loadTemplate = () =>
    (template ??= files
      .readText('index.html')
      .then((html) => (html === null ? null : injectRuntimeConfig(html, runtimeConfig))));

  const cache =
    pageCache && cachedPages.length
      ? new PageCache<PageAnswer>(
          pageCache,
          // Its gzip, made later, is counted as half the body (HTML compresses far better).
          (page) => Math.ceil(page.body.length * 1.5),
          (page) => page.status < 500,
          (error, key) => console.error(`[${app}] background render failed for ${key}`, error),
        )
      : null;
  if (cache) metrics?.watchCache(() => ({ entries: cache.size, bytes: cache.bytes }));
  let seenVersion: string | null = null;
  let asking: Promise<void> | null = null;
  /**
   * Empties the cache when the version moved since the last look. Requests arriving while a look is
   * on its way share it (a crowd costs one version call per round trip, not one per request); a
   * request that starts after a look ended makes its own, so the first request after a write sees it.
   */
  function checkVersion(page: PageCache<PageAnswer>): Promise<void> {
    asking ??= (async () => {
      const version = await cacheVersion?.().catch(() => null);
      if (!version || version === seenVersion) return;
      if (seenVersion !== null) page.clear();
      seenVersion = version;
    })().finally(() => {
      asking = null;
    });
    return asking;
  }

  /** Renders `url` into the answer to send (a render that throws is the plain shell, 500, never cached). */
  async function renderAnswer(url: string, headers: IncomingHttpHeaders, shell: string, route: string) {
    let result: RenderResult;
    try {
      result = await render({ url, headers, template: shell, manifest: await loadManifest() });
    } catch (error) {
      console.error(`[${app}] render failed for ${url} (request ${currentRequestId()})`, error);
      metrics?.renderFailed(route);
      result = { status: 500, html: shell };
    }
    const body = Buffer.from(result.html);
    const answer: PageAnswer = {
      status: result.status,
      headers: { ...pageHeaders, 'cache-control': pageCacheControl(result.status), ...result.headers },
      body,
      gzip: null,
    };
    return answer;
  }

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse, requestId: string) => {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    let route = 'other';
    const started = process.hrtime.bigint();
    res.once('finish', () =>
      metrics?.observe(
        { method: req.method ?? 'GET', route, status: res.statusCode },
        Number(process.hrtime.bigint() - started) / 1e9,
      ),
    );
    res.setHeader(REQUEST_ID_HEADER, requestId);
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return text(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      if (pathname === '/healthz') {
        route = 'healthz';
        return text(res, 200, 'ok', { 'cache-control': 'no-store' });
      }
      if (pathname.startsWith(base)) {
        route = 'asset';
        const rel = decodeURIComponent(pathname.slice(base.length));
        // index.html is the template, dot folders (.vite/manifest.json) are the build's own: not assets.
        const servable = rel !== 'index.html' && rel !== '' && !/(^|[/\\])\./.test(rel);
        if (servable && (await files.serveAsset(req, res, rel))) return;
        return text(res, 404, 'Not found', { 'cache-control': 'no-store' });
      }
      const shell = await loadTemplate();
      if (shell === null) return text(res, 503, `The ${app} app is not built: run npm run build`);
      route = matchPageRoute(pathname, cachedPages)?.path ?? 'page';
      const cacheable = cache ? pageCacheKey(url, cachedPages) : null;
      let answer: PageAnswer;
      if (cache && cacheable) {
        if (cacheVersion) await checkVersion(cache);
        // Rendered from the normalised URL: the HTML is the same for every URL of this key.
        const found = await cache.get(cacheable.key, () => renderAnswer(cacheable.key, req.headers, shell, route));
        metrics?.cacheLookup(found.result);
        answer = found.value;
      } else {
        metrics?.cacheLookup('bypass');
        answer = await renderAnswer(url, req.headers, shell, route);
      }
      const gzip = acceptsGzip(req) ? gzipOf(answer) : null;
      sendBody(req, res, answer.status, { body: answer.body, gzip, type: HTML_TYPE }, answer.headers);
    } catch (error) {
      if (error instanceof URIError) return text(res, 400, 'Bad request');
      console.error(`[${app}] request ${requestId}`, error);
      if (!res.headersSent) text(res, 500, 'Server error', { 'cache-control': 'no-store' });
      else res.end();
    }
  };

  return http.createServer((req, res) => {
    const requestId = requestIdOf(req);
    void runWithRequestId(requestId, () => handle(req, res, requestId));
  });
}

export interface ServePagesOptions extends PageServerOptions {
  port: number;
  host?: string;
  /** Prometheus' GET /metrics on a port of its own (default METRICS_PORT; unset or 0: none). */
  metricsPort?: number;
}

/** Starts an app's page server (see createPageServer) and resolves once it listens. */
export async function servePages({
  port,
  host = '0.0.0.0',
  metricsPort = Number(process.env.METRICS_PORT ?? 0),
  ...options
}: ServePagesOptions): Promise<Server> {
  const metrics = metricsPort > 0 ? createPageMetrics() : undefined;
  const server = createPageServer({ ...options, metrics });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      console.log(`[${options.app}] pages at http://${host}:${port}/`);
      resolve();
    });
  });
  if (metrics) {
    // Metrics are not worth the pages: a taken port is reported and the pages keep being served.
    await serveMetrics(metrics.registry, metricsPort, host).then(
      (metricsServer) => {
        server.once('close', () => metricsServer.close());
        console.log(`[${options.app}] metrics at http://${host}:${metricsPort}/metrics`);
      },
      (error: Error) => console.error(`[${options.app}] no metrics: ${error.message}`),
    );
  }
  return server;
}
