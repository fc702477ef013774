import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { PRODUCT_CSV_COLUMNS } from '@rona/domain/browser';
import { paths } from '@rona/routes';
import { press } from '../support/checkout-steps';
import { expect, test } from '../support/fixtures';
import { staffLogin } from '../support/backoffice';

type Row = Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>;

test.describe('back office: the products CSV', () => {
  test('Katalog exports the products, imports an edited file with a refused line, applies it and finds the new product @phone', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36).toLowerCase();
    await staffLogin(page, 'katalog@rona.id', paths.adminProducts());
    await expect(page.getByRole('heading', { name: 'Produk', level: 1 })).toBeVisible();

    // The export: every size of every product, UTF-8 with a BOM.
    const downloading = page.waitForEvent('download');
    await press(page.getByRole('button', { name: 'Ekspor CSV' }));
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('produk.csv');
    const text = (await readFile((await download.path())!)).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(text.slice(1), { columns: true }) as Row[];
    expect(rows.length).toBeGreaterThan(3);
    expect(Object.keys(rows[0]!)).toEqual([...PRODUCT_CSV_COLUMNS]);

    // Edited as in Excel in Indonesian (`;`): a new product of two sizes on a seeded row's category, and a
    // line with a price written with a thousands dot. The seeded rows are left out (other tests use them).
    const template = rows[0]!;
    const name = `Toner Impor ${stamp}`;
    const slug = `toner-impor-${stamp}`;
    const added: Row[] = [
      {
        ...template,
        Produk: name,
        Slug: slug,
        Tayang: 'Tidak',
        SKU: `IMP-${stamp}-50`,
        Ukuran: '50 ml',
        Harga: '75000',
        'Berat (gram)': '80',
        BPOM: '',
      },
      {
        ...template,
        Produk: name,
        Slug: slug,
        Tayang: 'Tidak',
        SKU: `IMP-${stamp}-100`,
        Ukuran: '100 ml',
        Harga: '120000',
        'Berat (gram)': '140',
        BPOM: '',
      },
      {
        ...template,
        Produk: name,
        Slug: slug,
        Tayang: 'Tidak',
        SKU: `IMP-${stamp}-200`,
        Ukuran: '200 ml',
        Harga: '12.500',
        'Berat (gram)': '250',
        BPOM: '',
      },
    ];
    const edited = `\uFEFF${stringify(added, { header: true, columns: [...PRODUCT_CSV_COLUMNS], delimiter: ';', record_delimiter: '\r\n' })}`;

    await press(page.getByRole('link', { name: 'Impor CSV' }));
    await expect(page.getByRole('heading', { name: 'Impor Produk (CSV)', level: 1 })).toBeVisible();
    await page
      .getByLabel('Berkas CSV')
      .setInputFiles({ name: 'produk.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
    await press(page.getByRole('button', { name: 'Periksa Berkas' }));

    // The preview: what will change, and the refused line with its column and reason.
    await expect(page.getByText('3 baris: 1 produk baru, 2 ukuran baru, 0 diubah, 0 tetap, 1 ditolak')).toBeVisible();
    const changes = page.getByRole('table', { name: 'Yang akan berubah' });
    await expect(changes.getByRole('row')).toHaveCount(3);
    await expect(changes.getByRole('row', { name: new RegExp(`IMP-${stamp.toUpperCase()}-50`) })).toContainText(
      'Produk baru',
    );
    const refused = page.getByRole('table', { name: 'Baris ditolak (tidak diterapkan)' });
    await expect(refused.getByRole('row').nth(1)).toContainText('4');
    await expect(refused.getByRole('row').nth(1)).toContainText('Harga');
    await expect(refused.getByRole('row').nth(1)).toContainText('Harga harus angka bulat tanpa titik atau koma');

    // The preview with its tables passes axe on the phone (no serious or critical WCAG 2.1 A/AA finding).
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );

    await press(page.getByRole('button', { name: 'Terapkan Impor' }));
    await expect(page.getByText('Impor diterapkan: 1 produk baru, 2 ukuran baru, 0 diubah')).toBeVisible();

    // The product list shows the new product, hidden, with its two sizes.
    await page.goto(paths.adminProducts({ search: slug }));
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Disembunyikan');
    await expect(row).toContainText('Rp 75.000');
    await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  });
});
