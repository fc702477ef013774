import { and, eq, inArray, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS, PRODUCT_IMPORT_MAX_ROWS, type AdminProductImportPreview } from '@rona/domain';
import { auditEntries, products, stockMovements, variants } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SOAP, variantIdsBySlug } from '../orders/order-test-kit';
import { adminCall, staffToken } from '../staff/staff-test-kit';

const BOM = '\uFEFF';
const PREVIEW = '/admin/v1/imports/products/preview';
const APPLY = '/admin/v1/imports/products/apply';
type Row = Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>;

let t: TestApp;
const tokens: Record<string, string> = {};
/** The shop's products as exported at the start (one row per size). */
let exported: Row[] = [];
let soap: Row;
let soapSibling: Row;

async function exportRows(): Promise<Row[]> {
  const res = await adminCall(t.app, 'GET', '/admin/v1/exports/products.csv', { token: tokens.katalog });
  expect(res.statusCode).toBe(200);
  const text = (res.body as unknown as { text: string }).text;
  return parse(text.slice(BOM.length), { columns: true }) as Row[];
}
const csvOf = (rows: Row[], delimiter = ',', bom = true) =>
  (bom ? BOM : '') +
  stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS], delimiter, record_delimiter: '\r\n' });
const preview = (csv: string, role = 'katalog') =>
  adminCall(t.app, 'POST', PREVIEW, { token: tokens[role], body: { csv } });
const apply = (csv: string, token: string, role = 'katalog') =>
  adminCall(t.app, 'POST', APPLY, { token: tokens[role], body: { csv, token } });

/** What the rows of these SKUs hold in the database (the proof that nothing moved). */
async function snapshot() {
  const [p, v, moves] = await Promise.all([
    t.app.db.select().from(products).orderBy(products.slug),
    t.app.db.select().from(variants).orderBy(variants.sku),
    t.app.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements),
  ]);
  return JSON.stringify({ p, v, moves });
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['pemilik', 'katalog', 'gudang', 'keuangan']) tokens[role] = await staffToken(t.app, role);
  exported = await exportRows();
  const ids = await variantIdsBySlug(t);
  const [soapVariant] = await t.app.db.select().from(variants).where(eq(variants.id, ids[SOAP]!));
  soap = exported.find((r) => r.SKU === soapVariant!.sku)!;
  soapSibling = exported.find(
    (r) => r.Slug !== soap.Slug && r.Slug === exported.find((x) => x.Slug !== soap.Slug)!.Slug,
  )!;
  expect(soap).toBeDefined();
}, 120_000);
afterAll(() => t.close());

describe('POST /admin/v1/imports/products/preview', () => {
  it('reads the export back unchanged: every row unchanged, a token, nothing refused', async () => {
    const res = await preview(csvOf(exported));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const result = res.body.result as AdminProductImportPreview;
    expect(result.refused).toEqual([]);
    expect(result.summary).toEqual({
      rows: exported.length,
      newProducts: 0,
      newSizes: 0,
      updated: 0,
      unchanged: exported.length,
      refused: 0,
    });
    expect(result.token).toMatch(/^[0-9a-f]{64}$/);
    expect(result.delimiter).toBe(',');
  });

  it('reads `;` files without a BOM, shows new products, new sizes and changes before → after, and refuses bad rows line by line', async () => {
    const before = await snapshot();
    const rows: Row[] = [
      { ...soap, Harga: String(Number(soap.Harga) + 1000), BPOM: 'NA18000000001' },
      // A new size of the soap's product, and a new product of two sizes (hidden).
      {
        ...soap,
        BPOM: 'NA18000000001',
        SKU: 'RONA-SABUN-250ML',
        Ukuran: '250 ml',
        Harga: '99000',
        'Berat (gram)': '260',
      },
      {
        ...soap,
        BPOM: 'NA18000000001',
        Produk: 'Toner Baru',
        Slug: 'toner-baru',
        Tayang: 'Tidak',
        SKU: 'rona-toner-50',
        Ukuran: '50 ml',
        Harga: '75000',
      },
      {
        ...soap,
        Produk: 'Toner Baru',
        BPOM: 'NA18000000001',
        Slug: 'toner-baru',
        Tayang: 'Tidak',
        SKU: 'RONA-TONER-100',
        Ukuran: '100 ml',
        Harga: '120000',
      },
      // Refused: a price with a thousands dot, an unknown category and a size not yes/no, a SKU twice.
      { ...soap, SKU: 'RONA-SALAH-1', Ukuran: '1 ml', Harga: '150.000' },
      { ...soap, SKU: 'RONA-SALAH-2', Ukuran: '2 ml', Kategori: 'Parfum', Aktif: 'mungkin' },
      { ...soap, SKU: 'rona-toner-50', Ukuran: '3 ml', Slug: 'toner-baru', Produk: 'Toner Baru', Tayang: 'Tidak' },
      // A new product cannot come in published.
      { ...soap, Produk: 'Serum Baru', Slug: 'serum-baru', Tayang: 'Ya', SKU: 'RONA-SERUM-BARU' },
    ];
    const res = await preview(csvOf(rows, ';', false));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const result = res.body.result as AdminProductImportPreview;
    expect(result.delimiter).toBe(';');
    expect(result.summary).toEqual({ rows: 8, newProducts: 1, newSizes: 3, updated: 1, unchanged: 0, refused: 4 });
    expect(result.changes.map((c) => [c.line, c.sku, c.kind])).toEqual([
      [2, soap.SKU, 'update'],
      [3, 'RONA-SABUN-250ML', 'size.create'],
      [4, 'RONA-TONER-50', 'product.create'],
      [5, 'RONA-TONER-100', 'size.create'],
    ]);
    expect(result.changes[0]!.fields).toEqual([
      { column: 'BPOM', before: soap.BPOM, after: 'NA18000000001' },
      { column: 'Harga', before: soap.Harga, after: String(Number(soap.Harga) + 1000) },
    ]);
    expect(result.changes[2]!.fields).toContainEqual({ column: 'Slug', before: null, after: 'toner-baru' });
    expect(result.refused).toEqual([
      { line: 6, column: 'Harga', reason: 'Harga harus angka bulat tanpa titik atau koma, contoh: 150000' },
      { line: 7, column: 'Kategori', reason: 'Kategori "Parfum" tidak dikenal' },
      { line: 7, column: 'Aktif', reason: 'Isi Ya atau Tidak' },
      { line: 8, column: 'SKU', reason: 'SKU ini sudah ada di baris 4' },
      {
        line: 9,
        column: 'Tayang',
        reason:
          'Produk baru masuk tersembunyi: isi Tidak, lalu tayangkan dari editor produk setelah deskripsi dan foto diisi',
      },
    ]);
    // A preview changes nothing.
    expect(await snapshot()).toBe(before);
  });

  it('refuses a file without the columns, with too many rows, or not UTF-8, as a 400', async () => {
    const missing = await preview('Produk;Slug\nSabun;sabun\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toContain('Kolom wajib tidak ada: Kategori');
    const many = Array.from({ length: PRODUCT_IMPORT_MAX_ROWS + 1 }, (_, i) => ({ ...soap, SKU: `X-${i}` }));
    const tooMany = await preview(csvOf(many));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toBe('Berkas CSV maksimal 5.000 baris produk; bagi menjadi beberapa berkas');
    const latin1 = await preview(csvOf([{ ...soap, Produk: 'Cr\uFFFDme' }]));
    expect(latin1.statusCode).toBe(400);
    expect(latin1.body.message).toContain('UTF-8');
    const large = await adminCall(t.app, 'POST', PREVIEW, {
      token: tokens.katalog,
      body: { csv: 'x'.repeat(1_100_000) },
    });
    expect(large.statusCode).toBe(413);
  });

  it('needs catalogue:write (403 naming it), and prices:write when a row sets a price', async () => {
    const gudang = await preview(csvOf([soap]), 'gudang');
    expect(gudang.statusCode).toBe(403);
    expect(gudang.body.message).toContain('catalogue:write');
    const role = await adminCall(t.app, 'POST', '/admin/v1/roles', {
      token: tokens.pemilik,
      body: { name: 'Katalog Tanpa Harga', permissions: ['catalogue:write'] },
    });
    expect(role.statusCode, JSON.stringify(role.body)).toBe(200);
    const staff = await adminCall(t.app, 'POST', '/admin/v1/staff', {
      token: tokens.pemilik,
      body: {
        email: 'katalog2@rona.id',
        name: 'Katalog Dua',
        roleId: (role.body.result as { id: string }).id,
        password: 'SandiStaf12345',
      },
    });
    expect(staff.statusCode, JSON.stringify(staff.body)).toBe(200);
    const login = await adminCall(t.app, 'POST', '/admin/v1/login', {
      body: { email: 'katalog2@rona.id', password: 'SandiStaf12345' },
    });
    tokens.noPrices = (login.body.result as { accessToken: string }).accessToken;
    const renamed = await preview(csvOf([{ ...soap, 'Berat (gram)': '111' }]), 'noPrices');
    expect(renamed.statusCode).toBe(200);
    const priced = await preview(csvOf([{ ...soap, Harga: String(Number(soap.Harga) + 1000) }]), 'noPrices');
    expect(priced.statusCode).toBe(403);
    expect(priced.body.message).toContain('prices:write');
    // The products export opens to catalogue:write too; Gudang has neither key.
    expect(
      (await adminCall(t.app, 'GET', '/admin/v1/exports/products.csv', { token: tokens.noPrices })).statusCode,
    ).toBe(200);
    const refused = await adminCall(t.app, 'GET', '/admin/v1/exports/products.csv', { token: tokens.gudang });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toContain('export');
  });
});

describe('POST /admin/v1/imports/products/apply', () => {
  const edited = () => [
    { ...soap, Harga: String(Number(soap.Harga) + 500), Aktif: 'Ya' },
    {
      ...soap,
      SKU: 'RONA-SABUN-300ML',
      Ukuran: '300 ml',
      Harga: '109000',
      'Berat (gram)': '310',
      'Stok Tersedia': '999',
    },
    {
      ...soap,
      Produk: 'Masker Baru',
      Slug: 'masker-baru',
      Tayang: 'Tidak',
      SKU: 'RONA-MASKER-1',
      Ukuran: '1 pcs',
      Harga: '25000',
    },
    { ...soap, SKU: 'RONA-SALAH-9', Ukuran: '9 ml', Harga: 'gratis' },
  ];

  it('refuses a token that no longer matches (409) and changes nothing', async () => {
    const csv = csvOf(edited());
    const first = (await preview(csv)).body.result as AdminProductImportPreview;
    // Someone changes the soap's price after the preview.
    await t.app.db
      .update(variants)
      .set({ price: sql`${variants.price} + 1` })
      .where(eq(variants.sku, soap.SKU));
    const before = await snapshot();
    const res = await apply(csv, first.token);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toContain('berubah sejak pratinjau');
    expect(await snapshot()).toBe(before);
    await t.app.db
      .update(variants)
      .set({ price: Number(soap.Harga) })
      .where(eq(variants.sku, soap.SKU));
  });

  it('rolls everything back when a write fails half-way', async () => {
    // A size insert that fails after the new product and the product update were written.
    await t.app.db.execute(
      sql.raw(`CREATE FUNCTION boom() RETURNS trigger AS $$ BEGIN
        IF NEW.sku = 'RONA-BOOM' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`),
    );
    await t.app.db.execute(
      sql.raw('CREATE TRIGGER boom BEFORE INSERT ON variants FOR EACH ROW EXECUTE FUNCTION boom()'),
    );
    const rows = [
      { ...soap, BPOM: 'NA-ROLLBACK' },
      {
        ...soap,
        Produk: 'Gagal',
        Slug: 'produk-gagal',
        Tayang: 'Tidak',
        SKU: 'RONA-GAGAL-1',
        Ukuran: '1 ml',
        BPOM: '',
      },
      { ...soap, BPOM: 'NA-ROLLBACK', SKU: 'RONA-BOOM', Ukuran: '77 ml' },
    ];
    const csv = csvOf(rows);
    const { token } = (await preview(csv)).body.result as AdminProductImportPreview;
    const before = await snapshot();
    const res = await apply(csv, token);
    expect(res.statusCode).toBe(500);
    expect(await snapshot()).toBe(before);
    await t.app.db.execute(sql.raw('DROP TRIGGER boom ON variants'));
    await t.app.db.execute(sql.raw('DROP FUNCTION boom()'));
  });

  it('creates and updates by SKU in one transaction, skips refused rows, never sets stock, audits and announces', async () => {
    const csv = csvOf(edited(), ';');
    const previewed = (await preview(csv)).body.result as AdminProductImportPreview;
    expect(previewed.summary).toMatchObject({ newProducts: 1, newSizes: 2, updated: 1, refused: 1 });
    const version = t.app.catalogueChanges.version;
    const movesBefore = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements);
    const res = await apply(csv, previewed.token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toEqual({ summary: previewed.summary });
    expect(t.app.catalogueChanges.version).not.toBe(version);

    const [soapNow] = await t.app.db.select().from(variants).where(eq(variants.sku, soap.SKU));
    expect(soapNow!.price).toBe(Number(soap.Harga) + 500);
    const [large] = await t.app.db.select().from(variants).where(eq(variants.sku, 'RONA-SABUN-300ML'));
    expect(large).toMatchObject({
      size: '300 ml',
      price: 109_000,
      weight: 310,
      stock: 0,
      productId: soapNow!.productId,
    });
    const [masker] = await t.app.db.select().from(products).where(eq(products.slug, 'masker-baru'));
    expect(masker).toMatchObject({ name: 'Masker Baru', status: false });
    const maskerSizes = await t.app.db.select().from(variants).where(eq(variants.productId, masker!.id));
    expect(maskerSizes.map((s) => [s.sku, s.stock])).toEqual([['RONA-MASKER-1', 0]]);
    expect(await t.app.db.select().from(variants).where(eq(variants.sku, 'RONA-SALAH-9'))).toEqual([]);
    // Stock is never moved by an import.
    expect(await t.app.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements)).toEqual(movesBefore);

    const audit = await t.app.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.actorName, 'Katalog Rona'), inArray(auditEntries.entity, ['product', 'variant', 'import'])),
      );
    const actions = audit.map((a) => [a.entity, a.action]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['product', 'create'],
        ['variant', 'size.create'],
        ['variant', 'price.update'],
        ['import', 'import'],
      ]),
    );
    expect(audit.filter((a) => a.entity === 'variant' && a.action === 'size.create')).toHaveLength(2);
    const priced = audit.find((a) => a.action === 'price.update')!;
    expect(priced.before).toMatchObject({ price: Number(soap.Harga) });
    expect(priced.after).toMatchObject({ price: Number(soap.Harga) + 500, via: 'import' });
    expect(audit.find((a) => a.entity === 'import')!.after).toMatchObject({ newProducts: 1, refused: 1 });

    // The same file again: the token of its first preview no longer holds; a new preview finds it applied.
    expect((await apply(csv, previewed.token)).statusCode).toBe(409);
    const again = (await preview(csv)).body.result as AdminProductImportPreview;
    expect(again.summary).toMatchObject({ newProducts: 0, newSizes: 0, updated: 0, unchanged: 3, refused: 1 });
  });
});

describe('a product on sale keeps at least one enabled size', () => {
  const LAST = 'Produk sedang ditampilkan: isi Tayang Tidak, atau biarkan minimal satu ukuran produk ini Aktif';
  const NONE = 'Semua ukuran produk ini nonaktif: isi Aktif Ya pada minimal satu ukuran sebelum Tayang Ya';
  const rowsOf = (slug: string) => exported.filter((r) => r.Slug === slug);
  const sizeAudits = async (skus: string[]) => {
    const ids = (await t.app.db.select({ id: variants.id }).from(variants).where(inArray(variants.sku, skus))).map(
      (v) => v.id,
    );
    return t.app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'variant'), inArray(auditEntries.entityId, ids)));
  };

  it('refuses every row of a product the file would leave on sale without an enabled size', async () => {
    const [vitaminC] = rowsOf('serum-vitamin-c');
    const [old] = rowsOf('sabun-lama');
    const niacinamide = rowsOf('serum-niacinamide');
    expect([vitaminC?.Tayang, old?.Tayang, niacinamide.length]).toEqual(['Ya', 'Tidak', 2]);
    const csv = csvOf([
      { ...vitaminC!, Aktif: 'Tidak' },
      { ...old!, Tayang: 'Ya', Aktif: 'Tidak' },
      ...niacinamide.map((r) => ({ ...r, Aktif: 'Tidak' })),
    ]);
    const res = await preview(csv);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const result = res.body.result as AdminProductImportPreview;
    expect(result.refused).toEqual([
      { line: 2, column: 'Aktif', reason: LAST },
      { line: 3, column: 'Tayang', reason: NONE },
      { line: 4, column: 'Aktif', reason: LAST },
      { line: 5, column: 'Aktif', reason: LAST },
    ]);
    expect(result.summary).toMatchObject({ updated: 0, refused: 4 });
    expect(result.changes).toEqual([]);
  });

  it('applies the rows that leave an enabled size, and writes nothing of the refused ones', async () => {
    const [vitaminC] = rowsOf('serum-vitamin-c');
    const [old] = rowsOf('sabun-lama');
    const [first, second] = rowsOf('serum-niacinamide');
    const refusedSkus = [vitaminC!.SKU, old!.SKU];
    const auditsBefore = await sizeAudits(refusedSkus);
    const csv = csvOf([
      { ...vitaminC!, Aktif: 'Tidak' },
      { ...old!, Tayang: 'Ya', Aktif: 'Tidak' },
      // One of two enabled sizes may go.
      { ...first!, Aktif: 'Tidak' },
      second!,
    ]);
    const previewed = (await preview(csv)).body.result as AdminProductImportPreview;
    expect(previewed.refused.map((r) => r.line)).toEqual([2, 3]);
    expect(previewed.summary).toMatchObject({ updated: 1, unchanged: 1, refused: 2 });
    const res = await apply(csv, previewed.token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);

    const bySku = async (sku: string) => (await t.app.db.select().from(variants).where(eq(variants.sku, sku)))[0]!;
    expect((await bySku(vitaminC!.SKU)).enabled).toBe(true);
    expect((await bySku(old!.SKU)).enabled).toBe(true);
    expect((await t.app.db.select().from(products).where(eq(products.slug, 'sabun-lama')))[0]!.status).toBe(false);
    expect((await bySku(first!.SKU)).enabled).toBe(false);
    expect((await bySku(second!.SKU)).enabled).toBe(true);
    expect(await sizeAudits(refusedSkus)).toEqual(auditsBefore);
  });
});

describe('GET /admin/v1/exports/products.csv after an import', () => {
  it('writes a name a spreadsheet would run as a formula as text, and reads it back as it was', async () => {
    await t.app.db
      .update(products)
      .set({ name: '=HYPERLINK("http://contoh.id")' })
      .where(eq(products.slug, soapSibling.Slug));
    const res = await adminCall(t.app, 'GET', '/admin/v1/exports/products.csv', { token: tokens.keuangan });
    const text = (res.body as unknown as { text: string }).text;
    expect(text).toContain(`"'=HYPERLINK(""http://contoh.id"")"`);
    const rows = parse(text.slice(BOM.length), { columns: true }) as Row[];
    const back = (await preview(csvOf(rows))).body.result as AdminProductImportPreview;
    expect(back.summary.unchanged).toBe(rows.length);
  });
});
