import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../tools/scripts/ensure-browser.mjs';

/**
 * End-to-end tests in real Chromium against the production builds served by `npm start`'s
 * gateway and API, on a freshly seeded embedded database (the data folder is wiped first).
 * Build first (`npm run build`); `npm test` does it for you.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4310);
const apiPort = Number(process.env.E2E_API_PORT ?? 3340);
// Separate runs (e.g. two people on one machine) pick their own ports and folders through the env.
const runName = process.env.E2E_RUN ?? 'e2e';
const dataDir = `${root}tmp/${runName}-data`;
const executablePath = findChromium() ?? undefined;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `${root}tmp/${runName}-results`,
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A hang limit, not a speed check (speed lives in `npm run bench` / `lighthouse`): the longer flows
  // (a staff invitation end to end, a warehouse batch) ran past 30 s on a slower 2-core CI machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${root}tmp/reports/${runName}.json` }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }, grep: /@phone/ },
    // A second phone (412 px, Android) for the tests of controls that float over a page: the address pickers (issue 24).
    { name: 'pixel7', use: devices['Pixel 7'], grep: /@pixel7/ },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && node --import tsx tools/scripts/start.mjs --no-build`,
    cwd: root,
    url: `http://localhost:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // The suite shares one address, the demo partner and a few guest contacts: the anti-hoarding caps of one buyer are raised (API tests cover them).
    env: {
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      GATEWAY_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '10',
      OPS_TOKEN: 'e2e-operator-token-rona',
      ORDER_OPEN_UNPAID_PER_MEMBER: '50',
      ORDER_OPEN_UNPAID_PER_CONTACT: '50',
      // Journeys change stock and content and read the pages at once: the page servers' HTML cache
      // (a few seconds, decision 021) is off here; its own tests cover it.
      PAGE_CACHE_MS: '0',
    },
  },
});
