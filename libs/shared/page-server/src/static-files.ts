import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

export const HTML_TYPE = 'text/html; charset=utf-8';

const TYPES: Record<string, string> = {
  '.html': HTML_TYPE,
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.map', '.txt']);

/** Hashed build output (Vite's assets/ folder): the name changes with the content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Entry {
  body: Buffer;
  gzip: Buffer | null;
  type: string;
}

/** True when the client accepts gzip. */
export const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/** Sends `body` gzipped when the client accepts it (and `gzip` is given), HEAD without a body. */
export function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  entry: Entry,
  headers: Record<string, string>,
): void {
  const useGzip = entry.gzip !== null && acceptsGzip(req);
  res.writeHead(status, {
    'content-type': entry.type,
    vary: 'accept-encoding',
    ...(useGzip ? { 'content-encoding': 'gzip' } : {}),
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : useGzip ? entry.gzip : entry.body);
}

/** An HTML answer, gzipped when accepted. */
export function sendHtml(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string>,
): void {
  const body = Buffer.from(html);
  sendBody(req, res, status, { body, gzip: acceptsGzip(req) ? gzipSync(body) : null, type: HTML_TYPE }, headers);
}

/** Where a build keeps its own HTML of `url`'s path: `pages/login.html` for /login (plain lower-case paths only). */
export function pageShellPath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  return /^(\/[a-z0-9-]+)+$/.test(path) ? `pages${path}.html` : 'index.html';
}

/**
 * Serves one app's built files: hashed assets for a year (immutable), gzip when the browser accepts
 * it, compressed bytes kept in memory (the dist folder does not change while serving).
 */
export function createStaticFiles(root: string) {
  const cache = new Map<string, Entry>();
  // Files asked for and not in the build (e.g. a page without HTML of its own): not looked up again.
  const missing = new Set<string>();

  async function load(relPath: string): Promise<Entry | null> {
    const safe = normalize(relPath).replace(/^(\.\.[/\\])+/, '');
    const cached = cache.get(safe);
    if (cached) return cached;
    if (missing.has(safe)) return null;
    let body: Buffer;
    try {
      body = await readFile(join(root, safe));
    } catch {
      if (missing.size < 10_000) missing.add(safe);
      return null;
    }
    const ext = extname(safe);
    const entry: Entry = {
      body,
      gzip: COMPRESSIBLE.has(ext) ? gzipSync(body) : null,
      type: TYPES[ext] ?? 'application/octet-stream',
    };
    cache.set(safe, entry);
    return entry;
  }

  /** The text of a file of the build (e.g. index.html, the page template); null when missing. */
  async function readText(relPath: string): Promise<string | null> {
    return (await load(relPath))?.body.toString('utf8') ?? null;
  }

  return {
    readText,
    /** Serves `relPath` if it exists; answers false otherwise. */
    async serveAsset(req: IncomingMessage, res: ServerResponse, relPath: string): Promise<boolean> {
      const entry = await load(relPath);
      if (!entry) return false;
      const immutable = relPath.startsWith('assets/');
      sendBody(req, res, 200, entry, { 'cache-control': immutable ? IMMUTABLE : 'public, max-age=300' });
      return true;
    },
    /**
     * The page's HTML through `transform`, never cached (static apps: a deploy takes effect at once):
     * the build's own first paint of that path when it has one (`pages/<path>.html`, e.g. the account
     * app's /login with its title; nginx: app-host.conf.template), else index.html.
     */
    async serveHtml(req: IncomingMessage, res: ServerResponse, transform: (html: string) => string): Promise<boolean> {
      const html = (await readText(pageShellPath(req.url ?? '/'))) ?? (await readText('index.html'));
      if (html === null) return false;
      sendHtml(req, res, 200, transform(html), { 'cache-control': 'no-cache' });
      return true;
    },
  };
}

export type StaticFiles = ReturnType<typeof createStaticFiles>;
