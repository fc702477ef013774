import { expect, test } from '../support/fixtures';

const openSearch = async (page: import('@playwright/test').Page) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Cari Produk' }).click();
  const field = page.getByRole('combobox', { name: 'Cari produk' });
  await expect(field).toBeFocused();
  return field;
};

test.describe('header search overlay', () => {
  test('a product suggestion picked with the keyboard opens its detail page', async ({ page }) => {
    const field = await openSearch(page);
    await expect(page.getByText('Apa yang ingin kamu cari ?')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kategori Produk' })).toBeVisible();
    // Upper case and a name prefix: the search ignores case and ranks the name match first.
    await field.pressSequentially('COCOA SH');
    const option = page.getByRole('option', { name: 'Cocoa Shea Body Butter' });
    await expect(option).toBeVisible();
    await expect(page.getByRole('option').first()).toHaveText('Cocoa Shea Body Butter');
    await field.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? 'missing');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/products\/rona\/body-butter-cocoa-[\w-]+$/);
    await expect(page.getByRole('dialog', { name: 'Cari produk' })).toHaveCount(0);
  });

  test('submitting the text goes to the listing search, Batal closes', async ({ page }) => {
    const field = await openSearch(page);
    await field.fill('serum');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=serum$/);
    await page.getByRole('button', { name: 'Cari Produk' }).click();
    await page.getByRole('button', { name: 'Batal' }).click();
    await expect(page.getByRole('dialog', { name: 'Cari produk' })).toHaveCount(0);
  });

  test('@phone a tapped suggestion opens the product', async ({ page }) => {
    const field = await openSearch(page);
    await field.fill('cocoa');
    await page.getByRole('option', { name: 'Cocoa Shea Body Butter' }).click();
    await expect(page).toHaveURL(/\/products\/rona\/body-butter-cocoa-[\w-]+$/);
  });
});
