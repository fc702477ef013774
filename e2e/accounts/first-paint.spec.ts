import { expect, test } from '../support/fixtures';

/**
 * Issue 24 item 6: on a slow line the account pages are not white until their code has come. The
 * HTML itself paints the header with the brand and a page skeleton (here: the code never runs).
 */
test.use({ javaScriptEnabled: false });

for (const path of ['/login', '/register', '/checkout', '/user/profile']) {
  test(`${path} paints the header, the brand and a skeleton before its code runs @phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Rona, ke Beranda' })).toHaveText('Rona');
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('.rona-shell-card')).toBeVisible();
  });
}
