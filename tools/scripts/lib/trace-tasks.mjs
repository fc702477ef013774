/** Reading a Chrome trace's main thread (tools/scripts/trace-tasks.mjs, profile-page.mjs). */

const isTask = (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';

/** The page's main thread: the one that parsed the HTML and ran the most script; its complete events in order. */
export function mainThread(events) {
  const perThread = new Map();
  for (const e of events)
    if (e.name === 'ParseHTML' || e.name === 'FunctionCall')
      perThread.set(`${e.pid}:${e.tid}`, (perThread.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const [pid, tid] = ([...perThread.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '0:0').split(':').map(Number);
  const ordered = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts);
  return { pid, tid, events: ordered };
}

/**
 * The thread's tasks of at least `minMs` (a nested task counted once), each with the time of the
 * events inside it by `keyOf(event)` (its name by default).
 */
export function longTasks(ordered, minMs, keyOf = (e) => e.name) {
  const tasks = [];
  let lastEnd = -1;
  for (const task of ordered.filter(isTask)) {
    if (task.dur / 1000 < minMs || task.ts < lastEnd) continue;
    lastEnd = task.ts + task.dur;
    const nested = new Map();
    for (const e of ordered) {
      if (e === task || isTask(e) || e.ts < task.ts || e.ts + e.dur > lastEnd) continue;
      nested.set(keyOf(e), (nested.get(keyOf(e)) ?? 0) + e.dur);
    }
    tasks.push({ start: task.ts, end: lastEnd, nested: [...nested.entries()].sort((a, b) => b[1] - a[1]) });
  }
  return tasks;
}
