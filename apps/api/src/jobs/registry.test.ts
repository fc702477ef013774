import { describe, expect, it } from 'vitest';
import { JobRegistry } from './registry';

const log = { errors: [] as string[], error: (_obj: object, msg: string) => void log.errors.push(msg) };

describe('JobRegistry', () => {
  it('stop waits for the run in progress, which sees it is stopping, and starts no other', async () => {
    const jobs = new JobRegistry(log);
    let release!: () => void;
    const steps: string[] = [];
    jobs.add({
      name: 'outbox',
      everyMs: 5,
      run: async (context) => {
        steps.push('started');
        await new Promise<void>((resolve) => (release = resolve));
        steps.push(context.stopping ? 'finished, stopping' : 'finished');
      },
    });
    jobs.start();
    expect(steps).toEqual(['started']);
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(steps).toEqual(['started', 'finished, stopping']);
    await new Promise((r) => setTimeout(r, 20));
    expect(steps).toHaveLength(2);
    expect(jobs.states()[0]).toMatchObject({ runs: { ok: 1, failed: 0 }, running: false });
  });

  it('counts a failed run, logs it and runs again on the next tick', async () => {
    const jobs = new JobRegistry(log);
    let runs = 0;
    jobs.add({
      name: 'order-expiry',
      everyMs: 60_000,
      run: async () => {
        runs++;
        if (runs === 1) throw new Error('database away');
      },
    });
    await jobs.runNow('order-expiry');
    await jobs.runNow('order-expiry');
    expect(jobs.states()[0]!.runs).toEqual({ ok: 1, failed: 1 });
    expect(log.errors).toContain('jobs: run failed; tried again on the next tick');
  });
});
