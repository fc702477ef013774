import { expect, test } from '../support/fixtures';
import { memberWithAddress } from '../support/orders-api';
import { signIn, wellStockedProduct } from '../support/shop-api';

/** The product page's delivery hint (issue 24): where it ships from and the cheapest courier to a district. */
test('@phone a guest picks a district and sees the cheapest courier, with its price and estimate', async ({
  page,
  request,
}) => {
  const product = await wellStockedProduct(request);
  await page.goto(`/products/${product.url}`);
  await expect(page.locator('[data-hydrated]')).toBeAttached();
  const hint = page.getByTestId('delivery-hint');
  await expect(hint.getByText(/^Dikirim dari /)).toBeVisible();
  await hint.getByLabel('Provinsi').selectOption({ label: 'Jawa Barat' });
  await hint.getByLabel('Kota/Kabupaten').selectOption({ label: 'Kota Bandung' });
  await hint.getByLabel('Kecamatan').selectOption({ index: 1 });
  await expect(hint.getByText(/^Ongkir mulai Rp [\d.]+ \(.+\), estimasi .+ hari ke .+, Kota Bandung$/)).toBeVisible();
  await expect(hint.getByRole('button', { name: 'Ubah tujuan' })).toBeVisible();
});

test("a guest's hint is in the page's HTML and its first load asks the API nothing for it until the guest picks a province (issue 23: npm run size)", async ({
  page,
  request,
}) => {
  const product = await wellStockedProduct(request);
  const html = await (await request.get(`/products/${product.url}`)).text();
  expect(html).toMatch(
    /data-testid="delivery-hint"[^]*?Dikirim dari [^<]+<[^]*?<option value="[^"]+">Jawa Barat<\/option>/,
  );
  const hintCalls: string[] = [];
  page.on('request', (r) => {
    if (/delivery-estimate|coverage-area/.test(r.url())) hintCalls.push(new URL(r.url()).pathname);
  });
  await page.goto(`/products/${product.url}`);
  await expect(page.locator('[data-hydrated]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(hintCalls).toEqual([]);
  // The first call is the guest's own pick.
  await page.getByTestId('delivery-hint').getByLabel('Provinsi').selectOption({ label: 'Jawa Barat' });
  await expect(page.getByTestId('delivery-hint').getByRole('option', { name: 'Kota Bandung' })).toBeAttached();
  expect(hintCalls).toEqual(['/api/third-party/shipping/v1/coverage-area/city']);
});

test("a signed-in member's hint names the cheapest courier to their primary address, asked as the member once the page is live", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const product = await wellStockedProduct(request);
  const member = await memberWithAddress(request);
  await signIn(context, member, baseURL);
  await page.goto(`/products/${product.url}`);
  const hint = page.getByTestId('delivery-hint');
  await expect(
    hint.getByText(/^Ongkir mulai Rp [\d.]+ \(.+\), estimasi .+ hari ke .+, .*Jakarta Selatan$/),
  ).toBeVisible();
  await expect(hint.getByRole('button', { name: 'Ubah tujuan' })).toBeVisible();
  await expect(hint.getByLabel('Provinsi')).toHaveCount(0);
});
