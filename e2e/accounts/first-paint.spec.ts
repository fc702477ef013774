import { expect, test } from '../support/fixtures';

/**
 * Issue 24 item 6: on a slow line the account pages are not white until their code has come. The
 * HTML itself paints the header with the brand and a page skeleton (here: the code never runs).
 */
test.use({ javaScriptEnabled: false });

for (const path of ['/login', '/register', '/checkout', '/user/profile']) {
  test(`${path} paints the header, the brand and a skeleton before its code runs @phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Rona, ke Beranda' })).toHaveText('Rona');
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(
      page.locator(path === '/user/profile' ? '.rona-shell-line' : '.rona-shell-card').first(),
    ).toBeVisible();
  });
}

/**
 * The profile's first screen without the member's data: its lead (the page's largest paint, the same
 * words the page then renders) and its tabs, whichever tab is asked for.
 */
test('/user/profile paints its lead and its tabs before its code runs @phone', async ({ page }) => {
  await page.goto('/user/profile?action=bank');
  await expect(page.getByText('Pantau poin dari setiap belanja, lengkapi biodata')).toBeVisible();
  for (const tab of ['Poin Saya', 'Biodata Diri', 'Daftar Alamat', 'Rekening Bank', 'Analisa Kulit Saya', 'Pengaturan'])
    await expect(page.getByText(tab, { exact: true })).toBeVisible();
});

/** The pages whose HTML is their own (first-paint.ts): their title (the page's largest paint) comes with it. */
for (const [path, title] of [
  ['/login', 'Masuk ke Akun Kamu'],
  ['/register', 'Daftar Akun Baru'],
  ['/checkout', 'Checkout'],
] as const) {
  test(`${path} paints its own title before its code runs @phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
}

test('/checkout paints its cut-off note before its code runs', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByText('Pembelian di atas pukul 14:00 akan dikirim keesokan harinya')).toBeVisible();
});
