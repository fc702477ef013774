import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundFor } from '@rona/rules';
import { auditEntries, orderNotes, orders } from '../../db/schema';
import { runOps } from '../../ops/commands';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { notifyPayment, orderRow, placedMemberOrder, SOAP, variantIdsBySlug } from '../orders/order-test-kit';
import { adminCall, staffToken } from '../staff/staff-test-kit';

let t: TestApp;
let soap = '';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  soap = (await variantIdsBySlug(t))[SOAP]!;
  for (const role of ['pemilik', 'gudang', 'layanan-pelanggan', 'keuangan'])
    tokens[role] = await staffToken(t.app, role);
}, 120_000);
afterAll(() => t.close());

/** A member's order, paid: WAITING_CONFIRM. */
async function paidOrder() {
  const placed = await placedMemberOrder(t, soap);
  await notifyPayment(t, placed.invoice, (await orderRow(t, placed.invoice)).grandTotal);
  return placed;
}
const as = (role: string) => ({
  get: (url: string) => adminCall(t.app, 'GET', url, { token: tokens[role] }),
  post: (url: string, body: unknown) => adminCall(t.app, 'POST', url, { token: tokens[role], body }),
});
const auditOf = (invoice: string) =>
  t.app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, 'order'), eq(auditEntries.entityId, invoice)));

describe('the orders workbench', () => {
  it('finds an order by each phone form, e-mail and invoice, with the tab counts', async () => {
    const { invoice } = await paidOrder();
    await t.app.db
      .update(orders)
      .set({ contact: { name: 'Ratna Dewi', email: 'ratna.dewi@contoh.id', phone: '6281399990001' } })
      .where(eq(orders.invoice, invoice));
    for (const search of [
      '081399990001',
      '6281399990001',
      '+62 813-9999-0001',
      'ratna.dewi@contoh.id',
      invoice,
      'ratna dew',
    ]) {
      const res = await as('layanan-pelanggan').get(`/admin/v1/orders?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, search).toBe(200);
      expect(
        res.body.result.datas.map((o: { invoice: string }) => o.invoice),
        search,
      ).toEqual([invoice]);
      expect(res.body.result.counts.confirm, search).toBe(1);
      expect(res.body.result.counts.process, search).toBe(0);
    }
    const cs = (await as('layanan-pelanggan').get(`/admin/v1/orders?search=081399990001`)).body.result.datas[0];
    expect(cs.buyer).toMatchObject({ phone: '62813*****001', email: 'r***@contoh.id', masked: true });
    expect(cs.shipBy).not.toBeNull();
    expect(cs.actions).toEqual(['confirm', 'request-refund']);
    const owner = (await as('pemilik').get(`/admin/v1/orders/${invoice}`)).body.result;
    expect(owner.buyer).toMatchObject({ phone: '6281399990001', masked: false });
    expect(owner.address.street).toBe('Jl. Tebet Raya 1');
    const csDetail = (await as('layanan-pelanggan').get(`/admin/v1/orders/${invoice}`)).body.result;
    expect(csDetail.address.street).toBe('***');
    expect(csDetail.history.map((h: { actor: { kind: string } }) => h.actor.kind)).toEqual(['buyer', 'payment']);
  });

  it('sorts by ship-by, marks late orders, and filters by the day placed', async () => {
    const early = await paidOrder();
    const late = await paidOrder();
    const day = 24 * 60 * 60 * 1000;
    const name = `Urut ${Date.now()}`;
    const contact = { name, email: 'urut@contoh.id', phone: '6281300000000' };
    // Paid a week ago (its ship-by is long past) and just now; placed on different days.
    await t.app.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 7 * day), createdAt: new Date('2026-01-05T03:00:00Z'), contact })
      .where(eq(orders.invoice, late.invoice));
    await t.app.db.update(orders).set({ paidAt: new Date(), contact }).where(eq(orders.invoice, early.invoice));
    const sorted = (await as('gudang').get(`/admin/v1/orders?search=${encodeURIComponent(name)}&sort=ship-by`)).body
      .result.datas;
    expect(sorted.map((o: { invoice: string }) => o.invoice)).toEqual([late.invoice, early.invoice]);
    expect(sorted.map((o: { late: boolean }) => o.late)).toEqual([true, false]);
    const day5 = await as('gudang').get(
      `/admin/v1/orders?search=${encodeURIComponent(name)}&from=2026-01-05&to=2026-01-05`,
    );
    expect(day5.body.result.datas.map((o: { invoice: string }) => o.invoice)).toEqual([late.invoice]);
    const bad = await as('gudang').get('/admin/v1/orders?from=5-1-2026');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a day that is not on the calendar (13th month, 30 February) with a 400, on the orders and the audit trail', async () => {
    for (const url of [
      '/admin/v1/orders?from=2026-13-45',
      '/admin/v1/orders?to=2026-02-30',
      '/admin/v1/audit?from=2026-00-10',
    ]) {
      const res = await as('pemilik').get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toMatchObject({
        status: false,
        errors: [{ message: 'Format tanggal tidak valid (YYYY-MM-DD)' }],
      });
    }
  });

  it('moves an order with one audit row (before/after) and the staff member in its history', async () => {
    const { invoice } = await paidOrder();
    const res = await as('gudang').post(`/admin/v1/orders/${invoice}/move`, { action: 'confirm' });
    expect(res.statusCode).toBe(200);
    expect(res.body.result.status).toBe('PROCESS');
    expect(res.body.result.history.at(-1).actor).toMatchObject({ kind: 'staff', name: 'Gudang Rona' });
    const rows = await auditOf(invoice);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorKind: 'staff',
      actorName: 'Gudang Rona',
      action: 'order.confirm',
      before: { status: 'WAITING_CONFIRM' },
      after: { status: 'PROCESS' },
    });
    // Only changed fields: the waybill stayed null.
    expect(Object.keys(rows[0]!.after!)).toEqual(['status']);

    const refused = await as('layanan-pelanggan').post(`/admin/v1/orders/${invoice}/move`, { action: 'courier' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toContain('orders:fulfil');
    const notAllowed = await as('gudang').post(`/admin/v1/orders/${invoice}/move`, { action: 'deliver' });
    expect(notAllowed.statusCode).toBe(409);
    expect(await auditOf(invoice)).toHaveLength(1);
  });

  it('leaves neither the write nor its audit row when the audit row cannot be written', async () => {
    const { invoice } = await paidOrder();
    await t.app.db.execute(`create or replace function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit trail unavailable'; end $$`);
    await t.app.db.execute(`create trigger refuse_audit before insert on audit_entries for each row
      when (new.entity_id = '${invoice}') execute function refuse_audit()`);
    try {
      const move = await as('gudang').post(`/admin/v1/orders/${invoice}/move`, { action: 'confirm' });
      expect(move.statusCode).toBe(500);
      expect((await orderRow(t, invoice)).status).toBe('WAITING_CONFIRM');
      const note = await as('gudang').post(`/admin/v1/orders/${invoice}/notes`, { text: 'Tidak tersimpan' });
      expect(note.statusCode).toBe(500);
      const order = await orderRow(t, invoice);
      const [notes] = await t.app.db.select({ n: count() }).from(orderNotes).where(eq(orderNotes.orderId, order.id));
      expect(notes!.n).toBe(0);
      expect(await auditOf(invoice)).toHaveLength(0);
    } finally {
      await t.app.db.execute('drop trigger refuse_audit on audit_entries');
    }
    const note = await as('gudang').post(`/admin/v1/orders/${invoice}/notes`, { text: 'Dus penyok, kemas ulang' });
    expect(note.statusCode).toBe(200);
    expect((await as('layanan-pelanggan').get(`/admin/v1/orders/${invoice}`)).body.result.notes).toEqual([
      expect.objectContaining({
        text: 'Dus penyok, kemas ulang',
        staff: expect.objectContaining({ name: 'Gudang Rona' }),
      }),
    ]);
    expect(await auditOf(invoice)).toEqual([
      expect.objectContaining({ action: 'order.note', after: { note: 'Dus penyok, kemas ulang' } }),
    ]);
  });

  it('moves a batch order by order: a result for each, allowed and refused mixed', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    await as('gudang').post(`/admin/v1/orders/${b.invoice}/move`, { action: 'confirm' });
    const res = await as('gudang').post('/admin/v1/orders/move', {
      invoices: [a.invoice, b.invoice, 'NMW-TIDAK-ADA'],
      action: 'confirm',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toEqual([
      { invoice: a.invoice, ok: true, status: 'PROCESS', message: null },
      { invoice: b.invoice, ok: false, status: null, message: expect.any(String) },
      { invoice: 'NMW-TIDAK-ADA', ok: false, status: null, message: 'Pesanan tidak ditemukan' },
    ]);
    const ship = await as('gudang').post('/admin/v1/orders/move', {
      invoices: [a.invoice, b.invoice],
      action: 'ship',
      waybills: { [a.invoice]: 'JNE0012345678' },
    });
    expect(ship.body.result.map((r: { ok: boolean }) => r.ok)).toEqual([true, false]);
    expect((await orderRow(t, a.invoice)).waybill).toBe('JNE0012345678');
    expect((await orderRow(t, b.invoice)).status).toBe('PROCESS');
    // A key the caller lacks refuses the whole batch, naming it.
    const cs = await as('layanan-pelanggan').post('/admin/v1/orders/move', { invoices: [b.invoice], action: 'ship' });
    expect(cs.statusCode).toBe(403);
    expect(cs.body.message).toContain('orders:fulfil');
  });

  it('approves a refund request with the fee kept (Keuangan), and refuses one with a reason the buyer reads', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    for (const { invoice } of [first, second])
      await t.app.db
        .update(orders)
        .set({ status: 'REQUEST_REFUND', refundReason: 'Salah ukuran' })
        .where(eq(orders.invoice, invoice));
    const gudang = await as('gudang').post(`/admin/v1/orders/${first.invoice}/move`, { action: 'approve-refund' });
    expect(gudang.statusCode).toBe(403);
    expect(gudang.body.message).toContain('refunds:approve');

    const approved = await as('keuangan').post(`/admin/v1/orders/${first.invoice}/move`, { action: 'approve-refund' });
    expect(approved.statusCode).toBe(200);
    const paid = (await orderRow(t, first.invoice)).grandTotal;
    expect(approved.body.result.refund).toMatchObject({ status: 'APPROVED', amount: refundFor(paid, 'request') });
    expect((await orderRow(t, first.invoice)).refundAmount).toBe(refundFor(paid, 'request'));

    const noReason = await as('keuangan').post(`/admin/v1/orders/${second.invoice}/move`, { action: 'refuse-refund' });
    expect(noReason.statusCode).toBe(400);
    const refused = await as('keuangan').post(`/admin/v1/orders/${second.invoice}/move`, {
      action: 'refuse-refund',
      reason: 'Pesanan sudah dikemas',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.body.result.status).toBe('WAITING_CONFIRM');
    const buyerView = await second.m.call('GET', `/e-commerce/order/v1/search/${second.invoice}`);
    expect(buyerView.body.result.refundRefusal).toBe('Pesanan sudah dikemas');
  });

  it("lets Layanan Pelanggan ask for a buyer's refund with a reason Keuangan reads, but not approve it", async () => {
    const { invoice } = await paidOrder();
    const url = `/admin/v1/orders/${invoice}/move`;
    const reason = 'Pembeli salah pilih ukuran, minta dana kembali';
    const gudang = await as('gudang').post(url, { action: 'request-refund', reason });
    expect(gudang.statusCode).toBe(403);
    expect(gudang.body.message).toContain('refunds:request');
    const noReason = await as('layanan-pelanggan').post(url, { action: 'request-refund', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body.errors?.[0]?.field).toBe('reason');

    const asked = await as('layanan-pelanggan').post(url, { action: 'request-refund', reason });
    expect(asked.statusCode).toBe(200);
    expect(asked.body.result).toMatchObject({ status: 'REQUEST_REFUND', refundReason: reason });
    expect(asked.body.result.history.at(-1)).toMatchObject({
      status: 'REQUEST_REFUND',
      actor: { kind: 'staff', name: 'CS Rona' },
      note: reason,
    });
    const rows = await auditOf(invoice);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorKind: 'staff',
      actorName: 'CS Rona',
      action: 'order.request-refund',
      before: { status: 'WAITING_CONFIRM' },
      after: { status: 'REQUEST_REFUND' },
    });

    const approve = await as('layanan-pelanggan').post(url, { action: 'approve-refund' });
    expect(approve.statusCode).toBe(403);
    expect(approve.body.message).toContain('refunds:approve');
    const again = await as('layanan-pelanggan').post(url, { action: 'request-refund', reason });
    expect(again.statusCode).toBe(409);
    expect(await auditOf(invoice)).toHaveLength(1);
    const keuangan = (await as('keuangan').get(`/admin/v1/orders/${invoice}`)).body.result;
    expect(keuangan).toMatchObject({ refundReason: reason, actions: ['approve-refund', 'refuse-refund'] });
  });

  it('shows a late payment under Pengembalian Dana and settles it whole', async () => {
    const { m, invoice } = await placedMemberOrder(t, soap);
    expect((await m.call('GET', `/e-commerce/order/v1/cancel/${invoice}`)).statusCode).toBe(200);
    const paid = (await orderRow(t, invoice)).grandTotal;
    await notifyPayment(t, invoice, paid);
    const tab = await as('keuangan').get(`/admin/v1/orders?tab=refund&search=${invoice}`);
    expect(tab.body.result.datas).toEqual([expect.objectContaining({ invoice, status: 'CANCEL', refundDue: true })]);
    expect(tab.body.result.counts).toMatchObject({ refund: 1, cancelled: 1 });
    const settled = await as('keuangan').post(`/admin/v1/orders/${invoice}/move`, { action: 'approve-refund' });
    expect(settled.statusCode).toBe(200);
    expect(settled.body.result.refund).toMatchObject({ status: 'APPROVED', amount: paid, latePayment: true });
    const after = await as('keuangan').get(`/admin/v1/orders?tab=refund&search=${invoice}`);
    expect(after.body.result.counts.refund).toBe(0);
  });

  it('records the operator tool as ops in the audit trail and the history', async () => {
    const { invoice } = await paidOrder();
    await runOps(t.app.db, ['advance', invoice, 'confirm']);
    const [row] = await auditOf(invoice);
    expect(row).toMatchObject({ actorKind: 'ops', actorName: 'ops', action: 'order.confirm' });
    const audit = await as('pemilik').get(`/admin/v1/audit?entity=order&entityId=${invoice}`);
    expect(audit.body.result.datas).toEqual([
      expect.objectContaining({ actor: { kind: 'ops', id: null, name: 'ops' }, before: { status: 'WAITING_CONFIRM' } }),
    ]);
    const detail = (await as('pemilik').get(`/admin/v1/orders/${invoice}`)).body.result;
    expect(detail.history.at(-1).actor).toEqual({ kind: 'ops', id: null, name: 'ops' });
    const byOps = await as('pemilik').get(`/admin/v1/audit?actor=ops`);
    expect(byOps.body.result.datas.map((e: { entityId: string }) => e.entityId)).toContain(invoice);
    const gudangId = (await as('gudang').get('/admin/v1/me')).body.result.id as string;
    const byGudang = await as('pemilik').get(`/admin/v1/audit?actor=${gudangId}&entity=order`);
    expect(byGudang.body.result.datas.length).toBeGreaterThan(0);
    expect(byGudang.body.result.datas.every((e: { actor: { id: string } }) => e.actor.id === gudangId)).toBe(true);
    expect((await as('gudang').get('/admin/v1/audit')).statusCode).toBe(403);
  });

  it('sums a pick list per size and makes slips with the full address', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    const pick = await as('gudang').get(`/admin/v1/orders/pick-list?invoices=${a.invoice},${b.invoice}`);
    expect(pick.statusCode).toBe(200);
    expect(pick.body.result.lines).toEqual([expect.objectContaining({ quantity: 2 })]);
    const slips = await as('gudang').get(`/admin/v1/orders/slips?invoices=${a.invoice}`);
    expect(slips.body.result[0].address).toContain('Jl. Tebet Raya 1');
  });
});
