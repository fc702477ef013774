import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { sessionCookies } from '../support/shop-api';

const key = process.env.PUBLIC_API_KEY ?? 'rona-public-dev-key';
const DEMO = { email: 'demo@rona.id', password: 'RonaDemo123' };
// The phone check runs beside the main flow (another worker), so it keeps its own member's koleksi.
const PARTNER = { email: 'partner@rona.id', password: 'RonaPartner123' };

interface Card {
  productId: string;
  name: string;
  status: boolean;
}

/** Logs a seeded member in through the API, hands the session to the browser (SESSION__) and returns the bearer headers. */
async function logInAs(request: APIRequestContext, context: BrowserContext, baseURL: string, account = DEMO) {
  const res = await request.post('/api/o/oauth/v1/login', { headers: { Authorization: key }, data: account });
  expect(res.ok(), await res.text()).toBe(true);
  const { result } = (await res.json()) as { result: { accessToken: string } };
  await context.addCookies(sessionCookies(result.accessToken, baseURL));
  return { Authorization: `Bearer ${result.accessToken}` };
}

/** Starts from an empty koleksi (only ids the list returns are removed, so no call can fail). */
async function emptyWishlist(request: APIRequestContext, member: Record<string, string>) {
  const res = await request.get('/api/e-commerce/wishlist/v1/list?limit=100', { headers: member });
  expect(res.ok(), await res.text()).toBe(true);
  for (const { productId } of (await res.json()).result.datas as Card[]) {
    const gone = await request.delete(`/api/e-commerce/wishlist/v1/delete/${productId}`, { headers: member });
    expect(gone.ok(), await gone.text()).toBe(true);
  }
}

/** The most expensive and the cheapest active products of the catalogue, whose names do not contain each other. */
async function expensiveAndCheap(request: APIRequestContext): Promise<[Card, Card]> {
  const res = await request.get('/api/e-commerce/product/v1/all?limit=100&sortBy=high_price', {
    headers: { Authorization: key },
  });
  expect(res.ok()).toBe(true);
  const active = ((await res.json()).result.datas as Card[]).filter((c) => c.status);
  const expensive = active[0];
  const cheap = [...active]
    .reverse()
    .find((c) => !expensive?.name.includes(c.name) && !c.name.includes(expensive?.name ?? ''));
  if (!expensive || !cheap) throw new Error('The seed needs two active products');
  return [expensive, cheap];
}

const cardOf = (page: Page, name: string): Locator =>
  page.getByTestId('product-card').filter({ hasText: name.slice(0, 30) });

async function removeFromWishlist(page: Page, name: string) {
  await cardOf(page, name)
    .getByRole('button', { name: `Hapus ${name} dari wishlist` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Hapus Dari Wishlist' });
  await dialog.getByRole('button', { name: 'Ya, Hapus' }).click();
  await expect(page.getByText('Berhasil Menghapus Produk Dari Koleksi').first()).toBeVisible();
}

test.describe('wishlist', () => {
  test('add from the storefront heart, then search, sort, remove with confirmation and end empty', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const member = await logInAs(request, context, baseURL ?? '');
    await emptyWishlist(request, member);
    const [expensive, cheap] = await expensiveAndCheap(request);

    // One from the heart on its product card, one through the API.
    await page.goto(`/products?search=${encodeURIComponent(cheap.name)}`);
    const heart = cardOf(page, cheap.name)
      .first()
      .getByRole('button', { name: `Tambah ${cheap.name} ke koleksi` });
    await heart.click();
    await expect(page.getByText('Berhasil Menambahkan Koleksi Produk').first()).toBeVisible();
    await expect(
      cardOf(page, cheap.name)
        .first()
        .getByRole('button', { name: `Hapus ${cheap.name} dari koleksi` }),
    ).toHaveAttribute('aria-pressed', 'true');
    const added = await request.post('/api/e-commerce/wishlist/v1/create', {
      headers: member,
      data: { itemId: expensive.productId },
    });
    expect(added.ok(), await added.text()).toBe(true);

    await page.goto('/user/activity?action=wishlist');
    await expect(page.getByTestId('wishlist-count')).toHaveText('(2 produk)');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(2);

    // Search narrows, and lives in the URL.
    await page.getByRole('searchbox', { name: 'Cari Produk' }).fill(cheap.name);
    await expect(page).toHaveURL(/search=/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(cheap.name.slice(0, 30));
    await page.getByRole('searchbox', { name: 'Cari Produk' }).fill('');
    await expect(cards).toHaveCount(2);

    // Sort changes the order.
    const sort = page.getByRole('combobox', { name: 'Urut Berdasarkan' });
    await sort.selectOption({ label: 'Harga Tertinggi' });
    await expect(page).toHaveURL(/sortBy=high_price/);
    await expect(cards.first()).toContainText(expensive.name.slice(0, 30));
    await sort.selectOption({ label: 'Harga Terendah' });
    await expect(page).toHaveURL(/sortBy=low_price/);
    await expect(cards.first()).toContainText(cheap.name.slice(0, 30));

    // Removal asks first; 'Tidak jadi' keeps the product.
    await cardOf(page, cheap.name)
      .getByRole('button', { name: `Hapus ${cheap.name} dari wishlist` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Hapus Dari Wishlist' });
    await dialog.getByRole('button', { name: 'Tidak jadi' }).click();
    await expect(dialog).toBeHidden();
    await expect(cards).toHaveCount(2);

    await removeFromWishlist(page, cheap.name);
    await expect(cards).toHaveCount(1);
    await expect(page.getByTestId('wishlist-count')).toHaveText('(1 produk)');
    await removeFromWishlist(page, expensive.name);
    await expect(page.getByRole('heading', { name: 'Oops, Masih Kosong' })).toBeVisible();
    await expect(page.getByText(/ikon hati/)).toBeVisible();
  });

  test('@phone the koleksi tab fits a 375 px screen', async ({ page, request, context, baseURL }) => {
    const member = await logInAs(request, context, baseURL ?? '', PARTNER);
    const [expensive] = await expensiveAndCheap(request);
    // Adding twice keeps one entry, so both projects may run this at once.
    const added = await request.post('/api/e-commerce/wishlist/v1/create', {
      headers: member,
      data: { itemId: expensive.productId },
    });
    expect(added.ok(), await added.text()).toBe(true);
    await page.goto('/user/activity?action=wishlist');
    await expect(cardOf(page, expensive.name).getByRole('button', { name: /dari wishlist/ })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Cari Produk' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
