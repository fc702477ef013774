import { test as base, expect } from '@playwright/test';

/** Every page test fails when the app logs a console error or throws (epic-stack's rule). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // 'Halaman tidak ada' is served with HTTP 404, which Chrome logs for the document itself
      // (possibly after the test has navigated on, so the URL is matched against every 404 document).
      const notFoundDocuments = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest())
          notFoundDocuments.add(response.url());
      });
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const documentNotFound = msg.text().includes('status of 404') && notFoundDocuments.has(msg.location().url);
        if (!documentNotFound) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
