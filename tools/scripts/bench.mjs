// npm run bench -- [--products 10000] [--db pglite|postgres|both] [--duration 10] [--no-cache]
//                   [--runs list,member,pages] [--scale-only] [--api dist/apps/api/main.mjs[,other build]]
//                   [--rounds 1] [--port 3901] [--cache-ms 60000]
// Seeds a fresh database at 100 products and at --products (only --products with --scale-only),
// starts the API (the build given by --api, default dist/apps/api/main.mjs when present, else
// tsx), and runs autocannon (50 connections) against the product list (limit=15, a category
// filter, a sort, varying page) — anonymously ('list') and as a signed-in member with a few
// wishlisted products ('member') — and against a bare Fastify route served by a minimal server of
// its own. Prints req/s, p99, the API's peak RSS, list/bare and the load average before each run.
// 'pages': the storefront's page server with and without its page cache against a bare Node server
// sending the same bytes (tools/scripts/bench-pages.mjs; needs the builds).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchPages, printPages } from './bench-pages.mjs';
import { withBenchDatabase } from './lib/bench-database.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    'no-cache': { type: 'boolean', default: false },
    runs: { type: 'string', default: 'list,member,pages' },
    'scale-only': { type: 'boolean', default: false },
    api: { type: 'string', default: 'dist/apps/api/main.mjs' },
    port: { type: 'string', default: '3901' },
    rounds: { type: 'string', default: '1' },
    'cache-ms': { type: 'string', default: '60000' },
  },
});
// The orders workbench (issue 26): a script of its own per database, before the other runs
// (`--runs admin-orders`, or with others: `--runs list,member,admin-orders`).
if (values.runs.split(',').includes('admin-orders')) {
  const kindsAdmin = values.db === 'both' ? ['pglite', 'postgres'] : [values.db];
  for (const kind of kindsAdmin) {
    await new Promise((resolve, reject) =>
      spawn(
        path.join(root, 'node_modules/.bin/tsx'),
        ['--tsconfig', 'apps/api/tsconfig.json', 'tools/scripts/bench-admin-orders.ts', '--db', kind],
        {
          cwd: root,
          stdio: ['ignore', 'inherit', 'inherit'],
        },
      ).on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bench-admin-orders ${kind} exited ${code}`)))),
    );
  }
  values.runs = values.runs
    .split(',')
    .filter((r) => r !== 'admin-orders')
    .join(',');
  if (!values.runs) process.exit(0);
}
// The orders CSV export (issue 28 §7): 100 000 orders streamed over HTTP, the peak heap growth
// printed (`--runs orders-export`; tools/scripts/bench-orders-export.ts, with --expose-gc).
if (values.runs.split(',').includes('orders-export')) {
  for (const kind of values.db === 'both' ? ['pglite', 'postgres'] : [values.db]) {
    await new Promise((resolve, reject) =>
      spawn(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', 'tools/scripts/bench-orders-export.ts', '--db', kind],
        {
          cwd: root,
          stdio: ['ignore', 'inherit', 'inherit'],
          env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json' },
        },
      ).on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`bench-orders-export ${kind} exited ${code}`)),
      ),
    );
  }
  values.runs = values.runs
    .split(',')
    .filter((r) => r !== 'orders-export')
    .join(',');
  if (!values.runs) process.exit(0);
}
const scale = Number(values.products);
const duration = Number(values.duration);
const kinds = values.db === 'both' ? ['pglite', 'postgres'] : [values.db];
const allRuns = values.runs.split(',').filter(Boolean);
const runPages = allRuns.includes('pages');
const runs = allRuns.filter((r) => r !== 'pages');
if (
  !Number.isInteger(scale) ||
  scale < 1 ||
  !kinds.every((k) => k === 'pglite' || k === 'postgres') ||
  !allRuns.length ||
  !runs.every((r) => r === 'list' || r === 'member')
) {
  console.error(
    'usage: bench.mjs [--products N] [--db pglite|postgres|both] [--duration s] [--no-cache] [--runs list,member,pages] [--scale-only] [--api file]',
  );
  process.exit(1);
}
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const API_KEY = 'bench-public-key';
// Several builds (comma-separated) are run in turn on the same seeded database, --rounds times, for a fair pair.
const apis = values.api.split(',').map((file) => path.resolve(root, file));
const rounds = Number(values.rounds);
const apiLabel = (file) => (existsSync(file) ? path.relative(root, path.dirname(file)) : 'tsx');
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

/** Runs a command and answers the last line it printed. */
function lastLine(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0
        ? resolve(out.trim().split('\n').at(-1))
        : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`)),
    );
  });
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

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

const withDatabase = (kind, fn) => withBenchDatabase(kind, pgUrl, fn);

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
      // Long enough for the cache to outlive a run on a busy machine (the shop's default is 15 s).
      CATALOGUE_CACHE_MS: values['no-cache'] ? '0' : values['cache-ms'],
    };
    const seedStart = Date.now();
    await run(tsx, ['--tsconfig', tsconfig, 'apps/api/src/db/seed/cli.ts', '--products', String(products)], {
      ...env,
      LOG_LEVEL: 'warn',
    });
    const seedMs = Date.now() - seedStart;
    // Before the API starts: PGlite's data directory is the API process's alone while it runs.
    const memberToken = runs.includes('member')
      ? await lastLine(tsx, ['--tsconfig', tsconfig, 'tools/scripts/bench-member.ts'], env)
      : null;
    const measured = [];
    for (let round = 0; round < rounds; round++) {
      for (const file of apis)
        measured.push({ api: apiLabel(file), ...(await benchApi(file, env, port, memberToken)) });
    }
    return { seedMs, measured };
  });
}

/** Starts one build of the API on the seeded database and runs each of `runs` against it. */
async function benchApi(built, env, port, memberToken) {
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
    const results = {};
    for (const run of runs) {
      const runHeaders = run === 'member' ? { authorization: `Bearer ${memberToken}` } : headers;
      if (run === 'member') {
        const hearts = (await (await fetch(`${base}${list(1)}`, { headers: runHeaders })).json()).result.datas;
        if (!hearts.length) throw new Error('member run: empty first page');
      }
      // Every page once (8 at a time), then a warm-up: the run measures the steady state, not the first reads.
      for (let p = 1; p <= pages; p += 8) {
        const batch = Array.from({ length: Math.min(8, pages - p + 1) }, (_, i) => p + i);
        await Promise.all(
          batch.map(async (q) => (await fetch(`${base}${list(q)}`, { headers: runHeaders })).arrayBuffer()),
        );
      }
      let n = 0;
      const requests = [{ setupRequest: (req) => ({ ...req, path: list((n++ % pages) + 1) }) }];
      await cannon({ url: base, headers: runHeaders, requests, duration: 2 }); // warm-up
      const load = loadAverage();
      const res = await cannon({ url: base, headers: runHeaders, requests });
      results[run] = {
        rps: res.requests.average,
        p99: res.latency.p99,
        failures: res.non2xx + res.errors + res.timeouts,
        load,
      };
    }
    return { pages, results, rss: peakRssMb(api.pid) };
  } finally {
    await stop(api);
  }
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
for (const kind of runs.length ? kinds : []) {
  for (const products of [...new Set(values['scale-only'] ? [scale] : [100, scale])]) {
    const bare = await benchBare(Number(values.port));
    const r = await benchList(kind, products, Number(values.port) + 1);
    for (const m of r.measured) {
      for (const [run, x] of Object.entries(m.results)) {
        rows.push({ kind, run, products, api: m.api, rss: m.rss, ...x, bare });
        console.log(
          `${kind} ${products} ${run} (${m.api}): ${Math.round(x.rps)} req/s, p99 ${x.p99} ms, rss ${m.rss} MB (seed ${r.seedMs} ms); bare ${Math.round(bare.rps)} req/s; load ${x.load}`,
        );
      }
    }
  }
}

const ok = (cond) => (cond ? 'ok' : 'MISS');
if (runPages) {
  const load = loadAverage();
  printPages(await benchPages({ root, port: Number(values.port) + 10, duration }), duration, load);
}
if (rows.length) {
  console.log(
    `\nProduct list vs bare Fastify (${duration} s each, 50 connections, catalogue cache ${values['no-cache'] ? 'off' : `${values['cache-ms']} ms`})`,
  );
  console.log(
    '| database | products | API | run | list req/s | list p99 ms | API peak RSS MB | bare req/s | list/bare | non-2xx | load avg | ratio ≥0.33 · p99 <50 ms · RSS <300 MB |',
  );
  console.log('|---|---:|---|---|---:|---:|---:|---:|---:|---:|---|---|');
  for (const r of rows) {
    const ratio = r.rps / r.bare.rps;
    console.log(
      `| ${r.kind} | ${r.products} | ${r.api} | ${r.run} | ${Math.round(r.rps)} | ${r.p99} | ${r.rss} | ${Math.round(r.bare.rps)} | ${ratio.toFixed(2)} | ${r.failures} | ${r.load} | ${ok(ratio >= 0.33)} · ${ok(r.p99 < 50)} · ${ok(r.rss < 300)} |`,
    );
  }
}
