// npm run bench -- [--products 10000] [--db pglite|postgres|both] [--duration 10] [--no-cache]
// Seeds a fresh database at 100 products and at --products, starts the API (the build in
// dist/apps/api when present, else tsx), and runs autocannon (50 connections) against the
// product list (limit=15, a category filter, a sort, varying page) and against a bare Fastify
// route served by a minimal server of its own. Prints req/s, p99, the API's peak RSS and list/bare.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    'no-cache': { type: 'boolean', default: false },
  },
});
const scale = Number(values.products);
const duration = Number(values.duration);
const kinds = values.db === 'both' ? ['pglite', 'postgres'] : [values.db];
if (!Number.isInteger(scale) || scale < 1 || !kinds.every((k) => k === 'pglite' || k === 'postgres')) {
  console.error('usage: bench.mjs [--products N] [--db pglite|postgres|both] [--duration s] [--no-cache]');
  process.exit(1);
}
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const API_KEY = 'bench-public-key';
const built = path.join(root, 'dist/apps/api/main.mjs');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const tsconfig = path.join(root, 'apps/api/tsconfig.json');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

async function waitFor(url, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** Peak resident memory of a process in MB (Linux), from /proc. */
function peakRssMb(pid) {
  try {
    const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 50, pipelining: 1, duration, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

async function withDatabase(kind, fn) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rona-bench-'));
  if (kind === 'pglite') {
    try {
      return await fn({ DATA_DIR: dataDir });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const name = `rona_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  try {
    return await fn({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchList(kind, products, port) {
  return withDatabase(kind, async (dbEnv) => {
    const env = {
      ...dbEnv,
      NODE_ENV: 'production',
      PUBLIC_API_KEY: API_KEY,
      PAYMENT_PROVIDER: 'sandbox',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      SEED: 'never',
      ...(values['no-cache'] ? { CATALOGUE_CACHE_MS: '0' } : {}),
    };
    const seedStart = Date.now();
    await run(tsx, ['--tsconfig', tsconfig, 'apps/api/src/db/seed/cli.ts', '--products', String(products)], {
      ...env,
      LOG_LEVEL: 'warn',
    });
    const seedMs = Date.now() - seedStart;
    const api = existsSync(built)
      ? spawn(process.execPath, [built], {
          cwd: root,
          env: { ...process.env, ...env },
          stdio: ['ignore', 'ignore', 'inherit'],
        })
      : spawn(tsx, ['--tsconfig', tsconfig, 'apps/api/src/main.ts'], {
          cwd: root,
          env: { ...process.env, ...env },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitFor(`${base}/health`, api);
      const headers = { authorization: API_KEY };
      const cats = await (await fetch(`${base}/e-commerce/home/v1/category`, { headers })).json();
      const category = cats.result.find((c) => c.type === 'category')._id;
      const list = (page) => `/e-commerce/product/v1/all?limit=15&category=${category}&sortBy=best_seller&page=${page}`;
      const first = await (await fetch(`${base}${list(1)}`, { headers })).json();
      const pages = Math.max(1, first.result.page.totalPage);
      let n = 0;
      const requests = [{ setupRequest: (req) => ({ ...req, path: list((n++ % pages) + 1) }) }];
      await cannon({ url: base, headers, requests, duration: 2 }); // warm-up
      const res = await cannon({ url: base, headers, requests });
      const failures = res.non2xx + res.errors + res.timeouts;
      return {
        products,
        seedMs,
        pages,
        rps: res.requests.average,
        p99: res.latency.p99,
        rss: peakRssMb(api.pid),
        failures,
        transport: existsSync(built) ? 'build' : 'tsx',
      };
    } finally {
      await stop(api);
    }
  });
}

const BARE = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: true, message: 'Berhasil', result: { ok: true } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

async function benchBare(port) {
  const server = spawn(process.execPath, ['--input-type=module', '-e', BARE], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/bare`, server);
    await cannon({ url: `http://127.0.0.1:${port}/bare`, duration: 2 });
    const res = await cannon({ url: `http://127.0.0.1:${port}/bare` });
    return { rps: res.requests.average, p99: res.latency.p99, rss: peakRssMb(server.pid) };
  } finally {
    await stop(server);
  }
}

// The machine may be shared: measure the bare route right before each list run and compare the pair.
const rows = [];
for (const kind of kinds) {
  for (const products of [...new Set([100, scale])]) {
    const bare = await benchBare(3901);
    const r = await benchList(kind, products, 3902);
    rows.push({ kind, ...r, bare });
    console.log(
      `${kind} ${products}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms, rss ${r.rss} MB (seed ${r.seedMs} ms); bare ${Math.round(bare.rps)} req/s`,
    );
  }
}

const ok = (cond) => (cond ? 'ok' : 'MISS');
console.log(
  `\nProduct list vs bare Fastify (${duration} s each, 50 connections, catalogue cache ${values['no-cache'] ? 'off' : 'on'})`,
);
console.log(
  '| database | products | list req/s | list p99 ms | API peak RSS MB | bare req/s | list/bare | non-2xx | ratio ≥0.33 · p99 <50 ms · RSS <300 MB |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
for (const r of rows) {
  const ratio = r.rps / r.bare.rps;
  console.log(
    `| ${r.kind} | ${r.products} | ${Math.round(r.rps)} | ${r.p99} | ${r.rss} | ${Math.round(r.bare.rps)} | ${ratio.toFixed(2)} | ${r.failures} | ${ok(ratio >= 0.33)} · ${ok(r.p99 < 50)} · ${ok(r.rss < 300)} |`,
  );
}
