import { test as base, expect } from '@playwright/test';

/** Every page test fails when the app logs a console error or throws (epic-stack's rule). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // 'Halaman tidak ada' is served with HTTP 404, which Chrome logs for the document itself.
        const documentNotFound = msg.text().includes('status of 404') && msg.location().url === page.url();
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
