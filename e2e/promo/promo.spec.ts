import { expect, test } from '../support/fixtures';
import { keyHeaders } from '../support/shop-api';

test.describe('promo pages', () => {
  test('the list shows cards and pages through the URL', async ({ page, request }) => {
    // The first page comes server-rendered with its cards in it (issue 15): ask the API for the same list.
    const first = await request.get('/api/promo/v1/list-banner?page=1&limit=6', { headers: keyHeaders });
    const body = await first.json();
    await page.goto('/promo');
    await expect(page.getByRole('heading', { level: 1, name: 'Semua Promo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mulai Belanja' }).first()).toHaveAttribute('href', '/products');
    const cards = page
      .locator('main li')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .filter({ has: page.locator('a[href^="/promo/"]') });
    await expect(cards).toHaveCount(body.result.datas.length);
    expect(body.result.datas.length).toBe(6);
    await expect(cards.first()).toContainText(/\d+ Kode Promo|Tanpa Kode Promo|Diskon Produk Spesial/);
    await expect(page).toHaveTitle('Semua Promo | Rona');

    expect(body.result.page.totalPage).toBeGreaterThan(1);
    const second = page.waitForResponse(
      (r) => r.url().includes('/api/promo/v1/list-banner') && /[?&]page=2(&|$)/.test(r.url()) && r.ok(),
    );
    await page.getByRole('button', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL(/\/promo\?page=2$/);
    await expect(page.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    // The pager follows the URL at once; the cards follow once page 2's answer has rendered.
    await second;
    await expect(cards.getByRole('heading', { level: 2 }).first()).not.toHaveText(body.result.datas[0].title);
    const secondTitles = await cards.getByRole('heading', { level: 2 }).allTextContents();
    const firstTitles = body.result.datas.map((p: { title: string }) => p.title);
    expect(secondTitles.length).toBeGreaterThan(0);
    expect(secondTitles.some((title) => firstTitles.includes(title))).toBe(false);

    // A reload keeps page 2.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
  });

  test("'Salin' copies the redeem code to the clipboard", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/promo/payday-glow');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/ \| Rona$/);
    const code = page.locator('code').first();
    const redeem = (await code.textContent())?.trim() ?? '';
    expect(redeem).toMatch(/^[A-Z0-9]+$/);
    await page.getByRole('button', { name: `Salin kode ${redeem}` }).click();
    await expect(page.getByRole('button', { name: 'Tersalin' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(redeem);

    await page.getByRole('button', { name: 'Baca Syarat & Ketentuan' }).first().click();
    await expect(page.getByRole('dialog')).toContainText('Voucher hanya berlaku untuk member');
  });

  test('a special-discount promo lists products with Beli Produk @phone', async ({ page }) => {
    await page.goto('/promo/flash-sale-serum');
    await expect(page.getByRole('heading', { name: 'Diskon Produk Spesial' })).toBeVisible();
    const buy = page.getByRole('link', { name: /^Beli Produk / }).first();
    await expect(buy).toHaveAttribute('href', /^\/products\/rona\/.+/);
    await expect(page.locator('s').first()).toContainText(/Rp \d/);
  });
});
