import { paths } from '@rona/routes';
import { onTouch, press } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';
import { staffLogin } from '../support/backoffice';
import { memberWithAddress } from '../support/orders-api';
import { ok, signIn, wellStockedProduct } from '../support/shop-api';

const PEMASARAN = 'pemasaran@rona.id';
const WIB_MS = 7 * 60 * 60 * 1000;
/** A `datetime-local` value on the WIB clock, `days` from now. */
const wibInput = (days: number) => new Date(Date.now() + days * 86_400_000 + WIB_MS).toISOString().slice(0, 16);

/**
 * Issue 28 §2: Pemasaran & Konten, on a phone with taps, creates a voucher (the voucher screen) and
 * a promo page that shows it, and publishes the page; a shopper opens /promo/{slug}, reads the
 * voucher's code there, claims it at the cart and the checkout takes its discount off.
 */
test('Pemasaran builds a promo page with a voucher and a shopper uses the code @phone', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const code = `PR${stamp.toUpperCase()}`;
  const voucherName = `Potongan Promo ${code}`;
  const slug = `promo-uji-${stamp}`;
  const title = `Promo Uji ${stamp}`;

  // The voucher, through the existing screen.
  await staffLogin(page, PEMASARAN, paths.adminVoucherNew());
  await page.getByLabel(/^Nama voucher/).fill(voucherName);
  await page.getByLabel(/^Kode voucher/).fill(code);
  await page.getByLabel(/^Nilai potongan/).fill('10000');
  await page.getByLabel(/^Berakhir \(WIB\)/).fill(wibInput(30));
  await page.getByLabel(/^Syarat dan ketentuan/).fill('1. Berlaku untuk semua produk.');
  await press(page.getByRole('button', { name: 'Simpan Voucher' }));
  await expect(page).toHaveURL(/\/admin\/vouchers$/);

  // The promo page: from the menu (behind the menu button on a phone).
  if (onTouch()) await press(page.getByRole('button', { name: 'Buka menu' }));
  await press(page.getByRole('link', { name: 'Halaman Promo' }));
  await expect(page).toHaveURL(/\/admin\/promos$/);
  await press(page.getByRole('link', { name: 'Buat Promo' }));
  await page.getByLabel(/^Judul promo/).fill(title);
  await page.getByLabel(/^Slug/).fill(slug);
  await page.getByLabel(/^Berakhir \(WIB\)/).fill(wibInput(14));
  await press(page.getByRole('button', { name: 'Tambah Bagian' }));
  await page.getByLabel(/^Judul bagian 1/).fill('Cara pakai');
  await page.getByLabel(/^Isi bagian 1/).fill('Masukkan kode di keranjang sebelum bayar.');
  const voucherSearch = page.getByLabel(/^Cari voucher/).and(page.locator('input'));
  await press(voucherSearch);
  await voucherSearch.fill(code);
  await press(page.getByRole('option', { name: new RegExp(code) }));
  await expect(page.getByRole('button', { name: `Lepas voucher ${voucherName}` })).toBeVisible();
  await press(page.getByRole('button', { name: 'Simpan' }));
  await expect(page).toHaveURL(/\/admin\/promos\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Draf', { exact: true })).toBeVisible();

  // Published after the confirmation.
  await press(page.getByRole('button', { name: 'Terbitkan' }));
  const confirm = page.getByRole('dialog', { name: 'Terbitkan' });
  await expect(confirm).toContainText(title);
  await press(confirm.getByRole('button', { name: 'Ya, Lanjutkan' }));
  await expect(page.getByText('Berjalan', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tarik dari Toko' })).toBeVisible();

  // A shopper (a member of this test, on another phone) reads the code on the promo page.
  const member = await memberWithAddress(request, 'Pembeli Promo');
  const product = await wellStockedProduct(request);
  await ok(
    await request.post('/api/e-commerce/cart/v1/create', {
      headers: member.headers,
      data: { itemId: product.variantId, quantity: 2 },
    }),
  );
  const shopper = await browser.newContext({
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  await signIn(shopper, member, baseURL);
  const shop = await shopper.newPage();
  await shop.goto(paths.promo(slug));
  await expect(shop.getByRole('heading', { name: title })).toBeVisible();
  await expect(shop.getByText(code, { exact: true })).toBeVisible();
  await expect(shop.getByText('Masukkan kode di keranjang sebelum bayar.')).toBeVisible();

  // At the cart the code is claimed and chosen; the checkout takes its Rp10.000 off.
  await shop.goto('/cart');
  await shop.getByRole('button', { name: 'Pakai Promo' }).tap();
  const dialog = shop.getByRole('dialog', { name: 'Pakai Promo' });
  await dialog.getByLabel('Kode Promo').fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Klaim' }).tap();
  const card = dialog.getByTestId('voucher-card').filter({ hasText: voucherName });
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Pilih Promo' }).tap();
  await expect(shop.getByText('1 promo berhasil dipakai')).toBeVisible();
  await shop.getByRole('button', { name: /^Beli/ }).tap();
  await expect(shop).toHaveURL(/\/checkout$/);
  const discount = shop.getByTestId('checkout-summary').locator('p').filter({ hasText: 'Total Diskon' });
  await expect(discount).toContainText(/10\.000/);
  await shopper.close();
});
