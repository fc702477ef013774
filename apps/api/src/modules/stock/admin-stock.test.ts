import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockLevel, StockMovement } from '@rona/domain';
import { auditEntries, bankAccounts, banks, stockMovements } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  createOrderCall,
  memberWithAddress,
  notifyPayment,
  orderRow,
  placedMemberOrder,
  readyMemberCheckout,
  SERUM,
  SOAP,
  variantIdsBySlug,
  variantStock,
} from '../orders/order-test-kit';
import { adminCall, staffToken } from '../staff/staff-test-kit';
import { ledgerMismatches } from './ledger';

const VITAMIN_C = 'serum-vitamin-c-30-ml';

let t: TestApp;
let ids: Record<string, string> = {};
let gudang = '';
let pemilik = '';

beforeAll(async () => {
  t = await createTestApp();
  ids = await variantIdsBySlug(t);
  gudang = await staffToken(t.app, 'gudang');
  pemilik = await staffToken(t.app, 'pemilik');
}, 60_000);
afterAll(() => t.close());

const adjust = (variantId: string, body: object, token = gudang) =>
  adminCall(t.app, 'POST', `/admin/v1/variants/${variantId}/stock`, { token, body });
const history = async (variantId: string, query = '') => {
  const res = await adminCall(t.app, 'GET', `/admin/v1/variants/${variantId}/stock-movements${query}`, {
    token: gudang,
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { datas: StockMovement[]; page: { totalData: number; currentPage: number } };
};
const levels = async (query: string) => {
  const res = await adminCall(t.app, 'GET', `/admin/v1/stock${query}`, { token: gudang });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { datas: StockLevel[]; page: { totalData: number } };
};
const count = (body: object) => adminCall(t.app, 'POST', '/admin/v1/stock-counts', { token: gudang, body });

describe('POST /admin/v1/variants/{variantId}/stock', () => {
  it('adds with a reason and a note: the new level, a movement by the staff member, an audit row', async () => {
    const before = await variantStock(t, ids[SOAP]!);
    const res = await adjust(ids[SOAP]!, { change: 12, reason: 'barang_masuk', note: 'Kiriman pemasok' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ stock: before + 12 });
    expect(await variantStock(t, ids[SOAP]!)).toBe(before + 12);
    const [latest] = (await history(ids[SOAP]!)).datas;
    expect(latest).toMatchObject({
      change: 12,
      reason: 'barang_masuk',
      reasonLabel: 'Barang Masuk',
      note: 'Kiriman pemasok',
      stockAfter: before + 12,
      actor: { kind: 'staff', name: 'Gudang Rona' },
    });
    const audit = await t.app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'variant'), eq(auditEntries.entityId, ids[SOAP]!)));
    expect(audit.map((a) => [a.action, a.actorName, a.after?.stock])).toContainEqual([
      'stock.adjust',
      'Gudang Rona',
      before + 12,
    ]);
  });

  it.each([
    [{ change: 5, reason: 'barang_masuk' }, 'note', /Catatan wajib diisi/],
    [{ change: 5, reason: 'barang_masuk', note: '  ' }, 'note', /Catatan wajib diisi/],
    [{ change: 5, reason: 'hadiah', note: 'x' }, 'reason', /alasan/i],
    [{ change: 0, reason: 'koreksi', note: 'x' }, 'change', /tidak boleh 0/],
    [{ change: 1.5, reason: 'koreksi', note: 'x' }, 'change', /bilangan bulat/],
    [{ change: '5', reason: 'koreksi', note: 'x' }, 'change', /angka/],
    [{ change: 3, reason: 'rusak', note: 'x' }, 'change', /Rusak harus mengurangi stok/],
    [{ change: -3, reason: 'barang_masuk', note: 'x' }, 'change', /Barang Masuk harus menambah stok/],
  ])('refuses %j (field %s) with a clear message, changing nothing', async (body, field, message) => {
    const before = await variantStock(t, ids[SERUM]!);
    const res = await adjust(ids[SERUM]!, body);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(res.body.errors?.[0]?.field).toBe(field);
    expect(await variantStock(t, ids[SERUM]!)).toBe(before);
  });

  it('answers 404 for an unknown size and 400 for a malformed id', async () => {
    expect(
      (await adjust('00000000-0000-4000-8000-000000000000', { change: 1, reason: 'retur', note: 'x' })).statusCode,
    ).toBe(404);
    expect((await adjust('bukan-id', { change: 1, reason: 'retur', note: 'x' })).statusCode).toBe(400);
  });

  it('refuses a result below 0, and below what unpaid orders hold (naming it)', async () => {
    const vitc = ids[VITAMIN_C]!;
    const start = await variantStock(t, vitc);
    await placedMemberOrder(t, vitc, 2);
    expect(await variantStock(t, vitc)).toBe(start - 2);
    const tooMuch = await adjust(vitc, { change: -(start - 1), reason: 'hilang', note: 'Tidak ada di rak' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body.message).toMatch(/2 unit ditahan pesanan yang belum dibayar/);
    expect(await variantStock(t, vitc)).toBe(start - 2);
    const rest = await adjust(vitc, { change: -(start - 2), reason: 'hilang', note: 'Tidak ada di rak' });
    expect(rest.statusCode).toBe(200);
    expect(rest.body.result).toMatchObject({ stock: 0 });

    const empty = ids['serum-niacinamide-50-ml']!;
    const below = await adjust(empty, { change: -1, reason: 'rusak', note: 'Pecah' });
    expect(below.statusCode).toBe(400);
    expect(below.body.message).toMatch(/tidak boleh kurang dari 0/);
  });

  it('two staff adjusting the same size at once: every adjustment lands', async () => {
    const before = await variantStock(t, ids[SERUM]!);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        adjust(ids[SERUM]!, { change: 1, reason: 'retur', note: `Retur ${i}` }, i % 2 ? gudang : pemilik),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await variantStock(t, ids[SERUM]!)).toBe(before + 10);
    const after = (await history(ids[SERUM]!, '?limit=10')).datas.map((m) => m.stockAfter).sort((a, b) => a - b);
    expect(after).toEqual(Array.from({ length: 10 }, (_, i) => before + i + 1));
  });
});

describe('GET /admin/v1/variants/{variantId}/stock-movements', () => {
  it('pages a size’s history newest first, from its opening balance', async () => {
    const all = await history(ids[SOAP]!);
    expect(all.datas.at(-1)).toMatchObject({ reason: 'saldo_awal', actor: { kind: 'system' } });
    const second = await history(ids[SOAP]!, '?page=2&limit=1');
    expect(second.page).toMatchObject({ currentPage: 2, totalData: all.page.totalData });
    expect(second.datas[0]!.id).toBe(all.datas[1]!.id);
    const unknown = await adminCall(
      t.app,
      'GET',
      '/admin/v1/variants/00000000-0000-4000-8000-000000000000/stock-movements',
      { token: gudang },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /admin/v1/stock', () => {
  it('lists every size with its product, SKU, stock and what open orders hold; filters low and out; searches', async () => {
    const all = await levels('?limit=100');
    expect(all.page.totalData).toBe(Object.keys(ids).length);
    const soap = all.datas.find((l) => l.variantId === ids[SOAP])!;
    expect(soap).toMatchObject({
      productName: 'Sabun Wajah Lembut',
      sku: SOAP.toUpperCase(),
      stock: await variantStock(t, ids[SOAP]!),
    });

    const { invoice } = await placedMemberOrder(t, ids[SOAP]!, 3);
    const held = (await levels(`?search=${encodeURIComponent('sabun wajah')}`)).datas.find(
      (l) => l.variantId === ids[SOAP],
    )!;
    expect(held.held).toBeGreaterThanOrEqual(3);
    expect(invoice).toMatch(/^NMW-/);

    const out = await levels('?filter=out&limit=100');
    expect(out.datas.length).toBeGreaterThan(0);
    expect(out.datas.every((l) => l.stock === 0 && l.out)).toBe(true);
    const low = await levels('?filter=low&limit=100');
    expect(low.datas.every((l) => l.stock > 0 && l.stock <= 10 && l.low)).toBe(true);
    expect(low.datas.map((l) => l.sku)).toContain('SABUN-LAMA-50-ML');
    expect((await levels('?search=sabun-lama')).datas.map((l) => l.sku)).toEqual(['SABUN-LAMA-50-ML']);
    const bad = await adminCall(t.app, 'GET', '/admin/v1/stock?filter=semua', { token: gudang });
    expect(bad.statusCode).toBe(400);
  });
});

describe('what open orders hold', () => {
  it('counts unpaid orders as held, paid ones and refund requests (before shipping) as toShip', async () => {
    const serum = ids[SERUM]!;
    const level = async () => (await levels('?limit=100')).datas.find((l) => l.variantId === serum)!;
    const before = await level();
    const unpaid = await placedMemberOrder(t, serum, 1);
    const paid = await placedMemberOrder(t, serum, 1);
    await notifyPayment(t, paid.invoice, (await orderRow(t, paid.invoice)).grandTotal);
    const [bank] = await t.app.db.select({ id: banks.id }).from(banks).limit(1);
    await t.app.db
      .insert(bankAccounts)
      .values({ userId: paid.m.userId, bankId: bank!.id, holderName: 'Sari', accountNumber: '1234567890' });
    const asked = await paid.m.call('PUT', `/e-commerce/refund/v1/refund-request/${paid.invoice}`, {
      refundRequest: 'Salah pilih',
    });
    expect(asked.body.result).toMatchObject({ status: 'REQUEST_REFUND' });
    expect(await level()).toMatchObject({
      stock: before.stock - 2,
      held: before.held + 1,
      toShip: before.toShip + 1,
    });
    expect(unpaid.invoice).not.toBe(paid.invoice);
  });
});

describe('POST /admin/v1/stock-counts (stok opname)', () => {
  it('previews the differences without writing, then corrects each difference once, by the counter', async () => {
    const soap = ids[SOAP]!;
    const old = ids['sabun-lama-50-ml']!;
    const serum = ids[SERUM]!;
    const { invoice } = await placedMemberOrder(t, soap, 1);
    const shelf = async (id: string) => {
      const level = (await levels('?limit=100')).datas.find((l) => l.variantId === id)!;
      return level.stock + level.held + level.toShip;
    };
    const soapShelf = await shelf(soap);
    const serumShelf = await shelf(serum);
    const oldStock = await variantStock(t, old);
    const body = {
      lines: [
        { variantId: soap, counted: soapShelf - 2 },
        { variantId: old, counted: oldStock + 4 },
        { variantId: serum, counted: serumShelf },
      ],
      note: 'Stok opname akhir bulan',
    };
    const movementsBefore = (await t.app.db.select().from(stockMovements)).length;

    const preview = await count({ ...body, dryRun: true });
    expect(preview.statusCode, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.result.id).toBeNull();
    expect(
      (preview.body.result.lines as { variantId: string; difference: number }[]).map((l) => [
        l.variantId,
        l.difference,
      ]),
    ).toEqual([
      [soap, -2],
      [old, 4],
      [serum, 0],
    ]);
    expect((await t.app.db.select().from(stockMovements)).length).toBe(movementsBefore);

    const soapStock = await variantStock(t, soap);
    const confirmed = await count(body);
    expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
    const countId = confirmed.body.result.id as string;
    expect(countId).toBeTruthy();
    expect(await variantStock(t, soap)).toBe(soapStock - 2);
    expect(await variantStock(t, old)).toBe(oldStock + 4);
    const written = await t.app.db.select().from(stockMovements).where(eq(stockMovements.reference, countId));
    expect(written.map((w) => [w.variantId, w.change, w.reason, w.actorName]).sort()).toEqual(
      [
        [soap, -2, 'koreksi', 'Gudang Rona'],
        [old, 4, 'koreksi', 'Gudang Rona'],
      ].sort(),
    );
    const [latest] = (await history(old)).datas;
    expect(latest).toMatchObject({
      reference: countId,
      reasonLabel: 'Koreksi Stok Opname',
      actor: { name: 'Gudang Rona' },
    });
    const audit = await t.app.db.select().from(auditEntries).where(eq(auditEntries.entityId, countId));
    expect(audit.map((a) => a.action)).toEqual(['stock.count']);
    expect(invoice).toMatch(/^NMW-/);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it('refuses a size counted twice, an unknown size, a count below what orders hold, and a missing note', async () => {
    const soap = ids[SOAP]!;
    const twice = await count({
      lines: [
        { variantId: soap, counted: 1 },
        { variantId: soap, counted: 2 },
      ],
      note: 'x',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body.message).toMatch(/lebih dari sekali/);
    const unknown = await count({
      lines: [{ variantId: '00000000-0000-4000-8000-000000000000', counted: 1 }],
      note: 'x',
    });
    expect(unknown.statusCode).toBe(400);
    await placedMemberOrder(t, ids[SERUM]!, 1);
    const short = await count({ lines: [{ variantId: ids[SERUM]!, counted: 0 }], note: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.body.message).toMatch(/pesanan yang belum dikirim/);
    const noNote = await count({ lines: [{ variantId: soap, counted: 1 }] });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.body.errors?.[0]?.field).toBe('note');
    const negative = await count({ lines: [{ variantId: soap, counted: -1 }], note: 'x' });
    expect(negative.statusCode).toBe(400);
  });
});

describe('the ledger holds under parallel orders and adjustments', () => {
  it('stock = sum of movements for every size', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const m = await memberWithAddress(t);
        return { m, checkoutId: await readyMemberCheckout(m, ids[SOAP]!, 1) };
      }),
    );
    await Promise.all([
      ...buyers.map((b) => createOrderCall(b.m, b.checkoutId)),
      ...Array.from({ length: 6 }, (_, i) =>
        adjust(
          ids[SOAP]!,
          { change: i % 2 ? 2 : -1, reason: 'koreksi', note: `Koreksi ${i}` },
          i % 2 ? gudang : pemilik,
        ),
      ),
    ]);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});
