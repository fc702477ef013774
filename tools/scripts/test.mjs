/**
 * `npm test`: everything CI checks, in order — browser present, lint + typecheck, unit and
 * component tests, API tests on the embedded database (and on PostgreSQL when TEST_DATABASE_URL is
 * set), production builds, and Playwright end-to-end tests against them. Ends with one summary
 * line 'tests: N passed, N failed'. Exits non-zero if any step failed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { NX_ENV, nxBin, run, workspaceRoot } from './lib/process.mjs';

const reports = join(workspaceRoot, 'tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const bin = (name) => join(workspaceRoot, 'node_modules/.bin', name);
const results = [];
const counts = [];
let currentStep = '';

async function step(name, fn) {
  const started = Date.now();
  currentStep = name;
  console.log(`\n━━ ${name}`);
  try {
    await fn();
    results.push({ name, ok: true, ms: Date.now() - started });
  } catch (error) {
    console.error(`✗ ${name}: ${error.message}`);
    results.push({ name, ok: false, ms: Date.now() - started });
  }
}

function vitestCounts(suite, file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  counts.push({
    step: currentStep,
    suite,
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
  });
}

function vitest(suite, args, env = {}) {
  const out = join(reports, `${suite}.json`);
  return run(bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    env,
  }).finally(() => vitestCounts(suite, out));
}

await step('browser for end-to-end tests', () => run(process.execPath, ['tools/scripts/ensure-browser.mjs']));
await step('formatting (Prettier)', () => run(bin('prettier'), ['--check', '.', '--log-level=warn']));
await step('lint and typecheck', () =>
  run(nxBin, ['run-many', '-t', 'lint', 'typecheck', '--output-style=static', '--parallel=2'], { env: NX_ENV }),
);
await step('unit and component tests', () => vitest('unit', []));
await step('API tests on PGlite', () =>
  vitest('api-pglite', ['--config', 'apps/api/vitest.config.ts'], { TEST_DATABASE_URL: '' }),
);
if (process.env.TEST_DATABASE_URL) {
  await step('API tests on PostgreSQL', () =>
    vitest('api-postgres', ['--config', 'apps/api/vitest.config.ts'], {
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
    }),
  );
}
await step('production builds', () =>
  run(
    nxBin,
    [
      'run-many',
      '-t',
      'build',
      '--projects=storefront,account-checkout,linkpage,backoffice,api',
      '--output-style=static',
    ],
    {
      env: NX_ENV,
    },
  ),
);
await step('end-to-end tests (Playwright, Chromium)', () =>
  run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']).finally(() => {
    const file = join(reports, 'e2e.json');
    if (!existsSync(file)) return;
    const s = JSON.parse(readFileSync(file, 'utf8')).stats;
    counts.push({
      step: currentStep,
      suite: 'e2e',
      passed: s.expected + s.flaky,
      failed: s.unexpected,
      skipped: s.skipped,
    });
  }),
);

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name} (${Math.round(r.ms / 1000)} s)`);
for (const c of counts) console.log(`  ${c.suite}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
const passed = counts.reduce((n, c) => n + c.passed, 0);
// A step that failed without reporting failed tests (formatting, lint, typecheck, a build, a suite
// that could not start) counts as one failure, so 'N failed' is never 0 while the run is red.
const failedSteps = results.filter((r) => !r.ok && !counts.some((c) => c.step === r.name && c.failed > 0)).length;
const failed = counts.reduce((n, c) => n + c.failed, 0) + failedSteps;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) && failed === 0 ? 0 : 1);
