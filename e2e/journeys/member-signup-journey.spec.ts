import type { APIRequestContext } from '@playwright/test';
import { fillAddress, pickPayment, pickShipping, press } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';
import { PRODUCT_SLOT, wellStockedProduct } from '../support/shop-api';

/** The code the shop sent to this phone by WhatsApp (the dev outbox). */
async function otpSentTo(request: APIRequestContext, phone: string): Promise<string> {
  let otp: unknown;
  await expect
    .poll(async () => {
      const res = await request.get('/api/dev/v1/outbox', { params: { to: phone, channel: 'whatsapp', limit: 5 } });
      const messages = ((await res.json()).result ?? []) as { data: { kind: string; otp?: unknown } }[];
      otp = messages.find((m) => m.data.kind === 'otp')?.data.otp;
      return otp;
    })
    .toBeDefined();
  return String(otp);
}

/**
 * Issue 24: a new member's first purchase on a phone, with taps: a product in the guest's cart →
 * Daftar → the WhatsApp code → 'Teruskan Keranjang' keeps the product (the cart survives sign-up) →
 * cart → checkout with a new address → virtual account paid in the sandbox → the order in the
 * transaction list.
 */
test('new member: guest cart → register → OTP → the cart kept → address → pay → order list, by taps @phone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await wellStockedProduct(request, PRODUCT_SLOT.signUpJourney);
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-10);
  const person = { local: `8${n}`, phone: `628${n}`, email: `daftar.${n}@rona.test` };

  // A guest puts the product in the browser's cart.
  await page.goto(`/products/${product.url}`);
  await press(page.getByRole('button', { name: 'Tambah Keranjang' }));
  await expect(page.getByText(`${product.name} (${product.size}) Berhasil Masuk Keranjang`).first()).toBeVisible();

  // … then signs up.
  await page.goto('/register');
  await page.getByLabel(/^Nama Lengkap/).fill('Dewi Pendaftar');
  await page.getByLabel('Nomor Telepon').fill(`0${person.local}`);
  await page.getByLabel(/^Email\s*\*?$/).fill(person.email);
  await page.getByLabel(/^Kata Sandi\s*\*?$/).fill('rahasia123');
  await page.getByLabel('Konfirmasi Kata Sandi').fill('rahasia123');
  await press(page.getByRole('button', { name: 'Daftar', exact: true }));
  await expect(page).toHaveURL(new RegExp(`/verification-otp/${person.phone}`));
  const otp = await otpSentTo(request, person.phone);
  await press(page.getByLabel('Kode OTP 1'));
  await page.keyboard.type(otp);
  await press(page.getByRole('button', { name: 'Submit' }));

  // The product waits in the browser: the same choice as after login.
  const choice = page.getByRole('dialog', { name: 'Keranjang Sebelumnya' });
  await press(choice.getByRole('button', { name: 'Teruskan Keranjang' }));
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/cart');
  await expect(page.getByText(product.name.slice(0, 30)).first()).toBeVisible();
  await press(page.getByRole('button', { name: /^Beli/ }));
  await expect(page).toHaveURL(/\/checkout$/);

  await press(page.getByRole('button', { name: 'Tambah Alamat' }));
  await fillAddress(page, page.getByRole('dialog', { name: 'Tambah Alamat Pengiriman' }), 'Dewi Rumah');
  await expect(page.getByText('Berhasil Menambahkan alamat pengiriman').first()).toBeVisible();
  await pickShipping(page);
  await pickPayment(page, 'BCA Virtual Account');
  await press(page.getByRole('button', { name: 'Bayar', exact: true }));
  await expect(page).toHaveURL(/\/payment\/virtual-account\/NMW-[^/]+$/);
  const invoice = decodeURIComponent(page.url().split('/').pop() ?? '');

  const [provider] = await Promise.all([
    context.waitForEvent('page'),
    press(page.getByRole('link', { name: 'Bayar di Simulator Pembayaran' })),
  ]);
  await press(provider.getByRole('button', { name: 'Bayar', exact: true }));
  await expect(provider.getByText('Pembayaran Berhasil')).toBeVisible();
  await provider.close();
  await expect(page).toHaveURL(/\/user\/activity\?action=transaction$/, { timeout: 20_000 });
  await expect(
    page.getByTestId('order-card').filter({ hasText: invoice }).getByText('Menunggu Konfirmasi Penjual'),
  ).toBeVisible();
});
