/**
 * Makes sure a Chromium exists for Playwright. Order: $CHROMIUM_PATH, Debian's `chromium` on PATH,
 * Playwright's own browser if already downloaded; otherwise install one — Debian's package when
 * running as root on Debian (Playwright cannot download its browser on these machines), else
 * `playwright install chromium`. Prints the path it settled on.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const p = execSync(`command -v ${name}`, { stdio: ['ignore', 'pipe', 'ignore'], shell: '/bin/sh' })
        .toString()
        .trim();
      if (p) return p;
    } catch {
      /* not on PATH */
    }
  }
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    /* Playwright has no browser of its own */
  }
  return null;
}

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('[ensure-browser] installing Debian chromium…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null', {
      stdio: 'inherit',
      shell: '/bin/sh',
    });
  } else {
    console.log('[ensure-browser] installing Playwright chromium…');
    execSync('npx playwright install chromium', { stdio: 'inherit' });
  }
}

if (process.argv[1]?.endsWith('ensure-browser.mjs')) {
  let path = findChromium();
  if (!path) {
    install();
    path = findChromium();
  }
  if (!path) {
    console.error('[ensure-browser] no Chromium could be found or installed');
    process.exit(1);
  }
  console.log(`[ensure-browser] using ${path}`);
}
