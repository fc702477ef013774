import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
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

/**
 * Serves one app's built files: hashed assets for a year (immutable), gzip when the browser accepts
 * it, compressed bytes kept in memory (the dist folder does not change while serving).
 */
export function createStaticFiles(root) {
  const cache = new Map();

  async function load(relPath) {
    const safe = normalize(relPath).replace(/^(\.\.[/\\])+/, '');
    if (cache.has(safe)) return cache.get(safe);
    let body;
    try {
      body = await readFile(join(root, safe));
    } catch {
      return null;
    }
    const ext = extname(safe);
    const entry = {
      body,
      gzip: COMPRESSIBLE.has(ext) ? gzipSync(body) : null,
      type: TYPES[ext] ?? 'application/octet-stream',
    };
    cache.set(safe, entry);
    return entry;
  }

  function send(req, res, entry, headers) {
    const useGzip = entry.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'content-type': entry.type,
      vary: 'accept-encoding',
      ...(useGzip ? { 'content-encoding': 'gzip' } : {}),
      'x-content-type-options': 'nosniff',
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : useGzip ? entry.gzip : entry.body);
  }

  return {
    /** Serves `relPath` if it exists; answers false otherwise. */
    async serveAsset(req, res, relPath) {
      const entry = await load(relPath);
      if (!entry) return false;
      const immutable = relPath.startsWith('assets/');
      send(req, res, entry, {
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      });
      return true;
    },
    async serveHtml(req, res, transform) {
      const entry = await load('index.html');
      if (!entry) return false;
      const html = Buffer.from(transform(entry.body.toString('utf8')));
      send(req, res, { body: html, gzip: gzipSync(html), type: TYPES['.html'] }, { 'cache-control': 'no-cache' });
      return true;
    },
  };
}
