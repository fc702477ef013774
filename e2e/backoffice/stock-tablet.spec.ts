import { paths } from '@rona/routes';
import { press } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';
import { STAFF, staffLogin } from '../support/backoffice';

/**
 * The stock screens with a finger (issue 27 §5; the back office works on a tablet, issue 26): Gudang
 * opens 'Stok' from the menu on a 768 px tablet, taps 'Habis', opens a size's history with a tap,
 * and neither the tablet nor a 375 px phone ever scrolls the page sideways (tables scroll in their own frame).
 */
test.use({ viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true });

test('Gudang checks the stock on a tablet and a phone with taps, and no page scrolls sideways', async ({ page }) => {
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await staffLogin(page, STAFF.gudang);
  await press(page.getByRole('button', { name: 'Buka menu' }));
  await press(
    page.getByRole('navigation', { name: 'Menu back office' }).getByRole('link', { name: 'Stok', exact: true }),
  );
  await expect(page.getByRole('heading', { name: 'Stok', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(768);

  await press(page.getByText('Habis', { exact: true }).first());
  await expect(page).toHaveURL(/filter=out/);
  const soldOut = page.getByRole('row').nth(1);
  await expect(soldOut.getByTestId('stock-level')).toHaveText('0');
  expect(await pageWidth()).toBeLessThanOrEqual(768);

  await press(soldOut.getByRole('link', { name: /^Riwayat stok / }));
  await expect(page.getByRole('heading', { name: /^Riwayat Stok: / })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Saldo Awal' }).first()).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(768);

  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of [paths.adminStock({ filter: 'low' }), paths.adminStockCount(), page.url()]) {
    await page.goto(path);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await pageWidth(), path).toBeLessThanOrEqual(375);
  }
});
