import { expect, test } from '../support/fixtures';
import { keyHeaders, ok } from '../support/shop-api';

/**
 * Issue 27 §1 and §4 through the gateway, on the real API and page server: Katalog creates a
 * product, gives it a size and publishes it; renames it, moves its slug and hides it — and each
 * change is what the next request gets, from the shop's API and from the storefront's
 * server-rendered page (HTML as the page server sends it, before any script runs).
 */
interface Category {
  _id: string;
  type: 'category' | 'subcategory';
  parentId: string | null;
}

test('a product Katalog publishes, renames, moves and hides: the shop follows on the next request', async ({
  request,
}) => {
  const login = await ok<{ accessToken: string }>(
    await request.post('/api/admin/v1/login', {
      headers: { 'X-Rona-Client': 'admin' },
      data: { email: 'katalog@rona.id', password: 'RonaStaff123' },
    }),
  );
  const staff = { Authorization: `Bearer ${login.accessToken}` };
  const categories = await ok<Category[]>(
    await request.get('/api/e-commerce/home/v1/category', { headers: keyHeaders }),
  );
  const sub = categories.find((c) => c.type === 'subcategory' && c.parentId)!;
  const run = Date.now().toString(36);
  const slug = `e2e-toner-${run}`;
  const name = `Toner Uji ${run}`;

  const created = await ok<{ productId: string; published: boolean }>(
    await request.post('/api/admin/v1/products', {
      headers: staff,
      data: {
        name,
        slug,
        categoryId: sub.parentId,
        subcategoryId: sub._id,
        skinTypes: ['Normal'],
        description: 'Toner untuk uji ujung ke ujung.',
        bpom: 'NA18230199999',
      },
    }),
  );
  expect(created.published).toBe(false);
  const id = created.productId;
  await ok(
    await request.post(`/api/admin/v1/products/${id}/variants`, {
      headers: staff,
      data: { size: '30 ml', sku: `E2E-TONER-${run}`.toUpperCase(), price: 99_000, weight: 120 },
    }),
  );
  const update = async (data: Record<string, unknown>) =>
    ok(await request.put(`/api/admin/v1/products/${id}`, { headers: staff, data }));
  const page = (item: string) => request.get(`/products/rona/${item}`, { maxRedirects: 0 });
  const detail = (item: string) =>
    request.get(`/api/e-commerce/product/v1/detail/rona/${item}`, { headers: keyHeaders, maxRedirects: 0 });

  // Hidden until published.
  expect((await page(`${slug}-30-ml`)).status()).toBe(404);
  await update({ published: true });
  const first = await page(`${slug}-30-ml`);
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(html).toContain(name);
  expect(html).toContain('NA18230199999');

  // Renamed: the page and the API say the new name on the next request.
  await update({ name: `${name} Cerah` });
  expect(await (await page(`${slug}-30-ml`)).text()).toContain(`${name} Cerah`);
  expect(((await (await detail(`${slug}-30-ml`)).json()) as { result: { name: string } }).result.name).toBe(
    `${name} Cerah`,
  );

  // A new slug: the old page and API addresses move for good.
  const moved = `${slug}-baru`;
  await update({ slug: moved });
  const oldPage = await page(`${slug}-30-ml`);
  expect(oldPage.status()).toBe(308);
  expect(oldPage.headers().location).toBe(`/products/rona/${moved}-30-ml`);
  const oldApi = await detail(`${slug}-30-ml`);
  expect(oldApi.status()).toBe(308);
  expect(oldApi.headers().location).toBe(`${moved}-30-ml`);
  expect(await (await page(`${moved}-30-ml`)).text()).toContain(`${name} Cerah`);

  // Hidden: its page is gone, and so is it from search.
  await update({ published: false });
  expect((await page(`${moved}-30-ml`)).status()).toBe(404);
  const search = await ok<{ datas: { name: string }[] }>(
    await request.get(`/api/e-commerce/product/v1/all?search=${encodeURIComponent(run)}`, { headers: keyHeaders }),
  );
  expect(search.datas.map((p) => p.name)).toEqual([]);
});
