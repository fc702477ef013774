import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { wellStockedProduct, type ProductCard } from '../support/shop-api';

/** What a phone shows (issue 13, Phones): 375 × 812. */
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
});

/** True when a tap anywhere across `control` (left, centre, right), brought to the bottom edge of the screen, lands on it. */
async function tappableAtScreenBottom(control: Locator): Promise<boolean> {
  return control.evaluate((el) => {
    el.scrollIntoView({ block: 'end', behavior: 'instant' });
    const box = el.getBoundingClientRect();
    const y = box.top + box.height / 2;
    return [box.left + 4, box.left + box.width / 2, box.right - 4].every((x) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && el.contains(hit);
    });
  });
}

async function everyTappable(page: Page, controls: Locator) {
  const n = await controls.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++)
    expect(await tappableAtScreenBottom(controls.nth(i)), `control ${i} is free to tap`).toBe(true);
  await expect(page.getByRole('link', { name: /Butuh Bantuan/ })).toBeAttached();
}

test("@phone the 'Butuh Bantuan ?' link covers no card or cart control", async ({ page, request }) => {
  await page.goto('/products');
  await expect(page.getByTestId('product-card')).toHaveCount(15);
  await everyTappable(page, page.getByTestId('product-card').getByRole('button', { name: /\+ Keranjang/ }));

  const product = await wellStockedProduct(request);
  await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
  await page
    .getByTestId('product-card')
    .filter({ hasText: product.name.slice(0, 30) })
    .first()
    .getByRole('button', { name: /\+ Keranjang/ })
    .click();
  await expect(page.getByText(`${product.name} Berhasil Masuk Keranjang`)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await everyTappable(page, page.getByTestId('cart-line').getByRole('button'));
  await everyTappable(page, page.getByRole('button', { name: /^Beli/ }));

  // The total and 'Beli (1)' are pinned to the bottom of the screen, at the top of the page and at its end (issue 24).
  const bar = page.getByTestId('cart-buy-bar');
  await expect(bar).toContainText(/Total.*Rp/);
  for (const top of [0, 100_000]) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await expect(bar.getByRole('button', { name: 'Beli (1)' })).toBeInViewport();
    await expect
      .poll(async () => {
        const box = await bar.boundingBox();
        return box ? Math.round(box.y + box.height) : -1;
      })
      .toBe(812);
  }
});

test("@phone a product page shows the price and 'Tambah Keranjang' on the first screen", async ({ page, request }) => {
  const product = (await wellStockedProduct(request, 1)) as ProductCard & { warehouse: { fixedPrice: number } };
  await page.goto(`/products/${product.url}`);
  const bar = page.getByTestId('buy-bar');
  const add = bar.getByRole('button', { name: 'Tambah Keranjang' });
  await expect(add).toBeVisible();
  const price = `Rp ${product.warehouse.fixedPrice.toLocaleString('id-ID')}`;
  await expect(bar.getByText(price)).toBeVisible();
  for (const box of [await add.boundingBox(), await bar.getByText(price).boundingBox()]) {
    expect(box && box.y >= 0 && box.y + box.height <= 812, 'on the first screen').toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await tappableAtScreenBottom(add)).toBe(true);
  await add.click();
  await expect(page.getByText(`${product.name} (${product.size}) Berhasil Masuk Keranjang`)).toBeVisible();
});

test('@phone the home banner is readable and its dots leave the banner free', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Banner promo' });
  const slide = banner.getByRole('group').first();
  await expect(slide.locator('img')).toBeVisible();
  const slideBox = await slide.boundingBox();
  // The 1440 × 480 artwork is shown at least at half size (its 56 px headline ≥ 28 px).
  expect(slideBox!.height).toBeGreaterThanOrEqual(240);
  const dots = banner.getByRole('button', { name: 'Tampilkan slide 1' });
  const dotsBox = await dots.locator('..').boundingBox();
  expect(dotsBox!.y, 'the dots sit under the slide').toBeGreaterThanOrEqual(slideBox!.y + slideBox!.height - 1);
});
