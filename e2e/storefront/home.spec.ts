import { expect, test } from '../support/fixtures';
import { keyHeaders } from '../support/shop-api';

test.describe('home page', () => {
  test('shows product cards with names and Rupiah prices from the API', async ({ page, request }) => {
    // The page comes server-rendered with the list already in it (issue 15): ask the API for the same list.
    const list = await request.get('/api/e-commerce/product/v1/all?page=1&limit=30&sortBy=popular', {
      headers: keyHeaders,
    });
    const body = await list.json();
    const first = body.result.datas[0];
    await page.goto('/');
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
