import { test, expect, type Page } from '@playwright/test';
import { EVERY_ROUTE, signInFor } from '../support/every-route';

/**
 * Every page route of the three apps opens without a single Content-Security-Policy violation
 * (docs/decisions/006). The page's own 404s (sample ids that do not exist) are not this test's
 * business, so it uses Playwright's plain `test`, not the console-error fixture.
 */
declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function watchCsp(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(msg.text()))
      console.push(msg.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return console;
}

/**
 * Every page of the shop is opened by the accessibility sweep (a11y/axe-sweep.spec.ts), which checks
 * its CSP header and fails on any console error, CSP violations included. The routes that send the
 * visitor off the shop are not in that sweep: they are checked here.
 */
test.describe('no CSP violation on a route that leaves the shop', () => {
  for (const route of EVERY_ROUTE.filter((r) => r.leavesShop)) {
    test(`${route.app} ${route.path}`, async ({ page }) => {
      const consoleCsp = await watchCsp(page);
      await signInFor(page, route.needs);
      const res = await page.goto(route.path);
      expect(res?.headers()['content-security-policy'], 'the page sends a CSP').toMatch(/script-src 'self' 'sha256-/);
      expect(res?.headers()['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
      await page.waitForTimeout(1000);
      const violations = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      expect([...violations, ...consoleCsp]).toEqual([]);
    });
  }
});

test('the CSP blocks an injected inline script', async ({ page }) => {
  const consoleCsp = await watchCsp(page);
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.appendChild(s);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(async () => (await page.evaluate(() => window.__cspViolations ?? [])).length + consoleCsp.length)
    .toBeGreaterThan(0);
});

test('no script can read the session', async ({ page }) => {
  await signInFor(page, 'member');
  await page.goto('/');
  const visible = await page.evaluate(() => document.cookie);
  expect(visible).toContain('SESSION__=1');
  expect(visible).not.toContain('SESSION_TOKEN__');
  const token = (await page.context().cookies()).find((c) => c.name === 'SESSION_TOKEN__');
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe('Lax');
});
