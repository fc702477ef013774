import { expect, test } from '../support/fixtures';
import { listProducts, skinTypeWithTwoPages } from './api';

const cardNames = (page: import('@playwright/test').Page) =>
  page
    .getByRole('list', { name: 'Daftar produk' })
    .getByTestId('product-card')
    .locator('[title]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('title')));

test.describe('product listing', () => {
  test('skin type + sort + page 2 is in the URL, and a reload shows the same products', async ({ page, request }) => {
    const skin = await skinTypeWithTwoPages(request);
    const expected = await listProducts(
      request,
      `skinType=${encodeURIComponent(skin)}&sortBy=low_price&limit=15&page=2`,
    );

    await page.goto('/products');
    await expect(page.getByRole('list', { name: 'Daftar produk' })).toBeVisible();
    await page.getByRole('button', { name: /Jenis Kulit/ }).click();
    await page.getByRole('menuitem', { name: skin, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`skinType=${encodeURIComponent(skin).replace(/%20/g, '(\\+|%20)')}`));
    await expect(page.getByRole('menu')).toHaveCount(0);

    await page.getByRole('button', { name: /Urutkan/ }).click();
    await page.getByRole('menuitem', { name: 'Harga Terendah' }).click();
    await expect(page).toHaveURL(/sortBy=low_price/);

    await page.getByRole('button', { name: 'Halaman 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: 'Halaman 2', exact: true })).toHaveAttribute('aria-current', 'page');
    const names = expected.datas.map((d) => d.name);
    await expect.poll(() => cardNames(page)).toEqual(names);

    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(names);
    await expect(page.getByRole('button', { name: /Jenis Kulit/ })).toContainText(skin);
    await expect(page.getByRole('button', { name: /Urutkan/ })).toContainText('Harga Terendah');

    // Changing a filter starts again at page 1; the back button returns to page 2.
    await page.getByRole('button', { name: /Urutkan/ }).click();
    await page.getByRole('menuitem', { name: 'Harga Tertinggi' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => cardNames(page)).toEqual(names);
  });

  test("a search without results shows 'Produk tidak ditemukan'", async ({ page }) => {
    await page.goto('/products');
    const box = page.getByPlaceholder('Cari produk...');
    await box.fill('zzzz tidak ada produk seperti ini');
    await box.press('Enter');
    await expect(page).toHaveURL(/search=zzzz/);
    await expect(page.getByRole('heading', { name: 'Produk tidak ditemukan' })).toBeVisible();
    await expect(page.getByText('Coba reset atau ubah filter kamu ya.')).toBeVisible();
    await page.getByRole('button', { name: 'Hapus Filter' }).last().click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('list', { name: 'Daftar produk' }).getByTestId('product-card')).toHaveCount(15);
  });

  test('@phone filters fold behind a toggle at 375 px and the grid has two columns', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/products');
    const cards = page.getByRole('list', { name: 'Daftar produk' }).getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Jenis Kulit/ })).toBeHidden();
    await page.getByRole('button', { name: 'Tampilkan filter' }).click();
    await page.getByRole('button', { name: /Masalah Kulit/ }).click();
    await page.getByRole('menuitem', { name: 'Jerawat', exact: true }).click();
    await expect(page).toHaveURL(/skinProblem=Jerawat/);
    await expect(page.getByRole('button', { name: /Masalah Kulit/ })).toBeHidden();
    const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(a && b && Math.abs(a.y - b.y) < 2 && b.x > a.x).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
