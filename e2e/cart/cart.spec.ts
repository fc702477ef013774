import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { sessionCookies, sessionTokenOf } from '../support/shop-api';

const key = process.env.PUBLIC_API_KEY ?? 'rona-public-dev-key';
const headers = { Authorization: key };

interface Card {
  name: string;
  variantId: string;
  url: string;
  status: boolean;
  warehouse: { stock: number; price: number; fixedPrice: number; discount: unknown };
}

async function cards(request: APIRequestContext): Promise<Card[]> {
  const res = await request.get('/api/e-commerce/product/v1/all?limit=100&sortBy=low_price', { headers });
  expect(res.ok()).toBe(true);
  return (await res.json()).result.datas;
}

/** Adds a product from its card on the listing (searched by its name), as a shopper would. */
async function addFromListing(page: Page, name: string) {
  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  const card = page
    .getByTestId('product-card')
    .filter({ hasText: name.slice(0, 30) })
    .first();
  await card.getByRole('button', { name: /\+ Keranjang/ }).click();
  await expect(page.getByText(`${name} Berhasil Masuk Keranjang`).first()).toBeVisible();
}

test.describe('guest cart', () => {
  test('merges the same variant, stops at the stock, deletes with confirmation and ends empty', async ({
    page,
    request,
  }) => {
    const all = (await cards(request)).filter((c) => c.status && !c.warehouse.discount);
    const low = all.find((c) => c.warehouse.stock >= 3 && c.warehouse.stock <= 10);
    const other = all.find((c) => c !== low && c.warehouse.stock > 10);
    expect(low && other, 'a low-stock and a well-stocked product without discount in the seed').toBeTruthy();

    await addFromListing(page, low!.name);
    await addFromListing(page, low!.name);
    await addFromListing(page, other!.name);

    await page.goto('/cart');
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const lowLine = lines.filter({ hasText: low!.name.slice(0, 30) });
    await expect(lowLine.getByTestId('cart-quantity')).toHaveText('2');

    const plus = lowLine.getByRole('button', { name: 'Tambah jumlah' });
    for (let q = 2; q < low!.warehouse.stock; q++) await plus.click();
    await expect(lowLine.getByTestId('cart-quantity')).toHaveText(String(low!.warehouse.stock));
    await expect(plus).toBeDisabled();
    await expect(lowLine.getByText(`Sisa ${low!.warehouse.stock}`)).toBeVisible();

    await lowLine.getByRole('button', { name: `Hapus ${low!.name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Apakah Anda Ingin Menghapus produk ini dari cart ?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Ya, Hapus' }).click();
    await expect(page.getByText(`${low!.name} Berhasil dihapus`)).toBeVisible();
    await expect(lines).toHaveCount(1);

    await page.getByRole('button', { name: 'Hapus Semua' }).click();
    await expect(page.getByRole('dialog').getByText('Hapus Semua Produk')).toBeVisible();
    await page.getByRole('button', { name: 'Ya, Hapus Semua' }).click();
    await expect(page.getByText('Wah keranjang belanjamu kosong')).toBeVisible();
    await expect(page.getByText('Yuk isi lagi dengan produk pilihan kamu')).toBeVisible();
  });

  test('a discounted line asks to log in; continuing without promo starts a guest checkout', async ({
    page,
    request,
  }) => {
    const discounted = (await cards(request)).find((c) => c.status && c.warehouse.discount && c.warehouse.stock > 0);
    expect(discounted).toBeTruthy();
    await addFromListing(page, discounted!.name);
    await page.goto('/cart');
    await page.getByRole('button', { name: /^Beli/ }).click();
    await expect(
      page.getByText('Untuk tetap menikmati promo dan diskon produk ini, silahkan login terlebih dahulu.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login Akun' })).toBeVisible();
    await page.getByRole('button', { name: 'Lanjutkan Tanpa Promo' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await page.evaluate(() => localStorage.getItem('checkout'))).toMatch(/^[0-9a-f-]{36}$/);
  });
});

test.describe('member cart', () => {
  test('claims codes, keeps one voucher per category, re-selecting deselects', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const login = await request.post('/api/o/oauth/v1/login', {
      headers,
      data: { email: 'partner@rona.id', password: 'RonaPartner123' },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const token = (await login.json()).result.accessToken as string;
    const member = { Authorization: `Bearer ${token}` };
    // A cart worth more than the vouchers' minimums (Rp 200.000).
    const product = (await cards(request)).find(
      (c) => c.status && c.warehouse.stock >= 5 && c.warehouse.fixedPrice >= 60000,
    );
    const add = await request.post('/api/e-commerce/cart/v1/create', {
      headers: member,
      data: { itemId: product!.variantId, quantity: 5 },
    });
    expect(add.ok(), await add.text()).toBe(true);
    await context.addCookies(sessionCookies(token, baseURL));

    await page.goto('/cart');
    await page.getByRole('button', { name: 'Pakai Promo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pakai Promo' });
    await dialog.getByRole('button', { name: 'Klaim' }).click();
    await expect(dialog.getByText('Kode promo belum diisi')).toBeVisible();

    for (const code of ['RONAHEMAT', 'RONABARU']) {
      await dialog.getByLabel('Kode Promo').fill(code);
      await dialog.getByRole('button', { name: 'Klaim' }).click();
      await expect(dialog.getByLabel('Kode Promo')).toHaveValue('');
    }
    const chosen = dialog.locator('[data-testid="voucher-card"][aria-pressed="true"]');
    await expect(chosen).toHaveCount(2);
    const first = chosen.first();
    const name = (await first.locator('p').nth(1).textContent())!;
    const card = dialog.getByTestId('voucher-card').filter({ hasText: name });
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');

    await dialog.getByRole('button', { name: 'Pilih Promo' }).click();
    await expect(page.getByText('2 promo berhasil dipakai')).toBeVisible();
    await expect(page.getByRole('button', { name: '2 promo dipakai' })).toBeVisible();
    await expect(page.getByTestId('cart-summary').getByText('Promo')).toBeVisible();
  });
});

test.describe('login with a local cart', () => {
  test("'Teruskan Keranjang' merges the local lines into the member's cart", async ({ page, request }) => {
    const product = (await cards(request)).find((c) => c.status && !c.warehouse.discount && c.warehouse.stock > 20);
    expect(product).toBeTruthy();
    await addFromListing(page, product!.name);

    await page.goto('/login');
    await page.getByLabel('Email atau Nomor Telepon').fill('partner@rona.id');
    await page.getByLabel(/^Kata Sandi\s*\*?$/).fill('RonaPartner123');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.getByRole('button', { name: 'Teruskan Keranjang' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('carts') ?? '{"products":[]}').products.length),
    ).toBe(0);

    const token = (await sessionTokenOf(page.context()))!;
    const cart = await request.get('/api/e-commerce/cart/v1/list', { headers: { Authorization: `Bearer ${token}` } });
    const ids = (await cart.json()).result.products.map((p: { id: string }) => p.id);
    expect(ids).toContain(product!.variantId);
  });
});
