import { paths } from '@rona/routes';
import { pickPayment, pickShipping, press } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';
import { STAFF_PASSWORD } from '../support/backoffice';
import { memberWithAddress } from '../support/orders-api';
import { ok, signIn, wellStockedProduct } from '../support/shop-api';

const PEMASARAN = 'pemasaran@rona.id';
const WIB_MS = 7 * 60 * 60 * 1000;
/** A `datetime-local` value on the WIB clock, `days` from now. */
const wibInput = (days: number) => new Date(Date.now() + days * 86_400_000 + WIB_MS).toISOString().slice(0, 16);

/**
 * Issue 28 §1: Pemasaran & Konten creates a voucher with a redeem code in the back office; a shopper
 * types the code (in small letters) at the cart, checks out and pays with it; the voucher's uses
 * then show that order and the discount it got.
 */
test('Pemasaran creates a voucher with a code and a shopper uses it at checkout', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const name = `Potongan Uji ${code}`;

  // Pemasaran signs in: without orders:read the workbench says so, the menu offers Voucher.
  await page.goto(paths.adminLogin());
  await page.getByLabel('Email').fill(PEMASARAN);
  await page.getByLabel(/^Kata Sandi/).fill(STAFF_PASSWORD);
  await press(page.getByRole('button', { name: 'Masuk' }));
  await press(page.getByRole('link', { name: 'Voucher', exact: true }));
  await expect(page).toHaveURL(/\/admin\/vouchers$/);
  await press(page.getByRole('link', { name: 'Buat Voucher' }));

  await page.getByLabel(/^Nama voucher/).fill(name);
  await page.getByLabel(/^Kode voucher/).fill(code);
  await page.getByLabel(/^Nilai potongan/).fill('10000');
  await page.getByLabel(/^Berakhir \(WIB\)/).fill(wibInput(30));
  await page.getByLabel(/^Kuota total/).fill('50');
  await page.getByLabel(/^Syarat dan ketentuan/).fill('1. Berlaku untuk semua produk.\n2. Satu kali per member.');
  await press(page.getByRole('button', { name: 'Simpan Voucher' }));
  await expect(page).toHaveURL(/\/admin\/vouchers$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(code);
  await expect(row).toContainText('Aktif');
  await expect(row).toContainText('0 dari 50 pesanan');

  // A shopper (a member of this test, another browser) claims the code at the cart.
  const member = await memberWithAddress(request, 'Pembeli Voucher');
  const product = await wellStockedProduct(request);
  await ok(
    await request.post('/api/e-commerce/cart/v1/create', {
      headers: member.headers,
      data: { itemId: product.variantId, quantity: 2 },
    }),
  );
  const shopper = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  await signIn(shopper, member, baseURL);
  const shop = await shopper.newPage();
  await shop.goto('/cart');
  await press(shop.getByRole('button', { name: 'Pakai Promo' }));
  const dialog = shop.getByRole('dialog', { name: 'Pakai Promo' });
  await dialog.getByLabel('Kode Promo').fill(code.toLowerCase());
  await press(dialog.getByRole('button', { name: 'Klaim' }));
  const card = dialog.getByTestId('voucher-card').filter({ hasText: name });
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await press(dialog.getByRole('button', { name: 'Pilih Promo' }));
  await expect(shop.getByText('1 promo berhasil dipakai')).toBeVisible();

  // Checkout: the voucher's Rp10.000 is in the discount, then 'Bayar'.
  await press(shop.getByRole('button', { name: /^Beli/ }));
  await expect(shop).toHaveURL(/\/checkout$/);
  const discount = shop.getByTestId('checkout-summary').locator('p').filter({ hasText: 'Total Diskon' });
  await expect(discount).toContainText(/10\.000/);
  await pickShipping(shop);
  await pickPayment(shop, 'BCA Virtual Account');
  await press(shop.getByRole('button', { name: 'Bayar', exact: true }));
  await expect(shop).not.toHaveURL(/\/checkout$/);
  await shopper.close();

  // Back office: the voucher's uses show that order and the discount given.
  await page.reload();
  await expect(row).toContainText('1 dari 50 pesanan');
  await press(row.getByRole('link', { name: `Pemakaian voucher ${name}` }));
  await expect(page.getByTestId('stat-orders')).toHaveText('1');
  await expect(page.getByTestId('stat-members')).toHaveText('1');
  await expect(page.getByTestId('stat-discount')).toHaveText(/Rp\s?10\.000/);
  await expect(page.getByRole('row', { name: /Pembeli Voucher/ })).toContainText(/Rp\s?10\.000/);
});
