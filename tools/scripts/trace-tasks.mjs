/**
 * What a page load's long tasks are made of: the main thread's tasks of at least MIN_MS (12 by
 * default: 50 ms once Lighthouse's simulation multiplies them by 4) in a Chrome trace, each with its
 * largest nested events (layout, style, a script's function call, module evaluation…).
 *
 *   npm run lighthouse -- --account --only /cart --runs 3 --traces
 *   node tools/scripts/trace-tasks.mjs tmp/lighthouse/member-cart-1.trace.json [MIN_MS]
 */
import { readFileSync } from 'node:fs';
import { longTasks, mainThread } from './lib/trace-tasks.mjs';

const [file, minMs = '12'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node tools/scripts/trace-tasks.mjs <trace.json> [min ms]');
  process.exit(2);
}
const trace = JSON.parse(readFileSync(file, 'utf8'));
const { events } = mainThread(Array.isArray(trace) ? trace : trace.traceEvents);
const withUrl = (e) => {
  const url = e.args?.data?.url;
  return typeof url === 'string' && url ? `${e.name} ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 50)}` : e.name;
};
const start = events[0]?.ts ?? 0;
for (const task of longTasks(events, Number(minMs), withUrl)) {
  const top = task.nested.slice(0, 6).map(([k, d]) => `${k} ${(d / 1000).toFixed(1)}`);
  console.log(
    `${((task.start - start) / 1000).toFixed(0)} ms  ${((task.end - task.start) / 1000).toFixed(1)} ms | ${top.join(' | ')}`,
  );
}
