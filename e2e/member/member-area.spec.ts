import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { sessionCookies } from '../support/shop-api';

const key = process.env.PUBLIC_API_KEY ?? 'rona-public-dev-key';
const DEMO = { email: 'demo@rona.id', password: 'RonaDemo123' };

/** Logs the seeded demo member in through the API and hands the session to the browser (SESSION__). */
async function logInAsDemo(request: APIRequestContext, context: BrowserContext, baseURL: string) {
  const res = await request.post('/api/o/oauth/v1/login', { headers: { Authorization: key }, data: DEMO });
  expect(res.ok(), await res.text()).toBe(true);
  const { result } = (await res.json()) as { result: { accessToken: string } };
  await context.addCookies(sessionCookies(result.accessToken, baseURL));
}

async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('dialog').getByLabel(label, { exact: false }).first();
  await expect(input).toBeEnabled();
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

test.describe('member area', () => {
  test('without a session /user/profile goes to /login', async ({ page }) => {
    await page.goto('/user/profile?action=destination');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('edit biodata, add an address through the cascade, make it primary, read a notification', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await logInAsDemo(request, context, baseURL ?? '');

    // Biodata: read-only until the pencil, then save returns to read-only.
    await page.goto('/user/profile?action=profile');
    await expect(page.getByRole('heading', { name: 'Hai, Demo Rona' })).toBeVisible();
    const birth = page.getByLabel('Tanggal Lahir', { exact: false });
    await expect(birth).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: 'Ubah data pribadi' }).click();
    await birth.fill('1995-04-12');
    await page.getByRole('radio', { name: 'Wanita' }).check();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Data pribadi anda berasil dirubah')).toBeVisible();
    await expect(birth).toHaveAttribute('readonly', '');
    await expect(birth).toHaveValue('1995-04-12');

    // Address: province → city → district; changing the province clears the city.
    await page.getByRole('tab', { name: 'Daftar Alamat' }).click();
    await expect(page).toHaveURL(/action=destination$/);
    await expect(page.getByTestId('address-card')).toHaveCount(1);
    await page.getByRole('button', { name: 'Tambah Alamat' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nama Penerima', { exact: false }).fill('Kantor Demo');
    await dialog.getByLabel('Nomor Telepon', { exact: false }).fill('081298765432');
    await choose(page, 'Provinsi', 'DKI Jakarta');
    await choose(page, 'Kota / Kabupaten', 'Kota Administrasi Jakarta Selatan');
    await choose(page, 'Provinsi', 'Jawa Barat');
    await expect(dialog.getByLabel('Kota / Kabupaten', { exact: false }).first()).toHaveValue('');
    await choose(page, 'Kota / Kabupaten', 'Kota Bandung');
    await choose(page, 'Kecamatan', 'Coblong');
    const postal = dialog.getByLabel('Kode Pos', { exact: false });
    await postal.fill('40132');
    await dialog.locator('label', { hasText: /^Kantor$/ }).click();
    await expect(dialog.getByRole('radio', { name: 'Kantor' })).toBeChecked();
    await dialog.getByLabel('Alamat Lengkap', { exact: false }).fill('Jl. Dago No. 1');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Berhasil Menambahkan alamat pengiriman')).toBeVisible();
    const added = page.getByTestId('address-card').filter({ hasText: 'Kantor Demo' });
    await expect(added).toContainText('Coblong, Kota Bandung, Jawa Barat');

    await added.getByRole('button', { name: 'Jadikan Alamat Utama' }).click();
    await expect(page.getByText('Berhasil mengganti alamat utama')).toBeVisible();
    await expect(page.getByTestId('address-card').first()).toContainText('Kantor Demo');
    await expect(page.getByTestId('address-card').first()).toContainText('Alamat Utama');

    // Notifications: a click on an unread one marks it read and the count drops by one.
    await page.goto('/user/activity?action=notification');
    const count = page.getByTestId('unread-count');
    await expect(count).toHaveText(/\d+/);
    const before = Number(await count.textContent());
    const unread = page.locator('button[data-read="false"]').first();
    const title = await unread.locator('strong').textContent();
    await unread.click();
    await expect(page.locator('button', { hasText: title ?? '' })).toHaveAttribute('data-read', 'true');
    await expect(count).toHaveText(String(before - 1));
    await page.reload();
    await expect(page.getByTestId('unread-count')).toHaveText(String(before - 1));
  });

  test('@phone the member area and activity tabs work at phone width', async ({ page, request, context, baseURL }) => {
    await logInAsDemo(request, context, baseURL ?? '');
    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { name: /^Hai, / })).toBeVisible();
    await expect(page.getByText('Total Poin')).toBeVisible();
    await page.getByRole('tab', { name: 'Analisa Kulit Saya' }).click();
    await expect(page).toHaveURL(/action=analytic/);
    await page.getByRole('tab', { name: 'Pengaturan' }).click();
    await expect(page.getByRole('switch', { name: 'Newsletter' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

    await page.getByRole('link', { name: 'Lihat Aktivitas Saya' }).click();
    await expect(page).toHaveURL(/\/user\/activity$/);
    // The default tab is the order history.
    await expect(page.getByRole('tablist', { name: 'Status transaksi' })).toBeVisible();
    await page.goto('/user/activity?action=notification&menu=PROMOTION&page=1');
    await expect(page.getByText('Promo akhir bulan')).toBeVisible();
    await page.getByRole('tab', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL(/\?action=wishlist$/);
  });
});
