import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { supervise } from './supervisor.mjs';

/** Issue 25 §8: `npm start` restarts a crashed API or page server (tools/scripts/start.mjs). */
const dir = mkdtempSync(join(tmpdir(), 'rona-supervisor-'));
// A tiny long-running child: says it started (with its pid), then waits; ends cleanly on SIGTERM.
const script = join(dir, 'child.mjs');
writeFileSync(
  script,
  `process.on('SIGTERM', () => { process.stdout.write('graceful\\n'); process.exit(0); });
process.stdout.write('up ' + process.pid + '\\n');
setInterval(() => {}, 1000);`,
);

type Supervised = ReturnType<typeof supervise>;
let supervised: Supervised | null = null;
afterEach(async () => {
  await supervised?.stop();
  supervised = null;
});

function start(lines: string[], logs: string[]) {
  return supervise({
    name: 'api',
    command: process.execPath,
    args: [script],
    stdio: ['ignore', 'pipe', 'inherit'],
    firstDelayMs: 20,
    maxDelayMs: 100,
    log: (line) => logs.push(line),
    onStart: (child) => child.stdout?.on('data', (chunk) => lines.push(...String(chunk).trim().split('\n'))),
  });
}

describe('supervise', () => {
  it('restarts a child killed with SIGKILL, with a new process', async () => {
    const lines: string[] = [];
    const logs: string[] = [];
    supervised = start(lines, logs);
    await expect.poll(() => lines.filter((l) => l.startsWith('up')).length, { timeout: 10_000 }).toBe(1);
    const first = supervised.child!.pid;
    supervised.child!.kill('SIGKILL');
    await expect.poll(() => lines.filter((l) => l.startsWith('up')).length, { timeout: 10_000 }).toBe(2);
    expect(supervised.restarts).toBe(1);
    expect(supervised.child!.pid).not.toBe(first);
    expect(logs[0]).toMatch(/^\[api\] exited \(SIGKILL\); restarting in 20 ms$/);
  });

  it('waits longer after each quick crash', async () => {
    const lines: string[] = [];
    const logs: string[] = [];
    supervised = start(lines, logs);
    for (let n = 1; n <= 3; n++) {
      await expect.poll(() => lines.filter((l) => l.startsWith('up')).length, { timeout: 10_000 }).toBe(n);
      supervised.child!.kill('SIGKILL');
    }
    await expect.poll(() => logs.length, { timeout: 10_000 }).toBe(3);
    expect(logs.map((l) => l.match(/in (\d+) ms/)![1])).toEqual(['20', '40', '80']);
  });

  it('stop ends the child gracefully and restarts nothing', async () => {
    const lines: string[] = [];
    const logs: string[] = [];
    supervised = start(lines, logs);
    await expect.poll(() => lines.length, { timeout: 10_000 }).toBe(1);
    await supervised.stop();
    await new Promise((r) => setTimeout(r, 100));
    expect(lines).toContain('graceful');
    expect(logs).toEqual([]);
    expect(supervised.child).toBeNull();
  });
});
