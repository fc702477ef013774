import { press } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';
import { freshMember } from '../support/shop-api';

/**
 * A login link carrying a hostile `redirect` (issue 25 §1): a tab or a newline between the slashes
 * turns '/\t/evil.example' into '//evil.example' in the browser's URL parser. After the login the
 * member stays on the shop.
 */
test.describe('login with a hostile redirect @phone', () => {
  for (const redirect of ['%2F%09%2Fevil.example%2Fpwned', '%2F%0A%2Fevil.example%2Fpwned', '%2F%5Cevil.example']) {
    test(`redirect=${redirect} lands on the shop`, async ({ page, request, baseURL }) => {
      const member = await freshMember(request, 'Tamu Pengalihan');
      const offShop: string[] = [];
      await page.route(
        (url) => url.hostname === 'evil.example',
        (route) => {
          offShop.push(route.request().url());
          return route.abort();
        },
      );
      await page.goto(`/login?redirect=${redirect}`);
      await page.getByLabel('Email atau Nomor Telepon').fill(member.email);
      await page.getByLabel(/^Kata Sandi\s*\*?$/).fill('rahasia123');
      await press(page.getByRole('button', { name: 'Masuk', exact: true }));
      await expect(page).toHaveURL(`${new URL(baseURL ?? '').origin}/`);
      await expect(page.getByText('Selamat Datang, Tamu Pengalihan')).toBeVisible();
      expect(offShop).toEqual([]);
    });
  }
});
