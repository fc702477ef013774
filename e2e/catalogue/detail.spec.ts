import { expect, test } from '../support/fixtures';
import { productWithSoldOutSize } from './api';

test.describe('product detail', () => {
  test('disables a sold-out size and shows the right stock text', async ({ page, request }) => {
    const { detail, soldOut, inStock } = await productWithSoldOutSize(request);

    await page.goto(`/products/${inStock.url}`);
    await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
    const sizes = page.getByRole('group', { name: 'Ukuran' });
    await expect(sizes.getByRole('button', { name: soldOut.size, exact: true })).toBeDisabled();
    await expect(sizes.getByRole('button', { name: inStock.size, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('stock-text')).toHaveText(inStock.warehouse.stockText);
    await expect(page.getByTestId('stock-text')).toHaveText(/^Stok (Tersedia|Sisa \d+)$/);
    await expect(page.getByRole('button', { name: 'Tambah Keranjang' })).toBeEnabled();

    await page.goto(`/products/${soldOut.url}`);
    await expect(page.getByTestId('stock-text')).toHaveText('Stok Habis');
    await expect(page.getByRole('button', { name: 'Tambah Keranjang' })).toBeDisabled();
  });

  test('has the title, the JSON-LD, the BPOM number and the four accordions', async ({ page, request }) => {
    const { detail, inStock } = await productWithSoldOutSize(request);
    await page.goto(`/products/${inStock.url}`);
    await expect(page).toHaveTitle(`${detail.name} | Rona`);
    await expect(page.getByTestId('bpom')).toHaveText(/^NA18\d{9}$/);
    // The page head (server-rendered, issue 15) has a Product node with one Offer per size, and breadcrumbs.
    const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; offers?: { priceCurrency: string }[] },
    );
    expect(nodes.map((n) => n['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(nodes[0]).toMatchObject({ '@type': 'Product', name: detail.name });
    expect(nodes[0]?.offers).toEqual(
      detail.variant.map(() => expect.objectContaining({ '@type': 'Offer', priceCurrency: 'IDR' })),
    );
    await expect(page.locator('summary')).toHaveText(['Deskripsi', 'Perhatian', 'Cara Pemakaian', 'Komposisi']);
  });
});

test('@phone the detail page fits 375 px: one column, no sideways scroll', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { inStock } = await productWithSoldOutSize(request);
  await page.goto(`/products/${inStock.url}`);
  const image = page.getByTestId('gallery-main');
  const add = page.getByRole('button', { name: 'Tambah Keranjang' });
  await expect(add).toBeVisible();
  const [img, button] = await Promise.all([image.boundingBox(), add.boundingBox()]);
  expect(img && button && button.y > img.y + img.height - 1).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
