import type { Locator, Page } from '@playwright/test';
import { press, uniquePhone } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';
import { freshMember, keyHeaders, ok, signIn, wellStockedProduct } from '../support/shop-api';

/**
 * Issue 24 item 1: the province, city and district pickers of the address dialog, tapped with a
 * finger on a phone (the `phone` and `pixel7` projects; a click at 1280 px). The option list opens
 * under its field inside the screen, the page keeps the phone's width, and a tapped option is chosen.
 */

async function pageOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function tapThrough(page: Page, dialog: Locator, label: string, option: string) {
  const field = dialog.getByRole('combobox', { name: label });
  await expect(field).toBeEnabled();
  await press(field);
  const list = page.getByRole('listbox', { name: label });
  const choice = list.getByRole('option', { name: option, exact: true });
  await expect(choice).toBeVisible();
  const [fieldBox, listBox] = await Promise.all([field.boundingBox(), list.boundingBox()]);
  const width = page.viewportSize()?.width ?? 0;
  expect(listBox, 'the option list is on the page').not.toBeNull();
  // The list box sits inside the dropdown's 4 px padding and 1 px border.
  expect(Math.abs((listBox?.x ?? 0) - (fieldBox?.x ?? 999)), 'the list starts under its field').toBeLessThanOrEqual(8);
  expect(Math.round((listBox?.x ?? 0) + (listBox?.width ?? 0)), 'the list ends inside the screen').toBeLessThanOrEqual(
    width,
  );
  expect(await pageOverflow(page), 'the page keeps the screen width').toBeLessThanOrEqual(0);
  await press(choice);
  await expect(field).toHaveValue(option);
  await expect(list).toBeHidden();
}

async function giveAddress(page: Page, dialog: Locator, email?: string) {
  await dialog.getByRole('textbox', { name: 'Nama Penerima' }).fill('Rani Bandung');
  await dialog.getByRole('textbox', { name: 'Nomor Telepon' }).fill(uniquePhone());
  if (email) await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await tapThrough(page, dialog, 'Provinsi', 'Jawa Barat');
  await tapThrough(page, dialog, 'Kota / Kabupaten', 'Kota Bandung');
  await tapThrough(page, dialog, 'Kecamatan', 'Coblong');
  await expect(dialog.getByRole('textbox', { name: 'Kode Pos' })).not.toHaveValue('');
  await dialog.getByRole('textbox', { name: 'Alamat Lengkap' }).fill('Jl. Dago No. 12');
  await press(dialog.getByRole('button', { name: 'Simpan' }));
}

test.describe('the address pickers with a finger @phone @pixel7', () => {
  test('guest checkout: Tambah Alamat Pengiriman takes Jawa Barat, Kota Bandung and Coblong by taps', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const product = await wellStockedProduct(request);
    const { id } = await ok<{ id: string }>(
      await request.post('/api/e-commerce/guest/v1/checkout', {
        headers: keyHeaders,
        data: { products: [{ id: product.variantId, quantity: 1 }] },
      }),
    );
    await page.addInitScript((checkoutId) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('checkout', checkoutId);
        sessionStorage.setItem('seeded', '1');
      }
    }, id);

    await page.goto('/checkout');
    await press(page.getByRole('button', { name: 'Tambah Alamat' }));
    const dialog = page.getByRole('dialog', { name: 'Tambah Alamat Pengiriman' });
    await giveAddress(page, dialog, 'rani.bandung@contoh.id');
    await expect(page.getByText('Alamat pengiriman disimpan')).toBeVisible();
    const card = page.getByRole('region', { name: 'ALAMAT PENGIRIMAN', exact: true });
    await expect(card).toContainText('Kota Bandung');
    await expect(page.getByRole('button', { name: 'Pilih Pengiriman' })).toBeEnabled();
  });

  test("the profile's address tab: a new address by taps", async ({ page, request, context, baseURL }) => {
    const member = await freshMember(request, 'Rani Profil');
    await signIn(context, member, baseURL);
    await page.goto('/user/profile?action=destination');
    await press(page.getByRole('button', { name: 'Tambah Alamat' }));
    const dialog = page.getByRole('dialog', { name: 'Tambah Alamat Pengiriman' });
    await giveAddress(page, dialog);
    await expect(page.getByText('Berhasil Menambahkan alamat pengiriman').first()).toBeVisible();
    await expect(page.getByTestId('address-card').filter({ hasText: 'Rani Bandung' })).toContainText('Coblong');
  });
});
