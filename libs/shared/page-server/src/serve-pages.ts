import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { APP_ASSET_BASE, type AppName } from '@rona/routes';
import { injectRuntimeConfig, runtimeConfigFromEnv, runtimeConfigSource, type RuntimeConfig } from './runtime-config';
import { ASSET_SECURITY_HEADERS, pageSecurityHeaders, scriptHash } from './security-headers';
import { createStaticFiles, sendHtml } from './static-files';

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
}

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

  const server = http.createServer(async (req, res) => {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return text(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      if (pathname === '/healthz') return text(res, 200, 'ok', { 'cache-control': 'no-store' });
      if (pathname.startsWith(base)) {
        const rel = decodeURIComponent(pathname.slice(base.length));
        // index.html is the template, dot folders (.vite/manifest.json) are the build's own: not assets.
        const servable = rel !== 'index.html' && rel !== '' && !/(^|[/\\])\./.test(rel);
        if (servable && (await files.serveAsset(req, res, rel))) return;
        return text(res, 404, 'Not found', { 'cache-control': 'no-store' });
      }
      const shell = await loadTemplate();
      if (shell === null) return text(res, 503, `The ${app} app is not built: run npm run build`);
      let result: RenderResult;
      try {
        result = await render({ url, headers: req.headers, template: shell, manifest: await loadManifest() });
      } catch (error) {
        console.error(`[${app}] render failed for ${url}`, error);
        result = { status: 500, html: shell };
      }
      sendHtml(req, res, result.status, result.html, {
        ...pageHeaders,
        'cache-control': pageCacheControl(result.status),
        ...result.headers,
      });
    } catch (error) {
      if (error instanceof URIError) return text(res, 400, 'Bad request');
      console.error(`[${app}]`, error);
      if (!res.headersSent) text(res, 500, 'Server error', { 'cache-control': 'no-store' });
      else res.end();
    }
  });
  return server;
}

export interface ServePagesOptions extends PageServerOptions {
  port: number;
  host?: string;
}

/** Starts an app's page server (see createPageServer) and resolves once it listens. */
export function servePages({ port, host = '0.0.0.0', ...options }: ServePagesOptions): Promise<Server> {
  const server = createPageServer(options);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      console.log(`[${options.app}] pages at http://${host}:${port}/`);
      resolve(server);
    });
  });
}
