/**
 * `npm run size`: builds, serves the builds, opens each app's first route in Chromium and adds up
 * the gzipped size of every JavaScript file the page loaded (entry, preloads and lazy chunks that
 * load for that first screen). Fails when a budget is exceeded.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from './ensure-browser.mjs';
import { NX_ENV, nxBin, run, startChild, stopAll, waitForHttp, workspaceRoot } from './lib/process.mjs';

const BUDGETS = [
  { app: 'storefront', route: '/', label: 'storefront home', budgetKb: 150, enforced: true },
  { app: 'account-checkout', route: '/login', label: 'account-checkout login', budgetKb: 150, enforced: true },
  // The public viewer is its own light entry (apps/linkpage/src/viewer); the seeded sample page has every kind of widget data it loads.
  { app: 'linkpage', route: '/short-link/contohRona01', label: 'linkpage public viewer', budgetKb: 80, enforced: true },
];

const port = Number(process.env.SIZE_PORT ?? 4320);
const dataDir = join(workspaceRoot, 'tmp/size-data');

if (!process.argv.includes('--no-build')) {
  await run(
    nxBin,
    ['run-many', '-t', 'build', '--projects=storefront,account-checkout,linkpage,api', '--output-style=static'],
    { env: NX_ENV },
  );
}
rmSync(dataDir, { recursive: true, force: true });
startChild('server', process.execPath, ['--import', 'tsx', 'tools/scripts/start.mjs', '--no-build'], {
  PORT: String(port),
  API_PORT: String(port + 1),
  DATA_DIR: dataDir,
  GATEWAY_HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
});
await waitForHttp(`http://127.0.0.1:${port}/api/health`);

const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: ['--no-sandbox', '--disable-gpu'],
});
let failed = false;
console.log('\nFirst-load JavaScript (gzipped):');
for (const b of BUDGETS) {
  const page = await browser.newPage();
  const files = new Map();
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    try {
      files.set(res.url(), gzipSync(await res.body(), { level: 9 }).length);
    } catch {
      /* redirected or aborted */
    }
  });
  await page.goto(`http://127.0.0.1:${port}${b.route}`, { waitUntil: 'networkidle' });
  await page.close();
  const kb = [...files.values()].reduce((a, n) => a + n, 0) / 1024;
  const over = kb > b.budgetKb;
  if (over && b.enforced) failed = true;
  const verdict = over ? (b.enforced ? 'OVER BUDGET' : 'over (not enforced yet)') : 'ok';
  console.log(
    `  ${b.label.padEnd(26)} ${kb.toFixed(1).padStart(7)} KB  (budget ${b.budgetKb} KB, ${files.size} files)  ${verdict}`,
  );
  if (process.argv.includes('--files'))
    for (const [url, bytes] of [...files].sort((x, y) => y[1] - x[1]))
      console.log(`      ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
}
await browser.close();
stopAll(failed ? 1 : 0);
