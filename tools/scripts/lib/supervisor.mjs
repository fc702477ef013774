import { spawn } from 'node:child_process';

/**
 * Keeps one long-running child up (decision 021): `npm start` runs the API and each page server
 * under one of these, so a crash (or a kill -9) restarts that process after a backoff (doubling
 * from `firstDelayMs` to `maxDelayMs`; back to the first delay once a run lasted `stableMs`) while
 * the gateway stays up and answers 502 in the envelope meanwhile. `stop()` ends the child
 * (SIGTERM: its graceful shutdown; SIGKILL after `killAfterMs`) and restarts nothing more.
 *
 * @param {{ name: string, command: string, args: string[], env?: Record<string, string>, cwd?: string,
 *   stdio?: import('node:child_process').StdioOptions, firstDelayMs?: number, maxDelayMs?: number,
 *   stableMs?: number, killAfterMs?: number, log?: (line: string) => void,
 *   onStart?: (child: import('node:child_process').ChildProcess) => void }} options
 */
export function supervise({
  name,
  command,
  args,
  env = {},
  cwd,
  stdio = ['ignore', 'inherit', 'inherit'],
  firstDelayMs = 500,
  maxDelayMs = 15_000,
  stableMs = 30_000,
  killAfterMs = 30_000,
  log = (line) => console.error(line),
  onStart,
}) {
  let child = null;
  let stopping = false;
  let failures = 0;
  let restarts = 0;
  let timer = null;

  const start = () => {
    const startedAt = Date.now();
    child = spawn(command, args, { cwd, stdio, env: { ...process.env, ...env } });
    onStart?.(child);
    child.once('exit', (code, signal) => {
      child = null;
      if (stopping) return;
      failures = Date.now() - startedAt >= stableMs ? 1 : failures + 1;
      const delay = Math.min(firstDelayMs * 2 ** (failures - 1), maxDelayMs);
      log(`[${name}] exited (${code ?? signal}); restarting in ${delay} ms`);
      timer = setTimeout(() => {
        timer = null;
        restarts++;
        start();
      }, delay);
    });
  };
  start();

  return {
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    /** Ends the child (graceful first) and keeps it down. */
    stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        const force = setTimeout(() => running.kill('SIGKILL'), killAfterMs);
        running.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        running.kill('SIGTERM');
      });
    },
  };
}
