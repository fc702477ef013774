import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '@rona/domain';
import { auditEntries, variants } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { notifyPayment, orderRow, placedMemberOrder, SOAP, variantIdsBySlug } from '../orders/order-test-kit';
import { adminCall, staffToken } from '../staff/staff-test-kit';
import { productExportRecords } from './products-export';

const BOM = '\uFEFF';
const URL_PATH = '/admin/v1/exports/products.csv';

let t: TestApp;
const tokens: Record<string, string> = {};
let soapId = '';

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['pemilik', 'katalog', 'keuangan', 'gudang', 'pemasaran-konten'])
    tokens[role] = await staffToken(t.app, role);
  soapId = (await variantIdsBySlug(t))[SOAP]!;
  await t.app.db
    .update(variants)
    .set({
      discountKind: 'percentage',
      discountValue: 10,
      discountStart: new Date('2026-01-01T00:00:00Z'),
      discountEnd: new Date('2098-12-31T23:59:59Z'),
    })
    .where(eq(variants.id, soapId));
  // Two of the soap held by an unpaid order, one paid and waiting to ship.
  await placedMemberOrder(t, soapId, 2);
  const paid = await placedMemberOrder(t, soapId, 1);
  await notifyPayment(t, paid.invoice, (await orderRow(t, paid.invoice)).grandTotal);
}, 120_000);
afterAll(() => t.close());

const get = (role: string) =>
  t.app.inject({ method: 'GET', url: URL_PATH, headers: { authorization: `Bearer ${tokens[role]}` } });

describe('GET /admin/v1/exports/products.csv', () => {
  it('answers every size as a row of a CSV with a BOM, plain numbers, and stock as the stock screen counts it', async () => {
    const res = await get('katalog');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="produk.csv"');
    expect(res.body.startsWith(BOM)).toBe(true);
    expect(res.body.slice(BOM.length).split('\r\n')[0]).toBe(PRODUCT_CSV_COLUMNS.join(','));
    const rows = parse(res.body.slice(BOM.length), { columns: true }) as Record<string, string>[];
    const all = await t.app.db.select().from(variants);
    expect(rows).toHaveLength(all.length);
    const [soap] = await t.app.db.select().from(variants).where(eq(variants.id, soapId));
    const row = rows.find((r) => r.SKU === soap!.sku)!;
    expect(row).toMatchObject({
      Ukuran: soap!.size,
      Aktif: 'Ya',
      Harga: String(soap!.price),
      'Berat (gram)': String(soap!.weight),
      Dipesan: '3',
      'Stok Tersedia': String(soap!.stock),
      'Stok Fisik': String(soap!.stock + 3),
    });
    expect(['Ya', 'Tidak']).toContain(row.Tayang);
    // A size with a discount shows its price after it and the window (WIB); one without, empty cells.
    expect(row).toMatchObject({
      'Harga Diskon': String(Math.round(soap!.price * 0.9)),
      'Diskon Mulai (WIB)': '2026-01-01 07:00:00',
      'Diskon Selesai (WIB)': '2099-01-01 06:59:59',
    });
    const plain = rows.find((r) => r.SKU === all.find((v) => !v.discountKind && v.id !== soapId)!.sku)!;
    expect([plain['Harga Diskon'], plain['Diskon Mulai (WIB)']]).toEqual(['', '']);
    expect(res.body).not.toMatch(/\d\.\d{3}\b/);
  });

  it('opens to export and to catalogue:write, refuses others naming export, and is audited', async () => {
    expect((await get('keuangan')).statusCode).toBe(200);
    expect((await get('pemilik')).statusCode).toBe(200);
    for (const role of ['gudang', 'pemasaran-konten']) {
      const res = await adminCall(t.app, 'GET', URL_PATH, { token: tokens[role] });
      expect(res.statusCode).toBe(403);
      expect(res.body.message).toContain('export');
    }
    expect((await adminCall(t.app, 'GET', URL_PATH)).statusCode).toBe(401);
    const audit = await t.app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'export'), eq(auditEntries.entityId, 'products.csv')));
    expect(audit.map((a) => a.actorName)).toEqual(expect.arrayContaining(['Katalog Rona', 'Keuangan Rona']));
  });

  it('reads the sizes page by page, each page written before the next is read', async () => {
    const events: string[] = [];
    let rows = 0;
    for await (const _ of productExportRecords(t.app.db, { pageSize: 2, onPage: (n) => events.push(`page ${n}`) })) {
      if (rows % 2 === 0) events.push(`row ${rows}`);
      rows += 1;
    }
    const pages = events.filter((e) => e.startsWith('page')).length;
    expect(rows).toBeGreaterThan(4);
    expect(pages).toBe(Math.floor(rows / 2) + 1);
    // page, then its first row, then the next page: never two pages read ahead.
    expect(events.slice(0, 4)).toEqual(['page 2', 'row 0', 'page 2', 'row 2']);
  });
});
