import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { press } from '../support/checkout-steps';
import { freshMember, keyHeaders, ok, signIn } from '../support/shop-api';

/**
 * Paging lands at the top of the list (issue 24, item 5): a shopper who scrolled down to the pager
 * and taps page 2 sees page 2's first card, not the last row of a page that looks short.
 */
async function tapPageTwoFromTheBottom(page: Page) {
  await expect(page.locator('[data-hydrated]')).toBeAttached();
  const two = page.getByRole('button', { name: 'Halaman 2' });
  await two.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  await press(two);
  await expect(two).toHaveAttribute('aria-current', 'page');
}

/** The list's first item is on screen, below the fixed header. */
async function expectFirstItemOnTop(page: Page, first: Locator) {
  await expect(first).toBeInViewport();
  const header = await page.getByRole('banner').boundingBox();
  await expect
    .poll(async () => (await first.boundingBox())?.y ?? -1, { message: 'the first item clears the header' })
    .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
}

test('@phone page 2 of the products starts at the top of the grid', async ({ page }) => {
  await page.goto('/products');
  await tapPageTwoFromTheBottom(page);
  await expect(page).toHaveURL(/[?&]page=2/);
  await expectFirstItemOnTop(page, page.getByTestId('product-card').first());
});

test('@phone page 2 of the promos starts at the top of the list', async ({ page }) => {
  await page.goto('/promo');
  await tapPageTwoFromTheBottom(page);
  await expectFirstItemOnTop(page, page.locator('main a[href^="/promo/"]').first());
});

test('@phone page 2 of the blog starts at the top of the list', async ({ page }) => {
  await page.goto('/blog');
  await tapPageTwoFromTheBottom(page);
  await expectFirstItemOnTop(page, page.getByRole('list', { name: 'Blog' }).getByRole('article').first());
});

// A full second page (30 in the koleksi), so the page stays as long and the scroll is not clamped.
test('@phone page 2 of the koleksi starts at the top of the list', async ({ page, request, context, baseURL }) => {
  const member = await freshMember(request, 'Pengoleksi Rona');
  const all = await ok<{ datas: { productId: string }[] }>(
    await request.get('/api/e-commerce/product/v1/all?limit=30', { headers: keyHeaders }),
  );
  for (const { productId } of all.datas)
    await ok(
      await request.post('/api/e-commerce/wishlist/v1/create', {
        headers: member.headers,
        data: { itemId: productId },
      }),
    );
  await signIn(context, member, baseURL);
  await page.goto('/user/activity?action=wishlist');
  await expect(page.getByTestId('wishlist-count')).toHaveText('(30 produk)');
  const two = page.getByRole('button', { name: 'Halaman 2' });
  await two.scrollIntoViewIfNeeded();
  await press(two);
  await expect(two).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('product-card')).toHaveCount(15);
  await expectFirstItemOnTop(page, page.locator('#wishlist-title'));
});
