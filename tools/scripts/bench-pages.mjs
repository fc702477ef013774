// The pages run of `npm run bench` (issue 25 §10, decision 021): the storefront's page server on
// the built apps (dist/apps/storefront, dist/apps/storefront-server, dist/apps/api), with its page
// cache on (the default PAGE_CACHE_MS) and off (PAGE_CACHE_MS=0), against a bare Node server
// answering the same bytes with the same headers, in the same run, for `/`, a category listing and
// a product page. Cached runs at 20 connections (target: ≥ 0.5 × bare); uncached at 4 (target:
// `/` p95 ≤ 60 ms). The API keeps its own catalogue cache (CATALOGUE_CACHE_MS) in both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const BARE = `
import http from 'node:http';
import { readFileSync } from 'node:fs';
const pages = JSON.parse(readFileSync(process.env.PAGES_FILE, 'utf8'));
const bodies = Object.fromEntries(Object.entries(pages).map(([url, p]) => [url, { headers: p.headers, body: Buffer.from(p.body, 'base64') }]));
http.createServer((req, res) => {
  const page = bodies[req.url];
  if (!page) { res.writeHead(404).end(); return; }
  res.writeHead(200, page.headers);
  res.end(page.body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${url}`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/** autocannon with every response time kept, for exact percentiles (autocannon reports no p95). */
function cannon(opts) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ pipelining: 1, ...opts }, (err, res) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      // Milliseconds to one decimal.
      const at = (q) => Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN) * 10) / 10;
      resolve({
        rps: res.requests.average,
        p95: at(0.95),
        p99: at(0.99),
        failures: res.non2xx + res.errors + res.timeouts,
      });
    });
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/** The first link of the page matching `pattern` (a product). */
const firstLink = (html, pattern) => {
  const found = html.match(pattern);
  if (!found) throw new Error(`pages run: no link ${pattern} on the listing`);
  return found[1].replace(/&amp;/g, '&');
};

export async function benchPages({ root, port, duration }) {
  const server = path.join(root, 'dist/apps/storefront-server/main.mjs');
  const apiBuild = path.join(root, 'dist/apps/api/main.mjs');
  if (!existsSync(server) || !existsSync(apiBuild)) throw new Error('pages run: build storefront and api first');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rona-bench-pages-'));
  const quiet = { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] };
  const [apiPort, cachedPort, uncachedPort, barePort] = [port, port + 1, port + 2, port + 3];
  const api = spawn(process.execPath, [apiBuild], {
    ...quiet,
    env: { ...process.env, PORT: String(apiPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', METRICS_PORT: '0' },
  });
  const children = [api];
  const pageServer = (p, cacheMs) => {
    const child = spawn(process.execPath, [server], {
      ...quiet,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(p),
        HOST: '127.0.0.1',
        API_URL: `http://127.0.0.1:${apiPort}`,
        SITE_URL: 'http://localhost:4200',
        METRICS_PORT: '0',
        ...(cacheMs === undefined ? {} : { PAGE_CACHE_MS: cacheMs }),
      },
    });
    children.push(child);
    return child;
  };
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/health`, api);
    const cached = pageServer(cachedPort);
    const uncached = pageServer(uncachedPort, '0');
    await waitFor(`http://127.0.0.1:${cachedPort}/healthz`, cached);
    await waitFor(`http://127.0.0.1:${uncachedPort}/healthz`, uncached);

    const listing = await (await fetch(`http://127.0.0.1:${uncachedPort}/products`)).text();
    const categories = await (
      await fetch(`http://127.0.0.1:${apiPort}/e-commerce/home/v1/category`, {
        headers: { authorization: 'rona-public-dev-key' },
      })
    ).json();
    const category = categories.result.find((c) => c.type === 'category')._id;
    const urls = ['/', `/products?category=${category}`, firstLink(listing, /href="(\/products\/[^"?]+\/[^"?]+)"/)];
    // The bare server answers exactly what the page server sends (status 200, same headers and bytes).
    const pages = {};
    for (const url of urls) {
      const res = await fetch(`http://127.0.0.1:${cachedPort}${url}`);
      if (res.status !== 200) throw new Error(`pages run: ${url} answered ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      const headers = Object.fromEntries(
        [...res.headers].filter(
          ([k]) =>
            !['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id'].includes(k),
        ),
      );
      pages[url] = { headers, body: body.toString('base64') };
    }
    const pagesFile = path.join(dataDir, 'bare-pages.json');
    await writeFile(pagesFile, JSON.stringify(pages));
    const bare = spawn(process.execPath, ['--input-type=module', '-e', BARE], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: String(barePort), PAGES_FILE: pagesFile },
    });
    children.push(bare);
    await waitFor(`http://127.0.0.1:${barePort}/`, bare);

    const rows = [];
    for (const url of urls) {
      const run = async (p, connections) => {
        await cannon({ url: `http://127.0.0.1:${p}${url}`, connections, duration: 2 }); // warm-up
        return cannon({ url: `http://127.0.0.1:${p}${url}`, connections, duration });
      };
      const bareRun = await run(barePort, 20);
      const cachedRun = await run(cachedPort, 20);
      const uncachedRun = await run(uncachedPort, 4);
      rows.push({
        url,
        bytes: Buffer.from(pages[url].body, 'base64').length,
        bare: bareRun,
        cached: cachedRun,
        uncached: uncachedRun,
      });
      console.log(
        `pages ${url}: bare ${Math.round(bareRun.rps)} req/s; cached ${Math.round(cachedRun.rps)} req/s (p99 ${cachedRun.p99} ms); uncached ${Math.round(uncachedRun.rps)} req/s, p95 ${uncachedRun.p95} ms`,
      );
    }
    return rows;
  } finally {
    for (const child of children.reverse()) await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const ok = (cond) => (cond ? 'ok' : 'MISS');

export function printPages(rows, duration, load) {
  console.log(
    `\nStorefront pages: the page server with its page cache (20 connections) and without it (PAGE_CACHE_MS=0, 4 connections) vs a bare Node server sending the same bytes (20 connections), ${duration} s each; load ${load}`,
  );
  console.log(
    '| page | HTML KB | bare req/s | cached req/s | cached/bare | cached p99 ms | uncached req/s | uncached p95 ms | non-2xx | cached ≥0.5 × bare · uncached `/` p95 ≤60 ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    const ratio = r.cached.rps / r.bare.rps;
    const failures = r.bare.failures + r.cached.failures + r.uncached.failures;
    const p95 = r.url === '/' ? ` · ${ok(r.uncached.p95 <= 60)}` : '';
    console.log(
      `| \`${r.url}\` | ${(r.bytes / 1024).toFixed(0)} | ${Math.round(r.bare.rps)} | ${Math.round(r.cached.rps)} | ${ratio.toFixed(2)} | ${r.cached.p99} | ${Math.round(r.uncached.rps)} | ${r.uncached.p95} | ${failures} | ${ok(ratio >= 0.5)}${p95} |`,
    );
  }
}
