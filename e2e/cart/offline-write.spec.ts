import { press } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';
import { freshMember, ok, PRODUCT_SLOT, signIn, wellStockedProduct } from '../support/shop-api';

/**
 * Issue 24 item 4: a write without a connection fails at once with the network message and its
 * button comes back; it is not sent by itself when the line returns (a second tap made it 2).
 */
test("offline, 'Tambah Keranjang' says so at once, comes back, and is not sent later by itself @phone", async ({
  page,
  context,
  request,
  baseURL,
  consoleErrors,
}) => {
  const member = await freshMember(request, 'Pembeli Luring');
  await signIn(context, member, baseURL);
  const product = await wellStockedProduct(request, PRODUCT_SLOT.offlineAdd);
  await page.goto(`/products/${product.url}`);
  await expect(page.locator('[data-hydrated]')).toBeAttached();
  const add = page.getByRole('button', { name: 'Tambah Keranjang' });
  await expect(add).toBeEnabled();

  await context.setOffline(true);
  await press(add);
  await expect(page.getByText(/^Tidak dapat terhubung ke server/).first()).toBeVisible();
  await expect(add).toBeEnabled();

  await context.setOffline(false);
  await press(add);
  await expect(page.getByText(`${product.name} (${product.size}) Berhasil Masuk Keranjang`).first()).toBeVisible();
  const cart = await ok<{ products: { id: string; warehouse: { quantity: number } }[] }>(
    await request.get('/api/e-commerce/cart/v1/list', { headers: member.headers }),
  );
  expect(cart.products.map((p) => [p.id, p.warehouse.quantity])).toEqual([[product.variantId, 1]]);

  // The browser logs the refused request itself.
  const offline = consoleErrors.filter((e) => /ERR_INTERNET_DISCONNECTED/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !offline.includes(e)));
});
