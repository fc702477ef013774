import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { uniquePhone } from '../support/checkout-steps';
import { memberWithAddress } from '../support/orders-api';
import { expect, test } from '../support/fixtures';
import { sessionCookies } from '../support/shop-api';

const key = process.env.PUBLIC_API_KEY ?? 'rona-public-dev-key';
const headers = { Authorization: key };

interface Card {
  variantId: string;
  status: boolean;
  warehouse: { stock: number; discount: unknown };
}

/**
 * A member of this test only, with an address to ship to. (The shared demo partner's cart is used
 * by parallel tests: an order of theirs from the same cart would make this checkout a refused
 * 'second tab', issue 11.)
 */
async function partner(request: APIRequestContext): Promise<Record<string, string>> {
  return (await memberWithAddress(request, 'Partner Rumah')).headers;
}

/** Cart line → checkout → courier → method → order, all through the API as the checkout page does; answers the invoice. */
async function placeOrder(
  request: APIRequestContext,
  member: Record<string, string>,
  methode: string,
): Promise<string> {
  const products = await request.get('/api/e-commerce/product/v1/all?limit=100&sortBy=low_price', { headers });
  const card = ((await products.json()).result.datas as Card[]).find(
    (c) => c.status && !c.warehouse.discount && c.warehouse.stock > 20,
  );
  if (!card) throw new Error('a well-stocked product in the seed');
  const add = await request.post('/api/e-commerce/cart/v1/create', {
    headers: member,
    data: { itemId: card.variantId, quantity: 1 },
  });
  expect(add.ok(), await add.text()).toBe(true);
  const started = await request.get('/api/e-commerce/checkout/v1/new-checkout', { headers: member });
  expect(started.ok(), await started.text()).toBe(true);
  const checkout = (await started.json()).result as { id: string };
  const view = await request.get('/api/e-commerce/checkout/v1/checkout', {
    headers: member,
    params: { checkoutId: checkout.id },
  });
  expect(view.ok(), await view.text()).toBe(true);
  const destination = ((await view.json()).result as { customer: { address: { area: { districtId: string } } | null } })
    .customer.address?.area.districtId;
  if (!destination) throw new Error('the checkout carries the primary address');
  const priced = await request.get('/api/third-party/shipping/v1/express/price', {
    headers: member,
    params: { destination, weight: 1, checkout: checkout.id },
  });
  expect(priced.ok(), await priced.text()).toBe(true);
  const service = ((await priced.json()).result.services as { id: string; insurance: boolean }[])[0];
  if (!service) throw new Error('a courier service for the address');
  const update = (data: object) =>
    request.put(`/api/e-commerce/checkout/v1/update-checkout/${checkout.id}`, { headers: member, data });
  const shipped = await update({ shipping: { id: service.id, insurance: service.insurance } });
  expect(shipped.ok(), await shipped.text()).toBe(true);
  const paid = await update({ payment: { type: 'doku', methode } });
  expect(paid.ok(), await paid.text()).toBe(true);
  const order = await request.post('/api/e-commerce/order/v1/create-order', {
    headers: member,
    data: { checkoutId: checkout.id },
  });
  expect(order.ok(), await order.text()).toBe(true);
  return (await order.json()).result.order.invoice_number as string;
}

/** A guest's order through the API (checkout, address with e-mail, courier, method); answers its uuid. */
async function placeGuestOrder(request: APIRequestContext, methode: string): Promise<string> {
  const products = await request.get('/api/e-commerce/product/v1/all?limit=100&sortBy=low_price', { headers });
  const card = ((await products.json()).result.datas as Card[]).find(
    (c) => c.status && !c.warehouse.discount && c.warehouse.stock > 20,
  );
  if (!card) throw new Error('a well-stocked product in the seed');
  const started = await request.post('/api/e-commerce/guest/v1/checkout', {
    headers,
    data: { products: [{ id: card.variantId, quantity: 1 }] },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const id = (await started.json()).result.id as string;
  // A contact of this call only (the desktop and phone runs of a test buy the same product at once; one guest's second checkout would be refused).
  const phone = uniquePhone();
  const address = {
    label: 'Rumah',
    recipientName: 'Tamu Rona',
    phone,
    street: 'Jl. Dago 10',
    postalCode: '40135',
    email: `tamu.${phone}@contoh.id`,
    provinceId: '32',
    cityId: '32.73',
    districtId: '32.73.01',
  };
  const first = await request.put(`/api/e-commerce/guest/v1/update-checkout/${id}`, {
    headers,
    data: { customer: { address } },
  });
  expect(first.ok(), await first.text()).toBe(true);
  const guest = { Authorization: `Bearer ${(await first.json()).result.token as string}` };
  const priced = await request.get('/api/third-party/shipping/v1/express/price', {
    headers,
    params: { destination: '32.73.01', weight: 1, checkout: id },
  });
  expect(priced.ok(), await priced.text()).toBe(true);
  const service = ((await priced.json()).result.services as { id: string; insurance: boolean }[])[0];
  if (!service) throw new Error('a courier service for the address');
  const update = (data: object) =>
    request.put(`/api/e-commerce/guest/v1/update-checkout/${id}`, { headers: guest, data });
  expect((await update({ shipping: { id: service.id, insurance: service.insurance } })).ok()).toBe(true);
  expect((await update({ payment: { type: 'doku', methode } })).ok()).toBe(true);
  const order = await request.post('/api/e-commerce/order/v1/create-order-guest', {
    headers: guest,
    data: { checkoutId: id },
  });
  expect(order.ok(), await order.text()).toBe(true);
  return (await order.json()).result.uuid as string;
}

async function signIn(context: BrowserContext, member: Record<string, string>, baseURL: string | undefined) {
  await context.addCookies(sessionCookies((member.Authorization ?? '').replace('Bearer ', ''), baseURL));
}

// One member's cart: the orders are placed one after another.
test.describe.configure({ mode: 'serial' });

test.describe('payment-waiting page (member)', () => {
  test('virtual account: VA number with Salin, hh mm ss countdown, steps per channel; fits 375 px', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const member = await partner(request);
    const invoice = await placeOrder(request, member, 'VIRTUAL_ACCOUNT_BCA');
    await signIn(context, member, baseURL);

    await page.goto(`/payment/virtual-account/${invoice}`);
    await expect(page.getByRole('heading', { name: 'Menunggu Pembayaran' })).toBeVisible();
    await expect(page.getByTestId('payment-invoice')).toHaveText(invoice);
    await expect(page.getByTestId('payment-va-number')).toHaveText(/^39358\d{11}$/);
    const copy = page.getByRole('button', { name: 'Salin Nomor Virtual Account' });
    await expect(copy).toHaveText('Salin');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await copy.click();
    await expect(copy).toHaveText('Disalin');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await page.getByTestId('payment-va-number').textContent(),
    );
    await expect(page.getByTestId('payment-countdown')).toHaveText(/^(23|24) jam \d\d menit \d\d detik$/);
    await expect(page.getByTestId('payment-total')).toHaveText(/^Rp \d/);
    await expect(page.getByRole('region', { name: 'Cara Pembayaran' }).getByRole('button').first()).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByTestId('payment-va-number')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("credit card: paying on the provider's page in another tab takes the waiting page to the transaction tab", async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const member = await partner(request);
    const invoice = await placeOrder(request, member, 'CREDIT_CARD');
    await signIn(context, member, baseURL);

    await page.goto(`/payment/credit-card/${invoice}`);
    const [provider] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Bayar dengan Kartu Kredit' }).click(),
    ]);
    await expect(provider).toHaveURL(/\/api\/payment-sandbox\/[0-9a-f-]{36}$/);
    await provider.getByRole('button', { name: 'Bayar', exact: true }).click();
    await expect(provider.getByRole('button', { name: 'Bayar', exact: true })).toHaveCount(0);

    // The waiting page polls (or refreshes on focus): the paid order leaves it for the transaction tab.
    await page.bringToFront();
    await expect(page).toHaveURL(/\/user\/activity\?action=transaction$/, { timeout: 15_000 });
  });

  test('cancel: the confirmation, then the order is cancelled and the activity page opens', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const member = await partner(request);
    const invoice = await placeOrder(request, member, 'VIRTUAL_ACCOUNT_BNI');
    await signIn(context, member, baseURL);

    await page.goto(`/payment/virtual-account/${invoice}`);
    await page.getByRole('button', { name: 'Batalkan Pembayaran' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Pembayaran akan dibatalkan, apakah ingin melanjutkan ?');
    await dialog.getByRole('button', { name: 'Ya, Batalkan' }).click();
    await expect(page.getByText(`Transkasi ${invoice} Berhasil Dibatalkan`)).toBeVisible();
    await expect(page).toHaveURL(/\/user\/activity\?action=transaction$/);
  });
});

test.describe('payment-waiting page (guest)', () => {
  test('pay-at-store code with Salin at 375 px; paid in the sandbox, the page clears the local cart and opens the tracking page @phone', async ({
    page,
    request,
    context,
  }) => {
    const store = await placeGuestOrder(request, 'ONLINE_TO_OFFLINE_ALFA');
    await page.goto(`/payment-guest/${store}`);
    await expect(page.getByTestId('payment-store-code')).toHaveText(/^8887\d{12}$/);
    await expect(page.getByRole('button', { name: 'Salin Kode Pembayaran' })).toHaveText('Salin');
    await expect(page.getByRole('link', { name: 'Lacak Pesanan' })).toHaveAttribute('href', `/tracking-order/${store}`);
    await expect(page.getByRole('button', { name: 'Batalkan Pembayaran' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 1280,
    );

    const uuid = await placeGuestOrder(request, 'CREDIT_CARD');
    await page.evaluate(() => {
      localStorage.setItem('checkout', 'old-checkout');
      localStorage.setItem('carts', JSON.stringify({ products: [] }));
    });
    await page.goto(`/payment-guest/${uuid}`);
    const [provider] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Bayar dengan Kartu Kredit' }).click(),
    ]);
    await provider.getByRole('button', { name: 'Bayar', exact: true }).click();
    await expect(provider.getByRole('button', { name: 'Bayar', exact: true })).toHaveCount(0);
    await page.bringToFront();
    await expect(page).toHaveURL(new RegExp(`/tracking-order/${uuid}$`), { timeout: 15_000 });
    expect(await page.evaluate(() => [localStorage.getItem('checkout'), localStorage.getItem('carts')])).toEqual([
      null,
      null,
    ]);
  });
});
