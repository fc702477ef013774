import { expect, test } from '../support/fixtures';

test.describe('blog', () => {
  test('the list opens an article that shows its sections', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Rona' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Blog' });
    await expect(grid.getByRole('article')).toHaveCount(5);
    await expect(grid.locator('[data-featured]')).toHaveCount(2);
    const first = grid.getByRole('article').first();
    const title = (await first.getByRole('heading').innerText()).replace(/\.\.\.$/, '');
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.locator('article section h2').first()).toBeVisible();
    await expect(page.getByText(/^Ditulis oleh /)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page.getByRole('heading', { name: 'Artikel Terbaru' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('list', { name: 'Artikel Terbaru' }).getByRole('article').first()).toBeVisible();
    await page
      .getByRole('link', { name: /Kembali ke Blog/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a hashtag filters the list and the page is kept in the URL', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('navigation', { name: 'Hashtag' }).getByRole('link', { name: '#acne' }).click();
    await expect(page).toHaveURL(/\/blog\?tag=acne$/);
    await expect(page.getByRole('heading', { name: 'Artikel dengan #acne' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Blog' }).getByRole('article').first()).toBeVisible();
    await page.goto('/blog');
    await page.getByRole('button', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('@phone the article page fits a phone screen', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('list', { name: 'Blog' }).getByRole('article').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A tap before the card's turn is a full page load: measure once its stylesheets are in (the page is live).
    await expect(page.locator('[data-hydrated]')).toBeAttached();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('link', { name: 'Whatsapp', exact: true })).toBeVisible();
  });
});
