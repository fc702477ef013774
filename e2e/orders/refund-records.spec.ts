import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { freshMember, keyHeaders, ops, signIn } from '../support/shop-api';

/** The sandbox's development signing credentials (the e2e API runs without DOKU_* set). */
const CLIENT_ID = 'SANDBOX-RONA';
const SECRET = 'rona-sandbox-payment-secret';
const TARGET = '/api/payment/v1/notification/doku';

async function result<T>(res: APIResponse): Promise<T> {
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { result: T }).result;
}

/** A member's unpaid VA order of one unit of a well-stocked product; answers invoice and grand total. */
async function placeOrder(request: APIRequestContext, headers: Record<string, string>) {
  const products = await result<{ datas: { variantId: string; status: boolean; warehouse: { stock: number } }[] }>(
    await request.get('/api/e-commerce/product/v1/all?limit=100&sortBy=low_price', { headers: keyHeaders }),
  );
  const card = products.datas.filter((c) => c.status && c.warehouse.stock > 20).at(-1);
  if (!card) throw new Error('a well-stocked product in the seed');
  await result(
    await request.post('/api/e-commerce/cart/v1/create', { headers, data: { itemId: card.variantId, quantity: 1 } }),
  );
  const { id } = await result<{ id: string }>(
    await request.get('/api/e-commerce/checkout/v1/new-checkout', { headers }),
  );
  const { services } = await result<{ services: { id: string; insurance: boolean }[] }>(
    await request.get(`/api/third-party/shipping/v1/express/price?destination=31.74.01&weight=1&checkout=${id}`, {
      headers,
    }),
  );
  await result(
    await request.put(`/api/e-commerce/checkout/v1/update-checkout/${id}`, {
      headers,
      data: { shipping: { id: services[0]?.id, insurance: services[0]?.insurance ?? false } },
    }),
  );
  await result(
    await request.put(`/api/e-commerce/checkout/v1/update-checkout/${id}`, {
      headers,
      data: { payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' } },
    }),
  );
  const { order } = await result<{ order: { invoice_number: string } }>(
    await request.post('/api/e-commerce/order/v1/create-order', { headers, data: { checkoutId: id } }),
  );
  const detail = await result<{ payments: { grandTotal: number } }>(
    await request.get(`/api/e-commerce/order/v1/search/${order.invoice_number}`, { headers }),
  );
  return { invoice: order.invoice_number, paid: detail.payments.grandTotal };
}

/** The bank's SUCCESS for this invoice, signed as DOKU signs it, posted through the gateway. */
async function bankSaysPaid(request: APIRequestContext, invoice: string, amount: number) {
  const body = JSON.stringify({
    service: { id: 'VIRTUAL_ACCOUNT' },
    acquirer: { id: 'BCA' },
    channel: { id: 'VIRTUAL_ACCOUNT_BCA' },
    order: { invoice_number: invoice, amount },
    virtual_account_info: { virtual_account_number: '3935800000000001' },
    transaction: { status: 'SUCCESS', date: new Date().toISOString(), original_request_id: randomUUID() },
  });
  const requestId = randomUUID();
  const timestamp = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const digest = createHash('sha256').update(body).digest('base64');
  const component = [
    `Client-Id:${CLIENT_ID}`,
    `Request-Id:${requestId}`,
    `Request-Timestamp:${timestamp}`,
    `Request-Target:${TARGET}`,
    `Digest:${digest}`,
  ].join('\n');
  const signature = `HMACSHA256=${createHmac('sha256', SECRET).update(component).digest('base64')}`;
  return request.post(TARGET, {
    headers: {
      'Client-Id': CLIENT_ID,
      'Request-Id': requestId,
      'Request-Timestamp': timestamp,
      Signature: signature,
      'Content-Type': 'application/json',
    },
    data: body,
  });
}

const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;

test.describe('every rupiah has a record', () => {
  test('a payment after the cancel: refund due in ops and on the order, then approved whole — detail and invoice show it', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const member = await freshMember(request, 'Pembeli Refund');
    const address = {
      label: 'Rumah',
      recipientName: 'Pembeli Refund',
      phone: '081298765432',
      street: 'Jl. Kenanga 3',
      postalCode: '12810',
      provinceId: '31',
      cityId: '31.74',
      districtId: '31.74.01',
    };
    await result(await request.post('/api/profile/address/v1/create', { headers: member.headers, data: address }));
    const { invoice, paid } = await placeOrder(request, member.headers);
    await result(await request.get(`/api/e-commerce/order/v1/cancel/${invoice}`, { headers: member.headers }));

    const late = await bankSaysPaid(request, invoice, paid);
    expect(late.status(), await late.text()).toBe(200);
    expect((await ops(request, 'list', '--refund-due')).find((l) => l.startsWith(invoice))).toContain('CANCEL');

    await signIn(context, member, baseURL);
    await page.goto(`/user/activity?action=transaction&menu=failed&search=${invoice}`);
    const card = page.getByTestId('order-card');
    await expect(card.getByText(invoice)).toBeVisible();
    await card.getByRole('button', { name: 'Lihat Detail' }).click();
    const refund = page.getByRole('dialog', { name: 'Detail Pesanan' }).getByTestId('order-refund');
    await expect(refund.getByText('Menunggu persetujuan')).toBeVisible();
    await expect(refund.getByText(rupiah(paid))).toBeVisible();
    await expect(page.getByRole('dialog').getByText(/Cashback/)).toHaveCount(0);

    expect(await ops(request, 'advance', invoice, 'approve-refund')).toEqual([
      `${invoice}: CANCEL, dana dikembalikan ${rupiah(paid)}`,
    ]);
    expect((await ops(request, 'list', '--refund-due')).some((l) => l.startsWith(invoice))).toBe(false);

    await page.goto(`/invoice/${invoice}`);
    const onInvoice = page.getByTestId('order-refund');
    await expect(onInvoice.getByText(/^Disetujui \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(onInvoice.getByText(rupiah(paid))).toBeVisible();

    const inbox = await result<{ datas: { title: string; description: string }[] }>(
      await request.get('/api/profile/notification/v1/list-notification?page=1&limit=10', { headers: member.headers }),
    );
    expect(inbox.datas.map((n) => n.title)).toEqual(
      expect.arrayContaining(['Pembayaran Diterima Setelah Pesanan Ditutup', 'Pengembalian Dana Disetujui']),
    );
  });
});
