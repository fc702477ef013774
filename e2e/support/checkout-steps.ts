import { expect, test, type Locator, type Page } from '@playwright/test';

// The checkout page's steps as a shopper takes them, shared by the checkout and journey specs: on a
// phone project (touch) with taps, at 1280 px with the mouse and keyboard.

/** Whether this test runs on a touch screen (the phone projects). */
export const onTouch = () => Boolean(test.info().project.use.hasTouch);

/** A finger's tap on a phone, a click on a desktop. */
export async function press(target: Locator) {
  if (onTouch()) await target.tap();
  else await target.click();
}

/** A radio button taken by a tap on a phone (checked by a click on a desktop). */
export async function pick(radio: Locator) {
  if (onTouch()) await radio.tap();
  else await radio.check();
  await expect(radio).toBeChecked();
}

/**
 * Mantine select in the open dialog. On a phone: tap the field, tap the option (a phone's keyboard
 * has no arrow keys); on a desktop: type the option's name and take it with the keyboard.
 */
async function choose(dialog: Locator, page: Page, label: string, option: string) {
  const input = dialog.getByLabel(label, { exact: false }).first();
  await expect(input).toBeEnabled();
  if (onTouch()) {
    await input.tap();
    await page.getByRole('option', { name: option, exact: true }).tap();
  } else {
    await input.click();
    await input.fill(option);
    await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
    await input.press('ArrowDown');
    await input.press('Enter');
  }
  await expect(input).toHaveValue(option);
}

/**
 * A phone number of this call only: guests are one buyer per e-mail or phone, and the shop refuses
 * a second order of the same products from a checkout started before the first (issue 11), so two
 * parallel runs of one test must not share a contact.
 */
export const uniquePhone = () => `0812${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8)}`;

export async function fillAddress(page: Page, dialog: Locator, name: string, email?: string, phone = uniquePhone()) {
  await dialog.getByLabel('Nama Penerima', { exact: false }).fill(name);
  await dialog.getByLabel('Nomor Telepon', { exact: false }).fill(phone);
  if (email) await dialog.getByLabel('Email', { exact: false }).fill(email);
  await choose(dialog, page, 'Provinsi', 'DKI Jakarta');
  await choose(dialog, page, 'Kota / Kabupaten', 'Kota Administrasi Jakarta Selatan');
  await choose(dialog, page, 'Kecamatan', 'Kebayoran Baru');
  await dialog.getByLabel('Kode Pos', { exact: false }).fill('12190');
  await dialog.getByLabel('Alamat Lengkap', { exact: false }).fill('Jl. Melati No. 5');
  await press(dialog.getByRole('button', { name: 'Simpan' }));
}

/** Jenis Pengiriman → the first service; then the total carries the shipping the server priced. */
export async function pickShipping(page: Page) {
  const total = page.getByTestId('checkout-total');
  const before = await total.textContent();
  await press(page.getByRole('button', { name: 'Pilih Pengiriman' }));
  const dialog = page.getByRole('dialog', { name: 'Jenis Pengiriman' });
  await pick(dialog.getByRole('radio').first());
  await press(dialog.getByRole('button', { name: 'Pilih', exact: true }));
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('checkout-shipping')).toBeVisible();
  await expect(page.getByTestId('checkout-summary').getByText('Ongkos Kirim', { exact: true })).toBeVisible();
  await expect(total).not.toHaveText(before ?? '');
  await expect(page.getByText('Pembelian di atas pukul 14:00 akan dikirim keesokan harinya')).toBeVisible();
}

export async function pickPayment(page: Page, method = 'BCA Virtual Account') {
  await expect(page.getByRole('region', { name: 'Detail Pembelian' }).getByRole('status')).toHaveText(
    'Belum Memilih Metode Pembayaran',
  );
  await expect(page.getByRole('button', { name: 'Bayar', exact: true })).toBeDisabled();
  await press(page.getByRole('button', { name: 'Pilih Pembayaran' }));
  const dialog = page.getByRole('dialog', { name: 'Pembayaran' });
  await pick(dialog.getByRole('radio', { name: method }));
  await press(dialog.getByRole('button', { name: 'Simpan' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('checkout-method')).toHaveText(method);
  await expect(page.getByRole('button', { name: 'Bayar', exact: true })).toBeEnabled();
}

/** Product page → 'Tambah Keranjang' → /cart → 'Beli': the shopper arrives on /checkout with this product. */
export async function buyFromProductPage(page: Page, product: { url: string; name: string; size: string }) {
  await page.goto(`/products/${product.url}`);
  await press(page.getByRole('button', { name: 'Tambah Keranjang' }));
  await expect(page.getByText(`${product.name} (${product.size}) Berhasil Masuk Keranjang`).first()).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText(product.name.slice(0, 30)).first()).toBeVisible();
  await press(page.getByRole('button', { name: /^Beli/ }));
  await expect(page).toHaveURL(/\/checkout$/);
}
