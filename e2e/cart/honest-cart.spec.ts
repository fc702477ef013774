import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { freshMember, keyHeaders, ok, signIn, type ProductCard } from '../support/shop-api';

/** The cart says what really happened (issue 13, Catalogue). */
type Card = ProductCard & {
  warehouse: {
    price: number;
    fixedPrice: number;
    discount: { purchaseLimit: number; promoPurchaseLimit: number } | null;
  };
};

async function cards(request: APIRequestContext): Promise<Card[]> {
  const { datas } = await ok<{ datas: Card[] }>(
    await request.get('/api/e-commerce/product/v1/all?limit=100&sortBy=best_rating', { headers: keyHeaders }),
  );
  return datas.filter((c) => c.status);
}

const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;

async function addFromListing(page: Page, card: Card) {
  await page.goto(`/products?search=${encodeURIComponent(card.name)}`);
  await page
    .getByTestId('product-card')
    .filter({ hasText: card.name.slice(0, 30) })
    .first()
    .getByRole('button', { name: /\+ Keranjang/ })
    .click();
}

test('a guest adding past the stock is told the stock left, not a success', async ({ page, request }) => {
  const card = (await cards(request)).find(
    (c) => !c.warehouse.discount && c.warehouse.stock >= 2 && c.warehouse.stock <= 4,
  );
  expect(card, 'a product with 2–4 in stock and no discount').toBeTruthy();
  const stock = card!.warehouse.stock;
  await page.goto('/');
  await page.evaluate(
    ({ id, stock: s }) =>
      localStorage.setItem(
        'carts',
        JSON.stringify({
          products: [
            {
              id,
              name: 'x',
              url: 'rona/x',
              image: '',
              size: '',
              status: true,
              isSelected: true,
              dimension: { length: 1, width: 1, height: 1 },
              marketplace: [],
              weight: 1,
              warehouse: { quantity: s, stock: s, price: 1, fixedPrice: 1, discount: null, invalid: false },
            },
          ],
          vouchers: [],
          summary: { totalItems: s, itemsTotal: s, totalPrice: s, discountTotal: 0, grandTotal: s },
        }),
      ),
    { id: card!.variantId, stock },
  );
  await addFromListing(page, card!);
  await expect(page.getByText(`Stok tersisa ${stock}`)).toBeVisible();
  await expect(page.getByText(`${card!.name} Berhasil Masuk Keranjang`)).toHaveCount(0);
});

test('a discount dropped by its purchase limit says so, on the toast and on the cart line', async ({
  page,
  request,
}) => {
  const card = (await cards(request)).find(
    (c) =>
      c.warehouse.discount &&
      c.warehouse.discount.purchaseLimit > 0 &&
      c.warehouse.stock > c.warehouse.discount.purchaseLimit + 1,
  );
  expect(card, 'a discounted product with a purchase limit').toBeTruthy();
  const limit = card!.warehouse.discount!.purchaseLimit;
  for (let i = 0; i <= limit; i++) {
    await addFromListing(page, card!);
    await expect(page.getByText(`${card!.name} Berhasil Masuk Keranjang`).first()).toBeVisible();
  }
  await expect(page.getByText(`Diskon berlaku untuk maksimal ${limit} produk`)).toBeVisible();
  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: card!.name.slice(0, 30) });
  await expect(line.getByTestId('cart-discount-limit')).toHaveText(`Diskon berlaku untuk maksimal ${limit} produk`);
  await expect(line.getByText(rupiah(card!.warehouse.price), { exact: true })).toBeVisible();
});

test('a hand-edited quantity of 1000 shows the server price and a total that matches it', async ({ page, request }) => {
  const card = (await cards(request)).find(
    (c) => !c.warehouse.discount && c.warehouse.stock > 5 && c.warehouse.stock < 999,
  );
  expect(card).toBeTruthy();
  const { stock, price } = card!.warehouse;
  await addFromListing(page, card!);
  await expect(page.getByText(`${card!.name} Berhasil Masuk Keranjang`)).toBeVisible();
  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('carts') ?? '{}');
    cart.products[0].warehouse = { ...cart.products[0].warehouse, quantity: 1000, price: 1000, fixedPrice: 1000 };
    cart.summary = {
      totalItems: 1000,
      itemsTotal: 1_000_000,
      totalPrice: 1_000_000,
      discountTotal: 0,
      grandTotal: 1_000_000,
    };
    localStorage.setItem('carts', JSON.stringify(cart));
  });
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line.getByTestId('cart-quantity')).toHaveText(String(stock));
  await expect(line.getByText(rupiah(price), { exact: true })).toBeVisible();
  await expect(page.getByText('Rp 1.000', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('cart-summary')).toContainText(rupiah(price * stock));
});

test("a member's 'Beli' refused for an unpaid order shows the server's message on the unpaid tab", async ({
  page,
  request,
  context,
  baseURL,
  consoleErrors,
}) => {
  const member = await freshMember(request);
  await signIn(context, member, baseURL);
  const card = (await cards(request)).find((c) => !c.warehouse.discount && c.warehouse.stock > 20);
  await ok(
    await request.post('/api/e-commerce/cart/v1/create', {
      headers: member.headers,
      data: { itemId: card!.variantId, quantity: 1 },
    }),
  );
  const message =
    'Kamu masih memiliki 3 pesanan yang belum dibayar. Selesaikan atau batalkan pesanan tersebut terlebih dahulu';
  // The refusal as the storefront is built to handle it (spec 1 §4): no result, the server's message, 409.
  await page.route('**/api/e-commerce/checkout/v1/new-checkout', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ status: false, message, result: null }),
    }),
  );
  await page.goto('/cart');
  await page.getByRole('button', { name: /^Beli/ }).click();
  await expect(page).toHaveURL(/\/user\/activity\?action=payment_waiting/);
  await expect(page.getByText(message)).toBeVisible();
  // The browser logs the refused request itself: that one line is expected here.
  const others = consoleErrors.filter((e) => !/status of 409/.test(e));
  expect(consoleErrors.length - others.length).toBe(1);
  consoleErrors.splice(0, consoleErrors.length, ...others);
});
