import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { SOAP, variantIdsBySlug } from '../orders/order-test-kit';
import { adminCall, createClockedTestApp, staffToken } from '../staff/staff-test-kit';
import { orderFactory } from './dashboard-test-kit';
import { ORDER_EXPORT_COLUMNS, orderExportRecords } from './orders-export';
import { STOCK_EXPORT_COLUMNS, stockExportRecords } from './stock-export';

const NOW = new Date('2026-11-25T03:00:00.000Z');
const BOM = '\uFEFF';
const URL_BASE = '/admin/v1/exports/orders.csv';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createClockedTestApp({ now: () => NOW });
  const ids = await variantIdsBySlug(t);
  const { add } = await orderFactory(t, ids[SOAP]!, NOW);
  for (const role of ['pemilik', 'gudang', 'layanan-pelanggan', 'keuangan'])
    tokens[role] = await staffToken(t.app, role);
  // 23:59:59 WIB on 9 November and 00:00 WIB on 10 November: a WIB day's edges.
  await add({
    invoice: 'NMW-EXP0001',
    status: 'SUCCESS',
    createdAt: '2026-11-09T16:59:59.000Z',
    paidAt: '2026-11-09T17:10:00.000Z',
    total: 1_234_567,
  });
  await add({
    invoice: 'NMW-EXP0002',
    status: 'PROCESS',
    createdAt: '2026-11-09T17:00:00.000Z',
    paidAt: '2026-11-09T17:05:30.000Z',
    total: 2_500_000,
    lines: [
      { name: 'Serum "Glow", 20 ml', size: '20 ml', quantity: 2, price: 150_000, finalPrice: 120_000 },
      { name: 'Sabun Wajah Lembut', size: '100 ml', quantity: 1, price: 1_100_000, finalPrice: 1_050_000 },
    ],
  });
  await add({ invoice: 'NMW-EXP0003', status: 'CANCEL', createdAt: '2026-11-10T16:59:59.999Z', total: 10_000 });
  await add({ invoice: 'NMW-EXP0004', status: 'SUCCESS', createdAt: '2026-11-10T17:00:00.000Z', total: 20_000 });
}, 120_000);
afterAll(() => t.close());

async function exportCsv(query: string, role = 'pemilik') {
  const res = await t.app.inject({
    method: 'GET',
    url: `${URL_BASE}${query}`,
    headers: { authorization: `Bearer ${tokens[role]}` },
  });
  return res;
}
const rowsOf = (body: string) => parse(body.slice(BOM.length), { columns: true }) as Record<string, string>[];

describe('GET /admin/v1/exports/orders.csv', () => {
  it('answers a CSV with a BOM, one row per order line, WIB dates and plain numbers', async () => {
    const res = await exportCsv('?from=2026-11-10&to=2026-11-10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="pesanan_2026-11-10_2026-11-10.csv"');
    expect(res.body.startsWith(BOM)).toBe(true);
    expect(res.body.slice(BOM.length).split('\r\n')[0]).toBe(ORDER_EXPORT_COLUMNS.join(','));
    const rows = rowsOf(res.body);
    // 00:00 WIB on the 10th to 23:59:59.999 WIB: the order two and three; not one (the 9th) nor four (the 11th).
    expect(rows.map((r) => [r.Invoice, r.Baris])).toEqual([
      ['NMW-EXP0002', '1'],
      ['NMW-EXP0002', '2'],
      ['NMW-EXP0003', '1'],
    ]);
    expect(rows[0]).toMatchObject({
      'Tanggal Pesan (WIB)': '2026-11-10 00:00:00',
      'Tanggal Bayar (WIB)': '2026-11-10 00:05:30',
      Status: 'PROCESS',
      Produk: 'Serum "Glow", 20 ml',
      Jumlah: '2',
      'Harga Satuan': '150000',
      'Harga Setelah Diskon': '120000',
      'Subtotal Baris': '240000',
      'Total Pesanan': '2500000',
    });
    expect(rows[1]).toMatchObject({ Produk: 'Sabun Wajah Lembut', 'Subtotal Baris': '1050000' });
    expect(rows[2]).toMatchObject({ 'Tanggal Pesan (WIB)': '2026-11-10 23:59:59', 'Tanggal Bayar (WIB)': '' });
    // Quoted where the text needs it, no thousands separators anywhere.
    expect(res.body).toContain('"Serum ""Glow"", 20 ml"');
    expect(res.body).not.toMatch(/\d\.\d{3}\b(?!,)/);
  });

  it('filters by status (one or several) and shows contacts only with customers:pii', async () => {
    const all = rowsOf((await exportCsv('?from=2026-11-09&to=2026-11-11&status=SUCCESS')).body);
    expect(all.map((r) => r.Invoice)).toEqual(['NMW-EXP0001', 'NMW-EXP0004']);
    const two = rowsOf((await exportCsv('?from=2026-11-09&to=2026-11-11&status=CANCEL,PROCESS')).body);
    expect([...new Set(two.map((r) => r.Invoice))]).toEqual(['NMW-EXP0002', 'NMW-EXP0003']);
    const owner = all[0]!;
    const finance = rowsOf((await exportCsv('?from=2026-11-09&to=2026-11-09', 'keuangan')).body)[0]!;
    expect(finance.Invoice).toBe('NMW-EXP0001');
    expect(owner.Email).toContain('@');
    expect(owner.Email).not.toContain('*');
    expect(finance.Email).toContain('*');
    expect(finance.Telepon).toContain('*');
    expect(finance['Nama Pembeli']).not.toBe(owner['Nama Pembeli']);
  });

  it.each([
    ['?from=10-11-2026', 'from', 'Format tanggal tidak valid (YYYY-MM-DD)'],
    ['?to=2026-13-45x', 'to', 'Format tanggal tidak valid (YYYY-MM-DD)'],
    ['?from=2026-02-30', 'from', 'Tanggal tidak ada di kalender'],
    ['?from=2026-11-12&to=2026-11-10', 'to', 'Tanggal akhir tidak boleh sebelum tanggal awal'],
    ['?status=PROCESS,LOST', 'status.1', 'Status pesanan tidak dikenal'],
  ])('refuses %s in the envelope (400), not a file', async (query, field, message) => {
    const res = await exportCsv(query);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ status: false, errors: [{ field, message }] });
  });

  it('needs the export key (403 naming it) and a staff session (401)', async () => {
    for (const role of ['gudang', 'layanan-pelanggan']) {
      const res = await adminCall(t.app, 'GET', URL_BASE, { token: tokens[role] });
      expect(res.statusCode).toBe(403);
      expect(res.body.message).toContain('export');
    }
    expect((await adminCall(t.app, 'GET', URL_BASE)).statusCode).toBe(401);
    expect((await exportCsv('', 'keuangan')).statusCode).toBe(200);
  });

  it('records who exported which range in the audit trail', async () => {
    await exportCsv('?from=2026-11-01&to=2026-11-30&status=SUCCESS,CANCEL', 'keuangan');
    const rows = await t.app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'export'), eq(auditEntries.actorName, 'Keuangan Rona')));
    expect(rows.map((r) => [r.action, r.entityId, r.after])).toContainEqual([
      'export',
      'orders.csv',
      { from: '2026-11-01', to: '2026-11-30', status: ['SUCCESS', 'CANCEL'] },
    ]);
    const audit = await adminCall(t.app, 'GET', '/admin/v1/audit?entity=export', { token: tokens.pemilik });
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.body.result)).toContain('Keuangan Rona');
  });
});

describe('the export stream', () => {
  it('reads the orders page by page, and the first rows come before the last page is read', async () => {
    const events: string[] = [];
    const records = orderExportRecords(
      t.app.db,
      { from: '2026-11-01', to: '2026-11-20' },
      { pii: false, pageSize: 2, onPage: (n) => events.push(`page ${n}`) },
    );
    const invoices: string[] = [];
    for await (const record of records) {
      if (!invoices.includes(String(record[0]))) events.push(`row ${record[0]}`);
      invoices.push(String(record[0]));
    }
    // Four orders of the month in pages of at most two; each page's rows before the next page.
    expect(events).toEqual([
      'page 2',
      'row NMW-EXP0001',
      'row NMW-EXP0002',
      'page 2',
      'row NMW-EXP0003',
      'row NMW-EXP0004',
      'page 0',
    ]);
    expect(invoices).toHaveLength(5);
  });
});

describe('GET /admin/v1/exports/stock-movements.csv', () => {
  it('answers the ledger as a CSV with a BOM, WIB times and plain numbers, within the WIB days asked', async () => {
    const ids = await variantIdsBySlug(t);
    const adjusted = await adminCall(t.app, 'POST', `/admin/v1/variants/${ids[SOAP]!}/stock`, {
      token: tokens.pemilik,
      body: { change: 1200, reason: 'barang_masuk', note: 'Kiriman "pemasok", gudang 2' },
    });
    expect(adjusted.statusCode, JSON.stringify(adjusted.body)).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin/v1/exports/stock-movements.csv?from=2026-11-25&to=2026-11-25',
      headers: { authorization: `Bearer ${tokens.keuangan}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="stok_2026-11-25_2026-11-25.csv"');
    expect(res.body.startsWith(BOM)).toBe(true);
    expect(res.body.slice(BOM.length).split('\r\n')[0]).toBe(STOCK_EXPORT_COLUMNS.join(','));
    // That day: the order placed in the setup (its units out) and the adjustment, both at the test's
    // fixed clock (so in id order); the seed's opening balances are dated by the real clock, outside.
    const rows = rowsOf(res.body);
    expect(rows.map((r) => r['Kode Alasan']).sort()).toEqual(['barang_masuk', 'pesanan']);
    const adjustment = rows.find((r) => r['Kode Alasan'] === 'barang_masuk')!;
    expect(adjustment).toMatchObject({
      'Waktu (WIB)': '2026-11-25 10:00:00',
      Perubahan: '1200',
      Alasan: 'Barang Masuk',
      'Kode Alasan': 'barang_masuk',
      Catatan: 'Kiriman "pemasok", gudang 2',
      Oleh: 'Pemilik Rona',
    });
    expect(Number(adjustment['Stok Setelah'])).toBeGreaterThanOrEqual(1200);
    expect(res.body).toContain('"Kiriman ""pemasok"", gudang 2"');
    const audit = await t.app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'export'), eq(auditEntries.entityId, 'stock-movements.csv')));
    expect(audit.map((a) => [a.actorName, a.after])).toContainEqual([
      'Keuangan Rona',
      { from: '2026-11-25', to: '2026-11-25' },
    ]);
  });

  it('needs the export key, and refuses a bad range in the envelope', async () => {
    const url = '/admin/v1/exports/stock-movements.csv';
    const gudang = await adminCall(t.app, 'GET', url, { token: tokens.gudang });
    expect(gudang.statusCode).toBe(403);
    expect(gudang.body.message).toContain('export');
    const bad = await adminCall(t.app, 'GET', `${url}?from=2026-11-30&to=2026-11-01`, { token: tokens.pemilik });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'to', message: 'Tanggal akhir tidak boleh sebelum tanggal awal' }]);
  });

  it('reads the ledger page by page', async () => {
    const pages: number[] = [];
    let rows = 0;
    for await (const _ of stockExportRecords(t.app.db, {}, { pageSize: 2, onPage: (n) => pages.push(n) })) rows += 1;
    expect(rows).toBeGreaterThan(4);
    expect(pages.every((n) => n <= 2)).toBe(true);
    expect(pages.reduce((a, b) => a + b, 0)).toBe(rows);
    expect(pages.length).toBe(Math.floor(rows / 2) + 1);
  });
});
