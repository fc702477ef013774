import { expect, test } from '../support/fixtures';

test('an unknown path shows Halaman tidak ada and its button returns home @phone', async ({ page }) => {
  await page.goto('/halaman-yang-tidak-ada');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ada' })).toBeVisible();
  await page.getByRole('link', { name: 'Halaman Utama' }).click();
  await expect(page).toHaveURL(/\/$/);
});
