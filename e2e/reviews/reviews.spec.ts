import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { freshMember, ok, ops, PRODUCT_SLOT, type ProductCard, signIn, wellStockedProduct } from '../support/shop-api';

/** Horizontal overflow of the page in px (0 when nothing sticks out at the current width). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * A finished (SUCCESS) order of one product, set up the way it happens for real: an address, cart →
 * checkout → courier → card payment → order (as the checkout page calls them), paid on the built-in
 * sandbox's page, fulfilled by the operator through the ops tool up to DELIVERED, then finished by
 * the member (Selesaikan). Answers the invoice.
 */
async function finishedOrder(
  request: APIRequestContext,
  member: Record<string, string>,
  product: ProductCard,
): Promise<string> {
  await ok(
    await request.post('/api/profile/address/v1/create', {
      headers: member,
      data: {
        label: 'Rumah',
        recipientName: 'Rina Pengulas',
        phone: '081298765432',
        street: 'Jl. Melati No. 5',
        postalCode: '12810',
        provinceId: '31',
        cityId: '31.74',
        districtId: '31.74.01',
      },
    }),
  );
  await ok(
    await request.post('/api/e-commerce/cart/v1/create', {
      headers: member,
      data: { itemId: product.variantId, quantity: 1 },
    }),
  );
  const { id } = await ok<{ id: string }>(
    await request.get('/api/e-commerce/checkout/v1/new-checkout', { headers: member }),
  );
  const checkout = await ok<{ customer: { address: { area: { districtId: string } } | null } }>(
    await request.get('/api/e-commerce/checkout/v1/checkout', { headers: member, params: { checkoutId: id } }),
  );
  const destination = checkout.customer.address?.area.districtId;
  if (!destination) throw new Error('the checkout carries the new primary address');
  const { services } = await ok<{ services: { id: string; insurance: boolean }[] }>(
    await request.get('/api/third-party/shipping/v1/express/price', {
      headers: member,
      params: { destination, weight: 1, checkout: id },
    }),
  );
  const update = (data: object) =>
    request.put(`/api/e-commerce/checkout/v1/update-checkout/${id}`, { headers: member, data });
  await ok(await update({ shipping: { id: services[0]?.id, insurance: services[0]?.insurance ?? false } }));
  await ok(await update({ payment: { type: 'doku', methode: 'CREDIT_CARD' } }));
  const { order } = await ok<{ order: { invoice_number: string } }>(
    await request.post('/api/e-commerce/order/v1/create-order', { headers: member, data: { checkoutId: id } }),
  );
  const invoice = order.invoice_number;

  const payment = await ok<{ detail: { credit_card_payment_page: { url: string } } }>(
    await request.get(`/api/e-commerce/order/v1/payment/${invoice}`, { headers: member }),
  );
  const paid = await request.post(payment.detail.credit_card_payment_page.url, { form: { action: 'pay' } });
  expect(paid.ok(), await paid.text()).toBe(true);
  const status = async () =>
    (await ok<{ status: string }>(await request.get(`/api/e-commerce/order/v1/search/${invoice}`, { headers: member })))
      .status;
  await expect.poll(status).toBe('WAITING_CONFIRM');

  for (const step of ['confirm', 'ship', 'deliver'])
    await ops(request, 'advance', invoice, step, ...(step === 'ship' ? ['--waybill', 'JNE0012345678'] : []));
  await ok(await request.get(`/api/e-commerce/order/v1/confirm-success/${invoice}`, { headers: member }));
  expect(await status()).toBe('SUCCESS');
  return invoice;
}

test.describe('reviews', () => {
  test('Menunggu Diulas → Beri Ulasan (4 stars, hidden name) → Ulasan Saya → on the product page; fits 375 px @phone', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // A member of this test only: the seeded demo and partner accounts order in parallel specs.
    const member = await freshMember(request, 'Rina Pengulas');
    const product = await wellStockedProduct(request, PRODUCT_SLOT.reviews);
    const invoice = await finishedOrder(request, member.headers, product);
    const comment = `Ringan dan cepat meresap, cocok untuk kulit berminyak ${invoice}`;
    await signIn(context, member, baseURL);

    await page.goto('/user/activity?action=review');
    await expect(page.getByRole('tab', { name: 'Menunggu Diulas' })).toHaveAttribute('aria-selected', 'true');
    const waiting = page.getByTestId('review-order').filter({ hasText: invoice });
    await expect(waiting.getByText(`No. Invoice ${invoice}`)).toBeVisible();
    await expect(waiting.getByRole('img', { name: product.name })).toBeVisible();
    await expect(waiting.getByText(`Ukuran ${product.size}`)).toBeVisible();
    await expect(waiting.getByRole('button', { name: 'Lihat Ulasan' })).toHaveCount(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await waiting.getByRole('button', { name: 'Beri Ulasan' }).click();
    const form = page.getByRole('dialog', { name: 'Nilai Produk' });
    const label = form.getByTestId('star-label');
    // 5 stars to start with; hovering previews another score and its label, the click picks it.
    await expect(form.getByRole('radio', { name: '5 bintang, Sangat Baik' })).toBeChecked();
    await expect(label).toHaveText('Sangat Baik');
    await form.getByRole('radio', { name: '2 bintang, Buruk' }).hover();
    await expect(label).toHaveText('Buruk');
    await form.getByRole('radio', { name: '4 bintang, Baik' }).click();
    await form.getByRole('button', { name: 'Simpan' }).hover();
    await expect(label).toHaveText('Baik');
    await expect(form.getByRole('radio', { name: '4 bintang, Baik' })).toBeChecked();

    await form.getByLabel('Ulasan', { exact: true }).fill(comment);
    const preview = form.getByTestId('name-preview');
    await expect(preview).toHaveText('Nama yang tampil: Rina Pengulas');
    await form.getByLabel('Tampilkan username pada penilaian').uncheck();
    await expect(preview).toHaveText('Nama yang tampil: R**a P******s');
    await expect(form.getByText('Tips menulis ulasan yang membantu')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await form.getByRole('button', { name: 'Simpan' }).click();

    await expect(page.getByText('Ulasan berhasil ditambahkan').first()).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(/action=review&menu=history/);
    await expect(page.getByRole('tab', { name: 'Ulasan Saya' })).toHaveAttribute('aria-selected', 'true');
    const reviewed = page.getByTestId('review-order').filter({ hasText: invoice });
    await expect(reviewed.getByRole('button', { name: 'Ubah Ulasan' })).toBeVisible();
    await reviewed.getByRole('button', { name: 'Lihat Ulasan' }).click();
    const view = page.getByRole('dialog', { name: 'Ulasan Kamu' });
    await expect(view.getByText(comment)).toBeVisible();
    await expect(view.getByRole('img', { name: 'Rating 4 dari 5' })).toBeVisible();
    await expect(view.getByText('Belum pernah diubah')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Ubah', exact: true })).toBeVisible();
    await view.getByRole('button', { name: 'Tutup' }).click();
    await expect(view).toBeHidden();

    // Nothing of this member's waits any more.
    await page.getByRole('tab', { name: 'Menunggu Diulas' }).click();
    await expect(page).toHaveURL(/menu=new/);
    await expect(page.getByText('Tidak ada produk yang dapat diulas')).toBeVisible();

    // The product page lists it among the buyers' reviews (newest first), under the masked name.
    await page.goto(`/products/${product.url}`);
    const review = page
      .getByRole('region', { name: 'Ulasan Pembeli' })
      .getByRole('listitem')
      .filter({ hasText: comment });
    await expect(review).toBeVisible();
    await expect(review.getByText('R**a P******s')).toBeVisible();
  });
});
