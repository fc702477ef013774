/**
 * What a page load's long tasks are made of: the main thread's tasks of at least MIN_MS (12 by
 * default: 50 ms once Lighthouse's simulation multiplies them by 4) in a Chrome trace, each with its
 * largest nested events (layout, style, a script's function call, module evaluation…).
 *
 *   npm run lighthouse -- --account --only /cart --runs 3 --traces
 *   node tools/scripts/trace-tasks.mjs tmp/lighthouse/member-cart-1.trace.json [MIN_MS]
 */
import { readFileSync } from 'node:fs';

const [file, minMs = '12'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node tools/scripts/trace-tasks.mjs <trace.json> [min ms]');
  process.exit(2);
}
const trace = JSON.parse(readFileSync(file, 'utf8'));
const events = Array.isArray(trace) ? trace : trace.traceEvents;
// The page's main thread: the one that parsed the HTML and ran the most script.
const perThread = new Map();
for (const e of events)
  if (e.name === 'ParseHTML' || e.name === 'FunctionCall')
    perThread.set(`${e.pid}:${e.tid}`, (perThread.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
const main = [...perThread.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts);
const isTask = (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
const start = onMain[0]?.ts ?? 0;
let lastTaskEnd = -1;
for (const task of onMain.filter(isTask)) {
  if (task.dur / 1000 < Number(minMs) || task.ts < lastTaskEnd) continue;
  lastTaskEnd = task.ts + task.dur;
  const parts = new Map();
  for (const e of onMain) {
    if (e === task || isTask(e) || e.ts < task.ts || e.ts + e.dur > lastTaskEnd) continue;
    const url = e.args?.data?.url;
    const key =
      typeof url === 'string' && url ? `${e.name} ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 50)}` : e.name;
    parts.set(key, (parts.get(key) ?? 0) + e.dur);
  }
  const top = [...parts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([k, d]) => `${k} ${(d / 1000).toFixed(1)}`);
  console.log(`${((task.ts - start) / 1000).toFixed(0)} ms  ${(task.dur / 1000).toFixed(1)} ms | ${top.join(' | ')}`);
}
