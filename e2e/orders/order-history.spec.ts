import type { APIRequestContext, APIResponse, BrowserContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { freshMember, signIn } from '../support/shop-api';

const key = process.env.PUBLIC_API_KEY ?? 'rona-public-dev-key';

interface Card {
  variantId: string;
  status: boolean;
  warehouse: { stock: number };
}

/**
 * A member of this test only, with a Jakarta address, signed in in the browser; answers its bearer
 * header. Not the seeded demo member: other specs change the demo member's primary address while
 * these run (member-area makes a Bandung address primary), which moved this test's open checkout to
 * another destination between its courier pick and its order ('Belum memilih pengiriman').
 */
async function logInAsOwnMember(request: APIRequestContext, context: BrowserContext, baseURL: string) {
  const member = await freshMember(request, 'Pembeli Riwayat');
  const address = {
    label: 'Rumah',
    recipientName: 'Pembeli Riwayat',
    phone: '081298765432',
    street: 'Jl. Kenanga 3',
    postalCode: '12810',
    provinceId: '31',
    cityId: '31.74',
    districtId: '31.74.01',
  };
  expect((await request.post('/api/profile/address/v1/create', { headers: member.headers, data: address })).ok()).toBe(
    true,
  );
  await signIn(context, member, baseURL);
  return member.headers;
}

/** cart → new-checkout → shipping → payment → create-order, as the checkout page does; answers the invoice. */
async function placeOrder(
  request: APIRequestContext,
  headers: Record<string, string>,
  methode: string,
): Promise<string> {
  // Every step must succeed; only the fields used next are read.
  const ok = async <T = unknown>(res: APIResponse): Promise<T> => {
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { result: T }).result;
  };
  const products = await ok<{ datas: Card[] }>(
    await request.get('/api/e-commerce/product/v1/all?limit=100&sortBy=low_price', { headers: { Authorization: key } }),
  );
  const card = products.datas.find((c) => c.status && c.warehouse.stock > 20);
  if (!card) throw new Error('a well-stocked product in the seed');
  await ok(
    await request.post('/api/e-commerce/cart/v1/create', { headers, data: { itemId: card.variantId, quantity: 1 } }),
  );
  const { id } = await ok<{ id: string }>(await request.get('/api/e-commerce/checkout/v1/new-checkout', { headers }));
  const { services } = await ok<{ services: { id: string; insurance: boolean }[] }>(
    await request.get(`/api/third-party/shipping/v1/express/price?destination=31.74.01&weight=1&checkout=${id}`, {
      headers,
    }),
  );
  await ok(
    await request.put(`/api/e-commerce/checkout/v1/update-checkout/${id}`, {
      headers,
      data: { shipping: { id: services[0]?.id, insurance: services[0]?.insurance ?? false } },
    }),
  );
  await ok(
    await request.put(`/api/e-commerce/checkout/v1/update-checkout/${id}`, {
      headers,
      data: { payment: { type: 'doku', methode } },
    }),
  );
  const { order } = await ok<{ order: { invoice_number: string } }>(
    await request.post('/api/e-commerce/order/v1/create-order', { headers, data: { checkoutId: id } }),
  );
  return order.invoice_number;
}

/** Pays a card order on the built-in sandbox's page (its signed notification settles the order). */
async function payInSandbox(request: APIRequestContext, headers: Record<string, string>, invoice: string) {
  const payment = await request.get(`/api/e-commerce/order/v1/payment/${invoice}`, { headers });
  expect(payment.ok()).toBe(true);
  const url = (await payment.json()).result.detail.credit_card_payment_page.url as string;
  const paid = await request.post(url, { form: { action: 'pay' } });
  expect(paid.ok(), await paid.text()).toBe(true);
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/e-commerce/order/v1/search/${invoice}`, { headers })).json()).result.status,
    )
    .toBe('WAITING_CONFIRM');
}

/** The refund needs a saved account: gives the member one unless it has it already. */
async function ensureBankAccount(request: APIRequestContext, headers: Record<string, string>) {
  const profile = await request.get('/api/profile/info/v1/detail', { headers });
  expect(profile.ok()).toBe(true);
  if ((await profile.json()).result.banks) return;
  const banks = await request.get('/api/data/bank/v1/list', { headers });
  const [bank] = (await banks.json()).result as { id: string }[];
  if (!bank) throw new Error('a bank in the seed');
  const added = await request.post('/api/profile/bank-account/v1/add', {
    headers,
    data: { bankId: bank.id, name: 'Demo Rona', noRekening: '1234567890', password: 'rahasia123' },
  }); // freshMember's password
  expect(added.ok(), await added.text()).toBe(true);
}

test.describe('order history', () => {
  test('a paid order shows under Semua and Berlangsung › Menunggu Konfirmasi, not under Tidak Berhasil; an unpaid one is not listed', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const headers = await logInAsOwnMember(request, context, baseURL ?? '');
    const paid = await placeOrder(request, headers, 'CREDIT_CARD');
    await payInSandbox(request, headers, paid);
    // An unpaid one belongs to the Menunggu Pembayaran tab, not to the history (order-tabs rules).
    const unpaid = await placeOrder(request, headers, 'VIRTUAL_ACCOUNT_BCA');
    const empty = page.getByText('Oops, nggak ada transaksi sesuai dengan filter kamu.');

    // The search keeps the list to this order (the unpaid one is checked below).
    await page.goto('/user/activity?action=transaction');
    await page.getByLabel('Cari transaksi').fill(paid);
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`search=${paid}`));
    const card = page.getByTestId('order-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByText(paid)).toBeVisible();
    await expect(card.getByText('Menunggu Konfirmasi Penjual')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Batalkan Pesanan' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Selesaikan' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Berlangsung' }).click();
    await expect(page).toHaveURL(/menu=ongoing/);
    await page.getByText('Menunggu Konfirmasi', { exact: true }).click();
    await expect(page).toHaveURL(/sub=waitingConfirm/);
    await expect(card.getByText(paid)).toBeVisible();

    await page.getByText('Dikirim', { exact: true }).click();
    await expect(page).toHaveURL(/sub=shipped/);
    await expect(empty).toBeVisible();

    await page.getByRole('tab', { name: 'Tidak Berhasil' }).click();
    await expect(page).toHaveURL(/menu=failed/);
    await expect(page).not.toHaveURL(/sub=/);
    await expect(empty).toBeVisible();

    // The URL holds the filters: opening it again shows the same list; then the detail dialog.
    await page.goto(`/user/activity?action=transaction&menu=ongoing&sub=waitingConfirm&search=${paid}`);
    await card.getByRole('button', { name: 'Lihat Detail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Detail Pesanan' });
    await expect(dialog.getByTestId('order-detail')).toBeVisible();
    await expect(dialog.getByText('Alamat Pengiriman')).toBeVisible();
    await expect(dialog.getByText('Rincian Pembayaran')).toBeVisible();
    await expect(dialog.getByText('Total Pembayaran')).toBeVisible();
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`/user/activity?action=transaction&search=${unpaid}`);
    await expect(empty).toBeVisible();
  });

  test('the filters fit the screen (375 px on the phone), the lazy date picker sets `date`, the Berlangsung chips show @phone', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await logInAsOwnMember(request, context, baseURL ?? '');
    await page.goto('/user/activity?action=transaction&menu=ongoing');
    await expect(page.getByText('Tiba di Tujuan', { exact: true })).toBeVisible();
    await page.getByLabel('Tanggal transaksi').click();
    await page.locator('[data-today]').first().click();
    await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
    await expect(page).toHaveURL(/menu=ongoing/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('Batalkan Pesanan: reason and terms needed, Rp 9.500 fee shown, the order moves to Pengembalian Dana', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const headers = await logInAsOwnMember(request, context, baseURL ?? '');
    await ensureBankAccount(request, headers);
    const invoice = await placeOrder(request, headers, 'CREDIT_CARD');
    await payInSandbox(request, headers, invoice);

    await page.goto(`/user/activity?action=transaction&search=${invoice}`);
    const card = page.getByTestId('order-card');
    await card.getByRole('button', { name: 'Batalkan Pesanan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Batalkan Pesanan' });
    await expect(dialog.getByText('Biaya pengembalian dana Rp 9.500 dipotong dari total pembayaran.')).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Ajukan Pembatalan' });
    await expect(submit).toBeDisabled();
    const reason = dialog.getByLabel('Alasan Pengembalian', { exact: false });
    await reason.focus();
    await reason.blur();
    await expect(dialog.getByText('Alasan Pengembalian Tidak Boleh Kosong')).toBeVisible();
    await reason.fill('Salah pilih produk');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Saya menyetujui syarat dan ketentuan pengembalian dana').check();
    await submit.click();
    await expect(page.getByText(`Transkasi ${invoice} Berhasil Dibatalkan`)).toBeVisible();
    await expect(card.getByText('Pengajuan Pengembalian Dana')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Batalkan Pesanan' })).toHaveCount(0);

    await page.goto(`/user/activity?action=transaction&menu=ongoing&sub=refund&search=${invoice}`);
    await expect(card.getByText(invoice)).toBeVisible();
  });
});
