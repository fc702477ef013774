/**
 * Where a page load's long tasks spend their time, by source: loads PATH in Chromium on a 412 px
 * touch phone at 4× CPU (as Lighthouse's mobile profile), traced with CPU samples, and prints for
 * each main-thread task of at least MIN_MS (at 4×) its nested events, the packages and app files its
 * samples fall in (self time) and the app's functions on the stack, mapped through the builds'
 * source maps (dist/apps/<app>/assets/*.map).
 *
 * Against a running `npm start` (or `start.mjs --no-build`) on ORIGIN (http://127.0.0.1:4200):
 *   node tools/scripts/profile-page.mjs /cart [MIN_MS=50]
 * As a member: SESSION_TOKEN=<an access token> (the session cookie pair is set from it); a guest
 * checkout: CHECKOUT=<checkout id> (put in localStorage first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { findChromium } from './ensure-browser.mjs';
import { longTasks, mainThread } from './lib/trace-tasks.mjs';

const origin = process.env.ORIGIN ?? 'http://127.0.0.1:4200';
const [path = '/', minMs = '50'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2.6,
});
if (process.env.SESSION_TOKEN)
  await context.addCookies([
    { name: 'SESSION_TOKEN__', value: process.env.SESSION_TOKEN, url: origin, httpOnly: true },
    { name: 'SESSION__', value: '1', url: origin },
  ]);
const page = await context.newPage();
if (process.env.CHECKOUT) {
  await page.goto(`${origin}/api/health`);
  await page.evaluate((id) => localStorage.setItem('checkout', id), process.env.CHECKOUT);
}
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'disabled-by-default-v8.cpu_profiler',
    'toplevel',
  ],
});
await page.goto(`${origin}${path}`, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
await browser.close();

const { pid, tid, events: onMain } = mainThread(events);

// Its CPU samples (ProfileChunk events), with each node's parent.
const nodes = new Map();
const parent = new Map();
const samples = [];
let clock = events.find((e) => e.pid === pid && e.tid === tid && e.name === 'Profile')?.args.data.startTime ?? 0;
for (const e of events) {
  if (e.pid !== pid || e.name !== 'ProfileChunk') continue;
  const { cpuProfile, timeDeltas = [] } = e.args.data;
  for (const n of cpuProfile?.nodes ?? []) {
    nodes.set(n.id, n);
    if (n.parent) parent.set(n.id, n.parent);
  }
  (cpuProfile?.samples ?? []).forEach((id, i) => {
    clock += timeDeltas[i] ?? 0;
    samples.push({ id, t: clock });
  });
}

const sourceMaps = new Map();
function sourceMapOf(url) {
  if (!sourceMaps.has(url)) {
    const file = new URL(url).pathname.split('/').pop();
    const found = ['storefront', 'account-checkout', 'linkpage', 'backoffice']
      .map((app) => `dist/apps/${app}/assets/${file}.map`)
      .find((f) => existsSync(f));
    sourceMaps.set(url, found ? new SourceMapConsumer(JSON.parse(readFileSync(found, 'utf8'))) : null);
  }
  return sourceMaps.get(url);
}
const names = new Map();
function sourceOf(id) {
  if (names.has(id)) return names.get(id);
  const frame = nodes.get(id)?.callFrame ?? {};
  let name = frame.url ? frame.url.replace(origin, '') : `(${frame.functionName || 'native'})`;
  const map = frame.url?.startsWith('http') ? sourceMapOf(frame.url) : null;
  const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (original?.source)
    name = `${original.source.replace(/^.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '')}:${frame.functionName || original.name || '?'}`;
  names.set(id, name);
  return name;
}

const start = onMain[0]?.ts ?? 0;
const share = (counts, total, k) =>
  [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([name, n]) => `${Math.round((100 * n) / total)}% ${name}`)
    .join('\n      ');
for (const { start: taskStart, end: lastTaskEnd, nested } of longTasks(onMain, Number(minMs))) {
  const inside = samples.filter((s) => s.t >= taskStart && s.t <= lastTaskEnd);
  const self = new Map();
  const onStack = new Map();
  for (const s of inside) {
    const where = sourceOf(s.id)
      .replace(/^(nm\/(@[^/]+\/)?[^/]+).*$/, '$1')
      .replace(/:.*$/, '');
    self.set(where, (self.get(where) ?? 0) + 1);
    const seen = new Set();
    for (let id = s.id; id; id = parent.get(id)) {
      const fn = sourceOf(id);
      if (/^(libs|apps)\//.test(fn) && !seen.has(fn)) {
        seen.add(fn);
        onStack.set(fn, (onStack.get(fn) ?? 0) + 1);
      }
    }
  }
  console.log(
    `\n${((taskStart - start) / 1000).toFixed(0)} ms: a task of ${((lastTaskEnd - taskStart) / 1000).toFixed(0)} ms at 4×, ${inside.length} samples` +
      `\n  events: ${nested
        .slice(0, 6)
        .map(([n, d]) => `${n} ${(d / 1000).toFixed(1)}`)
        .join(' | ')}` +
      `\n  self: ${share(self, inside.length || 1, 6)}` +
      `\n  app on the stack: ${share(onStack, inside.length || 1, 12)}`,
  );
}
