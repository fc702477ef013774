import type { APIRequestContext } from '@playwright/test';
import { uniquePhone } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';

const key = process.env.PUBLIC_API_KEY ?? 'rona-public-dev-key';
const headers = { Authorization: key };
// A contact of this worker only (the desktop and phone runs buy the same product at once; one guest's second checkout would be refused).
const phone = uniquePhone();
const guestAddress = {
  label: 'Rumah',
  recipientName: 'Tamu Lacak',
  phone,
  street: 'Jl. Dago 10',
  postalCode: '40135',
  email: `tamu.lacak.${phone}@example.com`,
  provinceId: '32',
  cityId: '32.73',
  districtId: '32.73.01',
};

interface Card {
  variantId: string;
  status: boolean;
  warehouse: { stock: number };
}

/** A guest order through the API, as the checkout page makes it: start → address → courier → method → order. */
async function guestOrder(request: APIRequestContext): Promise<{ uuid: string; invoice: string }> {
  const list = await request.get('/api/e-commerce/product/v1/all?limit=100&sortBy=low_price', { headers });
  expect(list.ok()).toBe(true);
  const card = ((await list.json()).result.datas as Card[]).find((c) => c.status && c.warehouse.stock > 20);
  if (!card) throw new Error('a well-stocked product in the seed');

  const started = await request.post('/api/e-commerce/guest/v1/checkout', {
    headers,
    data: { products: [{ id: card.variantId, quantity: 1 }] },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const id = (await started.json()).result.id as string;
  const withAddress = await request.put(`/api/e-commerce/guest/v1/update-checkout/${id}`, {
    headers,
    data: { customer: { address: guestAddress } },
  });
  expect(withAddress.ok(), await withAddress.text()).toBe(true);
  const guest = { Authorization: `Bearer ${(await withAddress.json()).result.token as string}` };

  const prices = await request.get(
    `/api/third-party/shipping/v1/express/price?destination=32.73.01&weight=100&checkout=${id}`,
    { headers },
  );
  expect(prices.ok(), await prices.text()).toBe(true);
  const service = ((await prices.json()).result.services as { id: string; insurance: boolean }[])[0];
  if (!service) throw new Error('a courier service to Bandung');
  const shipped = await request.put(`/api/e-commerce/guest/v1/update-checkout/${id}`, {
    headers: guest,
    data: { shipping: { id: service.id, insurance: service.insurance } },
  });
  expect(shipped.ok(), await shipped.text()).toBe(true);
  const paid = await request.put(`/api/e-commerce/guest/v1/update-checkout/${id}`, {
    headers: guest,
    data: { payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' } },
  });
  expect(paid.ok(), await paid.text()).toBe(true);

  const created = await request.post('/api/e-commerce/order/v1/create-order-guest', {
    headers: guest,
    data: { checkoutId: id },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { uuid, order } = (await created.json()).result as { uuid: string; order: { invoice_number: string } };
  return { uuid, invoice: order.invoice_number };
}

test.describe('guest order tracking and invoice', () => {
  test('Lacak Pesanan shows the order, the waiting badge and its event; the link copies @phone', async ({
    page,
    request,
    context,
  }) => {
    const { uuid, invoice } = await guestOrder(request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/tracking-order/${uuid}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Lacak Pesanan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: invoice })).toBeVisible();
    await expect(page.getByTestId('payment-badge')).toHaveText('Menunggu Pembayaran');
    await expect(page.getByRole('note')).toContainText('Simpan tautan halaman ini');
    await expect(page.getByText('Tamu Lacak')).toBeVisible();
    await expect(page.getByTestId('tracking-events').getByRole('listitem').first()).toContainText(
      'Menunggu Pembayaran',
    );

    await page.getByRole('button', { name: 'Salin Tautan' }).click();
    await expect(page.getByRole('button', { name: 'Tautan berhasil disalin' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await page.getByRole('link', { name: 'Lihat Invoice' }).click();
    await expect(page).toHaveURL(`/invoice/${invoice}?uuid=${uuid}`);
    await expect(page.getByTestId('invoice-watermark')).toHaveText('BELUM LUNAS');
  });

  test('the guest invoice is stamped BELUM LUNAS, prints, and prints without the shop header @phone', async ({
    page,
    request,
  }) => {
    const { uuid, invoice } = await guestOrder(request);
    await page.goto(`/invoice/${invoice}?uuid=${uuid}`);

    await expect(page.getByTestId('invoice-watermark')).toHaveText('BELUM LUNAS');
    await expect(page.getByText(invoice)).toBeVisible();
    await expect(page.getByText('Tamu Lacak')).toBeVisible();
    await expect(page.getByTestId('invoice-payments')).toContainText('Biaya Layanan');
    await expect(page.getByTestId('invoice-payments')).not.toContainText('Diskon Ongkos Kirim');
    // Every value of a bought line is on screen, on a phone too: nothing behind a sideways scroll (issue 24).
    const lines = page.getByRole('region', { name: 'Produk' });
    expect(await lines.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const print = page.getByRole('button', { name: 'Cetak Invoice' });
    await expect(print).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    // The print button calls the browser's print (stubbed: a real dialog would block the test).
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await print.click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(print).toBeHidden();
    await expect(page.getByTestId('invoice-watermark')).toBeVisible();
    await expect(page.getByText('Tamu Lacak')).toBeVisible();
    // Printed, the lines are a table again, its column heads on the A4 sheet.
    await expect(page.getByRole('columnheader', { name: 'Subtotal' })).toBeVisible();
  });
});
