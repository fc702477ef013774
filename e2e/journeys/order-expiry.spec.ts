import { expect, test } from '../support/fixtures';
import { freshMember, ok, ops, PRODUCT_SLOT, signIn, stockOf, wellStockedProduct } from '../support/shop-api';

/**
 * An unpaid order runs out of time: the expiry job (run by the operator tool at a tester's later
 * clock, for this one order) ends it, the waiting page leaves for the transaction tab, and the
 * reserved units are back in stock.
 */
test('an unpaid order expires and its stock returns', async ({ page, request, context, baseURL }) => {
  const member = await freshMember(request, 'Rina Lupa Bayar');
  const headers = member.headers;
  const product = await wellStockedProduct(request, PRODUCT_SLOT.orderExpiry);
  const address = {
    label: 'Rumah',
    recipientName: 'Rina',
    phone: '081298765432',
    street: 'Jl. Kenanga 3',
    postalCode: '12810',
    provinceId: '31',
    cityId: '31.74',
    districtId: '31.74.01',
  };
  await ok(await request.post('/api/profile/address/v1/create', { headers, data: address }));
  await ok(
    await request.post('/api/e-commerce/cart/v1/create', { headers, data: { itemId: product.variantId, quantity: 3 } }),
  );
  const { id } = await ok<{ id: string }>(await request.get('/api/e-commerce/checkout/v1/new-checkout', { headers }));
  const { services } = await ok<{ services: { id: string; insurance: boolean }[] }>(
    await request.get('/api/third-party/shipping/v1/express/price', {
      headers,
      params: { destination: '31.74.01', weight: 1, checkout: id },
    }),
  );
  const update = (data: object) => request.put(`/api/e-commerce/checkout/v1/update-checkout/${id}`, { headers, data });
  await ok(await update({ shipping: { id: services[0]?.id, insurance: services[0]?.insurance ?? false } }));
  await ok(await update({ payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BNI' } }));
  const before = await stockOf(request, product.variantId);
  const { order } = await ok<{ order: { invoice_number: string } }>(
    await request.post('/api/e-commerce/order/v1/create-order', { headers, data: { checkoutId: id } }),
  );
  const invoice = order.invoice_number;
  // No other spec buys this product (PRODUCT_SLOT): the counts are exact.
  expect(await stockOf(request, product.variantId)).toBe(before - 3);

  await signIn(context, member, baseURL);
  await page.goto(`/payment/virtual-account/${invoice}`);
  await expect(page.getByRole('timer')).toHaveText(/^23 jam \d\d menit \d\d detik$/);

  const inADay = new Date(Date.now() + 25 * 3600_000).toISOString();
  expect(await ops(request, 'expire-overdue', '--invoice', invoice, '--as-of', inADay)).toEqual([
    `${invoice}: EXPIRED`,
  ]);

  // The open page asks again and leaves; the order sits under Tidak Berhasil as expired.
  await expect(page).toHaveURL(/\/user\/activity\?action=transaction$/, { timeout: 20_000 });
  await page.goto(`/user/activity?action=transaction&menu=failed&search=${invoice}`);
  await expect(
    page.getByTestId('order-card').filter({ hasText: invoice }).getByText('Pembayaran Kadaluarsa'),
  ).toBeVisible();
  expect(await stockOf(request, product.variantId)).toBe(before);
});
