import { expect, test } from '../support/fixtures';
import { wellStockedProduct } from '../support/shop-api';

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
