import { expect, test } from '../support/fixtures';

test.describe('home page', () => {
  test('shows product cards with names and Rupiah prices from the API', async ({ page }) => {
    const list = page.waitForResponse((r) => r.url().includes('/api/e-commerce/product/v1/all') && r.ok());
    await page.goto('/');
    const body = await (await list).json();
    const first = body.result.datas[0];
    const card = page
      .getByTestId('product-card')
      .filter({ hasText: first.name.slice(0, 20), visible: true })
      .first();
    await expect(card).toBeVisible();
    await expect(card).toContainText(/Rp \d{1,3}(\.\d{3})*/);
    await expect(page).toHaveTitle(/Rona/);
  });

  test('header menu links go where the spec says', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menu utama' });
    const expected: [string, string][] = [
      ['Beranda', '/'],
      ['Belanja', '/products'],
      ['Promo', '/promo'],
      ['Tentang', '/about'],
      ['Blog', '/blog'],
    ];
    for (const [label, href] of expected) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await nav.getByRole('link', { name: 'Belanja', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('logged out, the header offers Masuk to /login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Masuk' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
