import { formatRupiah } from '../../libs/shared/rules/src/money';
import { expect, test } from '../support/fixtures';
import { keyHeaders, ok } from '../support/shop-api';

/**
 * Issue 27 §4: Katalog changes a size's price through the back office API, and the next request
 * through the gateway shows it — the shop's API answer and the storefront's server-rendered product
 * page (HTML as the page server sends it, before any script runs).
 */
interface Detail {
  variant: { id: string; url: string; warehouse: { price: number; fixedPrice: number; discount: unknown } }[];
}

test('a price changed by Katalog is on the product page and in the shop API on the next request', async ({
  request,
}) => {
  const login = await ok<{ accessToken: string }>(
    await request.post('/api/admin/v1/login', {
      headers: { 'X-Rona-Client': 'admin' },
      data: { email: 'katalog@rona.id', password: 'RonaStaff123' },
    }),
  );
  const staff = { Authorization: `Bearer ${login.accessToken}` };

  // A size without a running discount, so the page shows its price as it is.
  const list = await ok<{ datas: { url: string }[] }>(
    await request.get('/api/e-commerce/product/v1/all?limit=30&sortBy=low_price', { headers: keyHeaders }),
  );
  let target: { url: string; id: string; price: number } | null = null;
  for (const card of list.datas) {
    const detail = await ok<Detail>(
      await request.get(`/api/e-commerce/product/v1/detail/${card.url}`, { headers: keyHeaders }),
    );
    const plain = detail.variant.find((v) => !v.warehouse.discount);
    if (plain) {
      target = { url: plain.url, id: plain.id, price: plain.warehouse.price };
      break;
    }
  }
  expect(target, 'a size without a discount').not.toBeNull();
  const { url, id, price } = target!;
  const page = async () => (await request.get(`/products/${url}`)).text();
  // Read once first: a page or answer kept from before the change must not be what comes back.
  expect(await page()).toContain(formatRupiah(price));

  const newPrice = price + 1_700;
  await ok(await request.put(`/api/admin/v1/variants/${id}`, { headers: staff, data: { price: newPrice } }));

  const html = await page();
  expect(html).toContain(formatRupiah(newPrice));
  const detail = await ok<Detail>(
    await request.get(`/api/e-commerce/product/v1/detail/${url}`, { headers: keyHeaders }),
  );
  expect(detail.variant.find((v) => v.id === id)?.warehouse.price).toBe(newPrice);

  // Back as it was, so the run leaves the seed's prices.
  await ok(await request.put(`/api/admin/v1/variants/${id}`, { headers: staff, data: { price } }));
});
