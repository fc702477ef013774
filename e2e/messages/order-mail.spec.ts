import type { APIRequestContext } from '@playwright/test';
import { uniquePhone } from '../support/checkout-steps';
import { JAKARTA_ADDRESS } from '../support/orders-api';
import { keyHeaders, ok, wellStockedProduct } from '../support/shop-api';
import { expect, test } from '../support/fixtures';

interface OutboxMail {
  subject: string | null;
  text: string;
  data: { kind?: string; invoice?: string; code?: string; link?: string; links?: string[] };
}

/** A guest's VA order through the API, at an e-mail address of this test only. */
async function guestVaOrder(request: APIRequestContext, email: string) {
  const product = await wellStockedProduct(request);
  const { id } = await ok<{ id: string }>(
    await request.post('/api/e-commerce/guest/v1/checkout', {
      headers: keyHeaders,
      data: { products: [{ id: product.variantId, quantity: 1 }] },
    }),
  );
  const address = { ...JAKARTA_ADDRESS, recipientName: 'Tamu Surat', phone: uniquePhone(), email };
  const { token } = await ok<{ token: string }>(
    await request.put(`/api/e-commerce/guest/v1/update-checkout/${id}`, {
      headers: keyHeaders,
      data: { customer: { address } },
    }),
  );
  const guest = { Authorization: `Bearer ${token}` };
  const { services } = await ok<{ services: { id: string; insurance: boolean }[] }>(
    await request.get('/api/third-party/shipping/v1/express/price', {
      headers: guest,
      params: { destination: JAKARTA_ADDRESS.districtId, weight: 1, checkout: id },
    }),
  );
  const update = (data: object) =>
    request.put(`/api/e-commerce/guest/v1/update-checkout/${id}`, { headers: guest, data });
  await ok(await update({ shipping: { id: services[0]?.id, insurance: services[0]?.insurance ?? false } }));
  await ok(await update({ payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' } }));
  const { uuid, order } = await ok<{ uuid: string; order: { invoice_number: string } }>(
    await request.post('/api/e-commerce/order/v1/create-order-guest', { headers: guest, data: { checkoutId: id } }),
  );
  return { uuid, invoice: order.invoice_number };
}

/** Waits for the message worker to hand a mail of this kind to the sandbox outbox. */
async function mailOf(request: APIRequestContext, to: string, kind: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/v1/outbox', { params: { to, channel: 'email', limit: 10 } });
        found = ((await res.json()).result as OutboxMail[] | undefined)?.find((m) => m.data.kind === kind);
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test.describe('order messages', () => {
  test('a guest order is mailed with the VA number, the deadline and the tracking link, which opens the order', async ({
    page,
    request,
  }) => {
    const email = `tamu.surat.${Date.now()}${Math.floor(Math.random() * 1000)}@contoh.id`;
    const { uuid, invoice } = await guestVaOrder(request, email);
    const payment = await ok<{ detail: { virtual_account_info: { virtual_account_number: string } } }>(
      await request.get('/api/e-commerce/guest/v1/order-payment', { headers: keyHeaders, params: { search: uuid } }),
    );
    const va = payment.detail.virtual_account_info.virtual_account_number;

    const mail = await mailOf(request, email, 'order.placed');
    expect(mail.subject).toBe(`Selesaikan pembayaran pesanan ${invoice} — Rona`);
    expect(mail.data.code).toBe(va);
    expect(mail.text).toContain(va);
    expect(mail.text).toContain('BCA Virtual Account');
    expect(mail.text).toMatch(/Batas Pembayaran\s+\d{1,2} \S+ \d{4} pukul \d{2}\.\d{2} WIB/);
    const tracking = mail.data.links?.find((l) => l.includes('/tracking-order/'));
    expect(tracking).toBeDefined();
    expect(mail.text).toContain(tracking!);

    // The mailed link names the shop's site; here the site is the test's gateway.
    await page.goto(new URL(tracking!).pathname);
    await expect(page).toHaveURL(`/tracking-order/${uuid}`);
    await expect(page.getByRole('heading', { name: invoice })).toBeVisible();
    await expect(page.getByTestId('payment-badge')).toHaveText('Menunggu Pembayaran');
  });
});
