import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { paths } from '@rona/routes';
import { STAFF, staffLogin } from '../support/backoffice';
import { fillAddress, pickPayment, pickShipping, press } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';
import { ok } from '../support/shop-api';

const KATALOG = 'katalog@rona.id';
const ADMIN = { 'X-Rona-Client': 'admin' };

/** A small photo as a phone would send it (a JPEG of one colour); the API re-encodes it. */
const photo = async (colour: string) =>
  sharp({ create: { width: 320, height: 320, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** A Mantine select: open it, take the option. */
async function choose(page: Page, label: RegExp, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await expect(input).toBeEnabled();
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

async function addSize(page: Page, size: { label: string; sku: string; price: string; weight: string }) {
  await page.getByRole('button', { name: 'Tambah Ukuran' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Ukuran' });
  await dialog.getByRole('textbox', { name: /^Ukuran/ }).fill(size.label);
  await dialog.getByRole('textbox', { name: /^SKU/ }).fill(size.sku);
  await dialog.getByRole('textbox', { name: /^Harga/ }).fill(size.price);
  await dialog.getByRole('textbox', { name: /^Berat/ }).fill(size.weight);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Ubah ukuran ${size.label}` })).toBeVisible();
}

test.describe('back office: the catalogue', () => {
  test('Katalog creates a product with two sizes and photos, publishes it, a shopper finds it by search and buys it', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36).toUpperCase();
    const name = `Serum Uji Katalog ${stamp}`;
    const slug = `serum-uji-katalog-${stamp.toLowerCase()}`;

    // Katalog signs in and finds 'Produk' in the menu.
    await staffLogin(page, KATALOG);
    await page.getByRole('navigation', { name: 'Menu back office' }).getByRole('link', { name: 'Produk' }).click();
    await expect(page.getByRole('heading', { name: 'Produk', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Tambah Produk' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/new$/);

    // The product's fields; the slug follows the name.
    await page.getByRole('textbox', { name: /^Nama produk/ }).fill(name);
    await expect(page.getByRole('textbox', { name: /^Slug URL/ })).toHaveValue(slug);
    await choose(page, /^Kategori/, 'Perawatan Wajah');
    await choose(page, /^Subkategori/, 'Serum & Ampoule');
    await page.getByRole('checkbox', { name: 'Berminyak' }).check();
    await page.getByRole('checkbox', { name: 'Jerawat' }).check();
    await page.getByRole('textbox', { name: /^Deskripsi/ }).fill('Serum ringan untuk kulit berminyak dan berjerawat.');
    await page.getByRole('textbox', { name: /^Cara Pemakaian/ }).fill('Oleskan 2–3 tetes pada wajah bersih.');
    await page.getByRole('textbox', { name: /^Nomor BPOM/ }).fill('NA18260100001');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
    const productId = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Disembunyikan').first()).toBeVisible();

    // Two photos, uploaded with their progress; the second becomes the primary, both get alt texts.
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'depan.jpg', mimeType: 'image/jpeg', buffer: await photo('#c0765a') },
      { name: 'samping.jpg', mimeType: 'image/jpeg', buffer: await photo('#2a6f4e') },
    ]);
    await expect(page.getByTestId('image-tile')).toHaveCount(2);
    await page.getByRole('radio', { name: 'Jadikan Foto 2 foto utama' }).check();
    await page.getByRole('textbox', { name: /^Teks alternatif Foto 1/ }).fill(`${name} tampak depan`);
    await page.getByRole('textbox', { name: /^Teks alternatif Foto 2/ }).fill(`${name} tampak samping`);
    await page.getByRole('button', { name: 'Simpan Foto' }).click();
    await expect(page.getByText('Urutan, foto utama dan teks alternatif disimpan')).toBeVisible();

    // Two sizes with their prices (Katalog holds prices:write).
    await addSize(page, { label: '20 ml', sku: `E2E-${stamp}-20ML`, price: '89000', weight: '60' });
    await addSize(page, { label: '40 ml', sku: `E2E-${stamp}-40ML`, price: '149000', weight: '110' });
    await expect(page.getByRole('cell', { name: 'Rp 149.000' })).toBeVisible();

    // The warehouse receives the units (stock comes in through the ledger, Gudang's key).
    const sizes = await ok<{ id: string; size: string }[]>(
      await page.request.get(`/api/admin/v1/products/${productId}/variants`, { headers: ADMIN }),
    );
    expect(sizes.map((s) => s.size)).toEqual(['20 ml', '40 ml']);
    const gudang = await playwright.request.newContext({ baseURL });
    await ok(
      await gudang.post('/api/admin/v1/login', {
        headers: ADMIN,
        data: { email: STAFF.gudang, password: 'RonaStaff123' },
      }),
    );
    for (const size of sizes)
      await ok(
        await gudang.post(`/api/admin/v1/variants/${size.id}/stock`, {
          headers: ADMIN,
          data: { change: 25, reason: 'barang_masuk', note: `Stok awal ${name}` },
        }),
      );
    await gudang.dispose();

    // Published after a confirmation.
    await page.getByRole('button', { name: 'Tayangkan' }).click();
    const confirm = page.getByRole('dialog', { name: `Tayangkan ${name}?` });
    await confirm.getByRole('button', { name: 'Tayangkan' }).click();
    await expect(page.getByText('Produk ditayangkan')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sembunyikan' })).toBeVisible();
    await page.goto(paths.adminProducts({ search: stamp }));
    await expect(page.getByRole('row', { name: new RegExp(name) }).getByText('Tayang', { exact: true })).toBeVisible();

    // A shopper (a guest) finds it with the header's search and buys it.
    const shopper = await browser.newContext();
    const shop = await shopper.newPage();
    await shop.goto('/');
    await shop.getByRole('button', { name: 'Cari Produk' }).click();
    const search = shop.getByRole('combobox', { name: 'Cari produk' });
    await search.fill(`uji katalog ${stamp.toLowerCase()}`);
    await shop.getByRole('option', { name }).click();
    await expect(shop).toHaveURL(/\/products\/[\w-]+\/[\w-]+$/);
    await expect(shop.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(shop.getByTestId('bpom')).toHaveText('NA18260100001');

    await press(shop.getByRole('button', { name: '40 ml', exact: true }));
    await press(shop.getByRole('button', { name: 'Tambah Keranjang' }));
    await expect(shop.getByText(`${name} (40 ml) Berhasil Masuk Keranjang`).first()).toBeVisible();
    await shop.goto('/cart');
    await expect(shop.getByText(name.slice(0, 30)).first()).toBeVisible();
    await press(shop.getByRole('button', { name: /^Beli/ }));
    await expect(shop).toHaveURL(/\/checkout$/);
    await expect(shop.getByText(name).first()).toBeVisible();
    await press(shop.getByRole('button', { name: 'Tambah Alamat' }));
    await fillAddress(shop, shop.getByRole('dialog'), 'Pembeli Katalog', `katalog.${stamp.toLowerCase()}@contoh.id`);
    await pickShipping(shop);
    await pickPayment(shop, 'Alfamart');
    await press(shop.getByRole('button', { name: 'Bayar', exact: true }));
    await expect(shop).toHaveURL(/\/payment-guest\/[0-9a-f-]{36}$/);
    await expect(shop.getByTestId('payment-store-code')).toHaveText(/^8887\d{12}$/);
    await shopper.close();
  });
});
