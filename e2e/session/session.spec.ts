// Plain Playwright `test`: failed loads (401, 500, an aborted call) are what these tests provoke, and the browser logs them.
import { expect, test } from '@playwright/test';
import { freshMember, keyHeaders, sessionCookies, sessionTokenOf, wellStockedProduct } from '../support/shop-api';

const SESSION_ENDED = 'Sesi Berakhir, silahkan login kembali';

test.describe('a session that has ended', () => {
  test('a stale cookie: the message once, then the shop as a guest', async ({ page, context, request, baseURL }) => {
    const member = await freshMember(request, 'Sesi Lama Rona');
    // Ended on the server (as after a password reset or a logout on another device).
    expect((await request.post('/api/o/oauth/v1/logout', { headers: member.headers, data: {} })).ok()).toBe(true);
    await context.addCookies(sessionCookies(member.token, baseURL));

    await page.goto('/');
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Masuk' }).first()).toBeVisible();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('SESSION__');
    expect(await sessionTokenOf(context)).toBeUndefined();

    // Browsing on as a guest: listing and a product page load, and the message does not come back.
    await page.goto('/products');
    await expect(page.getByText('Gagal memuat produk')).toHaveCount(0);
    await expect(page.locator('a[href^="/products/"]').first()).toBeVisible();
    const product = await wellStockedProduct(request);
    await page.goto(`/products/${product.url}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
  });

  test('the API answers a stale cookie on a product page as a guest, not 401', async ({ request }) => {
    const member = await freshMember(request, 'Sesi Lama Dua');
    await request.post('/api/o/oauth/v1/logout', { headers: member.headers, data: {} });
    const res = await request.get('/api/e-commerce/product/v1/all?limit=3', {
      headers: { ...keyHeaders, Cookie: `SESSION_TOKEN__=${member.token}; SESSION__=1`, 'X-Rona-Client': 'shop' },
    });
    expect(res.status()).toBe(200);
    expect(res.headers()['x-rona-session']).toBe('ended');
  });
});

test.describe('a failure is never shown as emptiness', () => {
  test("a failing cart call: an error state with 'Coba Lagi', not the empty cart", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const member = await freshMember(request, 'Keranjang Gagal');
    await context.addCookies(sessionCookies(member.token, baseURL));
    let fail = true;
    await page.route('**/api/e-commerce/cart/v1/list*', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ status: false, message: 'Terjadi Kesalahan Server', errors: [] }),
          })
        : route.continue(),
    );
    await page.goto('/cart');
    const retry = page.getByRole('button', { name: 'Coba Lagi' });
    await expect(retry).toBeVisible();
    await expect(page.getByText('Wah keranjang belanjamu kosong')).toHaveCount(0);

    fail = false;
    await retry.click();
    // A fresh member's cart really is empty: now, and only now, the empty state.
    await expect(page.getByText('Wah keranjang belanjamu kosong')).toBeVisible();
  });

  test('a lost connection reads in Indonesian, not "Failed to fetch"', async ({ page, context, request, baseURL }) => {
    const member = await freshMember(request, 'Koneksi Putus');
    await context.addCookies(sessionCookies(member.token, baseURL));
    await page.route('**/api/e-commerce/cart/v1/list*', (route) => route.abort('internetdisconnected'));
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
    await expect(page.getByText(/koneksi internet/)).toBeVisible();
    await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  });
});

test.describe('link studio', () => {
  test("'Sign Out' ends the studio session on the server", async ({ page, context, request }) => {
    await page.goto('/link-login');
    await page.getByLabel('Email').fill('partner@rona.id');
    await page.getByLabel(/^Kata Sandi/).fill('RonaPartner123');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/link-page$/);
    const token = (await context.cookies()).find((c) => c.name === 'LINKPAGE_TOKEN__');
    expect(token?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('LINKPAGE_TOKEN__');
    const pages = () =>
      request.get('/api/data/external/v1/page', { headers: { Authorization: `Bearer ${token!.value}` } });
    expect((await pages()).status()).toBe(200);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/link-login$/);
    // The copied token opens nothing any more.
    expect((await pages()).status()).toBe(401);
  });
});
