import { buyFromProductPage, fillAddress, pickPayment, pickShipping } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';
import { freshMember, ops, PRODUCT_SLOT, signIn, wellStockedProduct } from '../support/shop-api';

/**
 * Issue 6's member journey, clicked through the real apps on the built-in providers: product page →
 * cart → checkout → virtual account → paid in the sandbox → the operator fulfils it → Selesaikan →
 * a review that shows on the product page.
 */
test('member: buy with a virtual account, pay in the sandbox, receive, finish and review', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const member = await freshMember(request, 'Sinta Pembeli');
  await signIn(context, member, baseURL);
  const product = await wellStockedProduct(request, PRODUCT_SLOT.memberJourney);

  await buyFromProductPage(page, product);

  // A new member has no address yet: the first one becomes 'Utama'.
  await page.getByRole('button', { name: 'Tambah Alamat' }).click();
  await fillAddress(page, page.getByRole('dialog'), 'Sinta Rumah');
  await expect(page.getByText('Berhasil Menambahkan alamat pengiriman').first()).toBeVisible();
  await pickShipping(page);
  await pickPayment(page, 'BCA Virtual Account');
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/virtual-account\/NMW-[^/]+$/);
  const invoice = decodeURIComponent(page.url().split('/').pop() ?? '');
  await expect(page.getByTestId('payment-va-number')).toHaveText(/^\d{16}$/);

  // The tester pays the number on the sandbox's page; its signed notification settles the order.
  const [provider] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Bayar di Simulator Pembayaran' }).click(),
  ]);
  await provider.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(provider.getByText('Pembayaran Berhasil')).toBeVisible();
  await provider.close();
  // The waiting page notices the payment and leaves for the transaction tab.
  await expect(page).toHaveURL(/\/user\/activity\?action=transaction$/, { timeout: 20_000 });
  const card = page.getByTestId('order-card').filter({ hasText: invoice });
  await expect(card.getByText('Menunggu Konfirmasi Penjual')).toBeVisible();

  // The shop's operator fulfils it with the ops tool (the same state machine as the API).
  for (const step of ['confirm', 'courier', 'ship', 'deliver'])
    await ops(request, 'advance', invoice, step, ...(step === 'ship' ? ['--waybill', 'JNE0012345678'] : []));
  await page.reload();
  await expect(card.getByText('Berhasil Dikirim')).toBeVisible();
  await card.getByRole('button', { name: 'Selesaikan' }).click();
  // It asks first (issue 16).
  await page
    .getByRole('dialog', { name: 'Selesaikan Pesanan' })
    .getByRole('button', { name: 'Ya, Selesaikan' })
    .click();
  await expect(page.getByText(/^Berhasil menyelesaikan pesanan/).first()).toBeVisible();
  await expect(card.getByText('Pesanan Selesai')).toBeVisible();

  // Review it: 'Menunggu Diulas' → Beri Ulasan → 4 stars → Simpan → it is on the product page.
  const comment = `Teksturnya ringan dan cepat meresap ${Date.now() % 100_000}`;
  await page.goto('/user/activity?action=review');
  const order = page.getByTestId('review-order').filter({ hasText: invoice });
  await order.getByRole('button', { name: 'Beri Ulasan' }).click();
  const form = page.getByRole('dialog', { name: 'Nilai Produk' });
  await form.getByRole('radio', { name: '4 bintang, Baik' }).check({ force: true });
  await expect(form.getByText('Baik', { exact: true })).toBeVisible();
  await form.getByLabel(/Ulasan/).fill(comment);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Ulasan berhasil ditambahkan').first()).toBeVisible();
  await expect(page).toHaveURL(/menu=history/);

  await page.goto(`/products/${product.url}`);
  await expect(page.getByText(comment)).toBeVisible();
});
