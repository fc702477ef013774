import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: workspaceRoot,
      stdio: 'inherit',
      ...opts,
      env: { ...process.env, ...opts.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Starts a long-running child; it is killed when this process exits. */
export function startChild(name, cmd, args, env = {}) {
  const child = spawn(cmd, args, {
    cwd: workspaceRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] exited (${code ?? signal})`);
      process.exit(code || 1);
    }
  });
  children.push(child);
  return child;
}

const children = [];
let stopping = false;
export function stopAll(exitCode = 0) {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(exitCode), 300).unref();
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stopAll(0));

/** Polls `url` until it answers 2xx or the timeout passes. */
export async function waitForHttp(url, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

export const nxBin = 'node_modules/.bin/nx';
export const NX_ENV = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
