import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '@rona/routes';
import { pick, press } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';
import { STAFF, staffLogin } from '../support/backoffice';
import { ok } from '../support/shop-api';

/**
 * Issue 27 §5: Gudang counts stock for three sizes (one more than the shop's records, one less,
 * one the same), confirms, and each size's history shows the difference with the counter's name;
 * then an adjustment with a reason. The sizes are those of a product no other spec buys (the
 * specs that count stock take the cheapest ones, e2e/support/shop-api.ts PRODUCT_SLOT), and the
 * expected counts are read at the start, so the test holds whatever ran before it.
 */
const PRODUCT = 'Tinted Sunscreen SPF 40 Natural Glow';
const COUNTER = 'Gudang Rona';

interface Level {
  variantId: string;
  productName: string;
  size: string;
  sku: string;
  stock: number;
  held: number;
  toShip: number;
}

/** The product's sizes as the back office's API answers them, in the staff member's session. */
async function sizesOf(request: APIRequestContext): Promise<Level[]> {
  const { datas } = await ok<{ datas: Level[] }>(
    await request.get(`/api/admin/v1/stock?search=${encodeURIComponent(PRODUCT)}`, {
      headers: { 'X-Rona-Client': 'admin' },
    }),
  );
  expect(datas.length).toBeGreaterThanOrEqual(3);
  return datas;
}

const nameOf = (s: Level) => `${s.productName} ${s.size}`;

/** The newest row of a size's history (opened from its link): time (WIB), change, reason, reference, note, who, level after. */
async function expectNewest(page: Page, size: Level, cells: (string | RegExp)[]) {
  await expect(page.getByRole('heading', { name: `Riwayat Stok: ${nameOf(size)}` })).toBeVisible();
  const row = page.getByRole('region', { name: 'Riwayat stok, terbaru di atas' }).getByRole('row').nth(1);
  await expect(row.getByRole('cell')).toHaveText([/^\d{1,2} \w{3} \d{4}, \d{2}\.\d{2}$/, ...cells]);
}

test.describe('back office: the stock ledger', () => {
  test("Gudang counts stock for three sizes and the history shows the differences with the counter's name", async ({
    page,
  }) => {
    // A long journey with a dozen screens on a shared 2-core machine.
    test.setTimeout(120_000);
    await staffLogin(page, STAFF.gudang);
    const [more, less, same] = (await sizesOf(page.request)).slice(0, 3) as [Level, Level, Level];
    const shelf = (s: Level) => s.stock + s.held + s.toShip;
    const note = `Stok opname rak A ${Date.now()}`;

    await press(page.getByRole('navigation', { name: 'Menu back office' }).getByRole('link', { name: 'Stok Opname' }));
    await expect(page.getByRole('heading', { name: 'Stok Opname', level: 1 })).toBeVisible();

    // Two sizes by their SKU, typed as a scanner does (the SKU, then Enter); one found by a search.
    const scan = page.getByRole('textbox', { name: /^Pindai atau ketik SKU/ });
    await scan.fill(more.sku);
    await scan.press('Enter');
    await expect(page.getByRole('textbox', { name: `Jumlah di rak ${nameOf(more)}` })).toHaveValue('1');
    await scan.fill(same.sku);
    await scan.press('Enter');
    const search = page.getByRole('searchbox', { name: 'Cari produk untuk ditambahkan' });
    await search.fill(PRODUCT);
    await search.press('Enter');
    await press(page.getByRole('button', { name: `Tambah ${nameOf(less)}` }));

    for (const [size, counted] of [
      [more, shelf(more) + 1],
      [less, shelf(less) - 1],
      [same, shelf(same)],
    ] as const)
      await page.getByRole('textbox', { name: `Jumlah di rak ${nameOf(size)}` }).fill(String(counted));
    await page.getByRole('textbox', { name: /^Catatan stok opname/ }).fill(note);
    await press(page.getByRole('button', { name: 'Lihat Selisih' }));

    const preview = page.getByRole('region', { name: 'Selisih dengan catatan toko' });
    await expect(preview.getByText('2 ukuran berselisih, 1 sesuai')).toBeVisible();
    const difference = (s: Level) =>
      preview
        .getByRole('row', { name: new RegExp(s.sku) })
        .getByRole('cell')
        .nth(3);
    await expect(difference(more)).toHaveText('+1');
    await expect(difference(less)).toHaveText('−1');
    await expect(difference(same)).toHaveText('0');
    // A preview writes nothing.
    const untouched = await sizesOf(page.request);
    expect(untouched.find((s) => s.variantId === more.variantId)?.stock).toBe(more.stock);

    await press(preview.getByRole('button', { name: 'Simpan Stok Opname' }));
    const confirm = page.getByRole('dialog', { name: 'Simpan stok opname?' });
    await expect(confirm.getByText('Tindakan ini tidak dapat dibatalkan.')).toBeVisible();
    await press(confirm.getByRole('button', { name: 'Ya, Simpan' }));
    await expect(page.getByText('Stok opname tersimpan: 2 ukuran dikoreksi')).toBeVisible();

    // Each size's history: the difference, its reason and the counter's name; nothing for the size that matched.
    await press(page.getByRole('link', { name: `Riwayat stok ${nameOf(more)}` }));
    await expectNewest(page, more, [
      '+1',
      'Koreksi Stok Opname',
      /^Stok opname [0-9a-f]{8}$/,
      note,
      COUNTER,
      String(more.stock + 1),
    ]);
    await page.goBack();
    await press(page.getByRole('link', { name: `Riwayat stok ${nameOf(less)}` }));
    await expectNewest(page, less, [
      '−1',
      'Koreksi Stok Opname',
      /^Stok opname [0-9a-f]{8}$/,
      note,
      COUNTER,
      String(less.stock - 1),
    ]);
    await page.goBack();
    await press(page.getByRole('link', { name: `Riwayat stok ${nameOf(same)}` }));
    await expect(page.getByRole('heading', { name: `Riwayat Stok: ${nameOf(same)}` })).toBeVisible();
    await expect(page.getByRole('cell', { name: note })).toHaveCount(0);

    // An adjustment with a reason, from the stock list: five units came in for the size counted one more.
    await page.goto(paths.adminStock({ search: more.sku }));
    const row = page.getByRole('row', { name: new RegExp(more.sku) });
    await expect(row.getByTestId('stock-level')).toHaveText(String(more.stock + 1));
    await press(row.getByRole('button', { name: `Ubah stok ${nameOf(more)}` }));
    const adjust = page.getByRole('dialog', { name: `Ubah Stok: ${nameOf(more)}` });
    await adjust.getByRole('textbox', { name: /^Perubahan/ }).fill('5');
    await pick(adjust.getByRole('radio', { name: 'Barang Masuk' }));
    await adjust.getByRole('textbox', { name: /^Catatan/ }).fill('Kiriman pemasok');
    await press(adjust.getByRole('button', { name: 'Simpan' }));
    await expect(page.getByText(`Stok ${nameOf(more)} sekarang ${more.stock + 6}`)).toBeVisible();
    await expect(adjust).toBeHidden();
    await expect(row.getByTestId('stock-level')).toHaveText(String(more.stock + 6));
    await press(row.getByRole('link', { name: `Riwayat stok ${nameOf(more)}` }));
    await expectNewest(page, more, ['+5', 'Barang Masuk', '—', 'Kiriman pemasok', COUNTER, String(more.stock + 6)]);
  });
});
