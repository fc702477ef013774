import http from 'node:http';
import { join } from 'node:path';
import { API_PREFIX, API_ROOT_PATHS, APP_ASSET_BASE, appForPath } from '../../../libs/shared/routes/src/ownership.ts';
import { apiBodyLimit } from '../../../libs/shared/routes/src/body-limits.ts';
import { GATEWAY_MESSAGES, answerClientError, proxyRequest, proxyUpgrade, sendEnvelope } from './proxy.mjs';
import {
  ASSET_SECURITY_HEADERS,
  createStaticFiles,
  injectRuntimeConfig,
  pageSecurityHeaders,
  runtimeConfigSource,
  scriptHash,
} from '../../../libs/shared/page-server/src/index.ts';

/**
 * One origin for the whole product: `/api/*` goes to the API (prefix stripped), each app's asset
 * base (`/_sf/`, `/_ac/`, `/_lp/`) to that app, and every other path to the app that owns it
 * (libs/shared/routes). Apps are built folders served here (`dist`: index.html for every page), their
 * own page servers (`server`: pages and assets proxied as they are, decision 016) or Vite dev servers (`dev`).
 *
 * Built pages carry the CSP (the runtime-config script allowed by its hash) and the other security
 * headers of libs/shared/page-server; `production` adds HSTS (only behind HTTPS).
 *
 * @param {{ api: {host: string, port: number}, apps: Record<string, {dist?: string, server?: {host: string, port: number}, dev?: {host: string, port: number}}>, runtimeConfig: object, production?: boolean }} opts
 */
export function createGateway({ api, apps, runtimeConfig, production = false }) {
  const pageHeaders = pageSecurityHeaders({
    scriptHashes: [scriptHash(runtimeConfigSource(runtimeConfig))],
    production,
  });
  const statics = Object.fromEntries(
    Object.entries(apps)
      .filter(([, a]) => a.dist)
      .map(([name, a]) => [name, createStaticFiles(a.dist)]),
  );

  function route(url) {
    const pathname = url.split('?')[0];
    if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
      return { kind: 'api', path: url.slice(API_PREFIX.length) || '/' };
    }
    if (API_ROOT_PATHS.includes(pathname)) return { kind: 'api', path: url };
    const app = appForPath(pathname);
    const base = APP_ASSET_BASE[app];
    if (pathname.startsWith(base)) return { kind: 'asset', app, rel: decodeURIComponent(pathname.slice(base.length)) };
    return { kind: 'page', app };
  }

  const server = http.createServer(async (req, res) => {
    try {
      const r = route(req.url ?? '/');
      if (r.kind === 'api') return proxyRequest(req, res, api, r.path, { bodyLimit: apiBodyLimit(r.path) });
      const target = apps[r.app];
      // The app's page server answers its pages and assets itself (headers, caching, 404s).
      if (target.server) return proxyRequest(req, res, target.server, req.url ?? '/');
      if (target.dev) {
        // Vite serves index.html (with the runtime config) for any path under its base.
        const path = r.kind === 'asset' ? req.url : `${APP_ASSET_BASE[r.app]}${(req.url ?? '/').replace(/^\//, '')}`;
        return proxyRequest(req, res, target.dev, path);
      }
      const files = statics[r.app];
      if (r.kind === 'asset' && (await files.serveAsset(req, res, r.rel))) return;
      if (r.kind === 'asset') {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...ASSET_SECURITY_HEADERS });
        return res.end('Not found');
      }
      for (const [k, v] of Object.entries(pageHeaders)) res.setHeader(k, v);
      const ok = await files.serveHtml(req, res, (html) => injectRuntimeConfig(html, runtimeConfig));
      if (!ok) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`The ${r.app} app is not built: run npm run build`);
      }
    } catch (error) {
      // An undecodable path (`/_sf/%ff`) is the client's mistake: 400 in the envelope.
      if (error instanceof URIError) return sendEnvelope(res, 400, GATEWAY_MESSAGES.invalidAddress);
      console.error('[gateway]', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Gateway error');
    }
  });

  // Over-long heads and malformed request lines: 431/400 in the envelope, not a bare status line.
  server.on('clientError', answerClientError);

  server.on('upgrade', (req, socket, head) => {
    const r = route(req.url ?? '/');
    const target = r.kind === 'api' ? api : apps[r.app]?.dev;
    if (!target) return socket.destroy();
    proxyUpgrade(req, socket, head, target, r.kind === 'api' ? r.path : req.url);
  });

  return server;
}

export function distFolders(workspaceRoot) {
  return Object.fromEntries(
    Object.keys(APP_ASSET_BASE).map((app) => [app, { dist: join(workspaceRoot, 'dist/apps', app) }]),
  );
}
