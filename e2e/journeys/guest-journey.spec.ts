import { buyFromProductPage, fillAddress, pickPayment, pickShipping, press } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';
import { PRODUCT_SLOT, wellStockedProduct } from '../support/shop-api';

/**
 * Issue 6's guest journey: product page → cart → guest checkout → pay-at-store code → tracking page →
 * invoice 'BELUM LUNAS' → paid at the (sandbox) till → the invoice reads 'LUNAS'. On a phone, with taps.
 */
test('guest: pay-at-store, follow it on the tracking page, the invoice turns LUNAS once paid @phone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await wellStockedProduct(request, PRODUCT_SLOT.guestJourney);

  await buyFromProductPage(page, product);

  await press(page.getByRole('button', { name: 'Tambah Alamat' }));
  await fillAddress(page, page.getByRole('dialog'), 'Tamu Perjalanan', 'tamu.perjalanan@contoh.id');
  await expect(page.getByText('Alamat pengiriman disimpan')).toBeVisible();
  await pickShipping(page);
  await pickPayment(page, 'Alfamart');
  await press(page.getByRole('button', { name: 'Bayar', exact: true }));
  await expect(page).toHaveURL(/\/payment-guest\/[0-9a-f-]{36}$/);
  const uuid = page.url().split('/').pop() ?? '';
  const code = await page.getByTestId('payment-store-code').textContent();
  expect(code).toMatch(/^8887\d{12}$/);

  // The order's own page, reachable without an account.
  await press(page.getByRole('link', { name: 'Lacak Pesanan' }));
  await expect(page).toHaveURL(new RegExp(`/tracking-order/${uuid}$`));
  await expect(page.getByTestId('payment-badge')).toHaveText('Menunggu Pembayaran');
  await press(page.getByRole('link', { name: 'Lihat Invoice' }));
  await expect(page).toHaveURL(new RegExp(`/invoice/NMW-[^?]+\\?uuid=${uuid}$`));
  const invoiceUrl = page.url();
  await expect(page.getByTestId('invoice-watermark')).toHaveText('BELUM LUNAS');

  // At the till: the sandbox's page takes the code and sends the signed notification.
  await page.goto(`/payment-guest/${uuid}`);
  const [till] = await Promise.all([
    context.waitForEvent('page'),
    press(page.getByRole('link', { name: 'Bayar di Simulator Pembayaran' })),
  ]);
  await expect(till.getByText(code ?? '')).toBeVisible();
  await press(till.getByRole('button', { name: 'Bayar', exact: true }));
  await expect(till.getByText('Pembayaran Berhasil')).toBeVisible();
  await till.close();

  // The waiting page sees the payment and goes to the tracking page; the invoice is now paid.
  await expect(page).toHaveURL(new RegExp(`/tracking-order/${uuid}$`), { timeout: 20_000 });
  await expect(page.getByTestId('payment-badge')).toHaveText('Sudah Dibayar');
  await page.goto(invoiceUrl);
  await expect(page.getByTestId('invoice-watermark')).toHaveText('LUNAS');
});
