import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFailedMessage, Paged } from '@rona/domain';
import { maskEmail, maskPhone } from '@rona/rules';
import { auditEntries, outgoingMessages, type OutgoingStatus } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { lockDueMessageIds } from '../order-messages/repository';
import { orderRow, placedMemberOrder, SOAP, variantIdsBySlug } from '../orders/order-test-kit';
import { adminCall, staffToken } from '../staff/staff-test-kit';

/**
 * Messages that failed to send (issue 28 §6): the list (failed only, latest try first, masked
 * without customers:pii, the order's invoice) and sending one again (messages:resend; once, audited, 409 otherwise).
 */
let t: TestApp;
let owner = '';
/** Layanan Pelanggan: orders:read and messages:resend, no customers:pii. */
let cs = '';
let invoice = '';
let orderId = '';
const MIN = 60_000;

/** An outbox row as the worker leaves it; answers its id. */
async function message(over: Partial<typeof outgoingMessages.$inferInsert> = {}): Promise<string> {
  const [row] = await t.app.db
    .insert(outgoingMessages)
    .values({
      key: `test:${randomUUID()}`,
      kind: 'order.shipped',
      channel: 'email',
      recipient: `buyer-${randomUUID().slice(0, 6)}@contoh.id`,
      status: 'failed' as OutgoingStatus,
      attempts: 12,
      lastError: 'SMTP 550 mailbox unavailable',
      lastAttemptAt: new Date(Date.now() - 10 * MIN),
      ...over,
    })
    .returning({ id: outgoingMessages.id });
  return row!.id;
}

const list = async (token: string, query = '') => {
  const res = await adminCall(t.app, 'GET', `/admin/v1/messages/failed${query}`, { token });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.result as Paged<AdminFailedMessage>;
};
const retry = (token: string, id: string) => adminCall(t.app, 'POST', `/admin/v1/messages/${id}/retry`, { token });
const auditRows = (id: string) =>
  t.app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, 'message'), eq(auditEntries.entityId, id)));

beforeAll(async () => {
  t = await createTestApp();
  [owner, cs] = await Promise.all(['pemilik', 'layanan-pelanggan'].map((r) => staffToken(t.app, r)));
  const soap = (await variantIdsBySlug(t))[SOAP]!;
  invoice = (await placedMemberOrder(t, soap)).invoice;
  orderId = (await orderRow(t, invoice)).id;
}, 120_000);
afterAll(() => t.close());

describe('GET /admin/v1/messages/failed', () => {
  it('lists the failed messages only, latest try first, with the order, the error and the tries', async () => {
    const older = await message({ orderId, lastAttemptAt: new Date(Date.now() - 60 * MIN) });
    const newer = await message({
      orderId,
      channel: 'whatsapp',
      recipient: '6281234567890',
      kind: 'order.paid',
      lastAttemptAt: new Date(Date.now() - 2 * MIN),
    });
    const sent = await message({ status: 'sent', orderId });
    const pending = await message({ status: 'pending', orderId });
    const page = await list(owner, '?limit=50');
    const ids = page.datas.map((m) => m.id);
    expect(ids).not.toContain(sent);
    expect(ids).not.toContain(pending);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
    const row = page.datas.find((m) => m.id === newer)!;
    expect(row).toMatchObject({
      kind: 'order.paid',
      channel: 'whatsapp',
      recipient: '6281234567890',
      masked: false,
      invoice,
      error: 'SMTP 550 mailbox unavailable',
      attempts: 12,
      status: 'failed',
    });
    expect(row.lastAttemptAt).toEqual(expect.any(String));
    expect(page.page.totalData).toBe(page.datas.length);
  });

  it('masks the recipient without customers:pii (Layanan Pelanggan), a newsletter message has no order', async () => {
    const email = `rahma-${randomUUID().slice(0, 6)}@contoh.id`;
    const mail = await message({ recipient: email, kind: 'newsletter.welcome', orderId: null });
    const wa = await message({ channel: 'whatsapp', recipient: '6281299998888', orderId });
    const page = await list(cs, '?limit=50');
    const byId = new Map(page.datas.map((m) => [m.id, m]));
    expect(byId.get(mail)).toMatchObject({ recipient: maskEmail(email), masked: true, invoice: null });
    expect(byId.get(mail)!.recipient).not.toBe(email);
    expect(byId.get(wa)).toMatchObject({ recipient: maskPhone('6281299998888'), masked: true, invoice });
  });

  it('pages with a capped size; a size over 50 or a page of 0 is a 400 in the envelope', async () => {
    const one = await list(owner, '?limit=1&page=2');
    expect(one.datas).toHaveLength(1);
    expect(one.page).toMatchObject({ currentPage: 2, limit: 1 });
    expect(one.page.totalPage).toBe(one.page.totalData);
    for (const q of ['?limit=51', '?page=0', '?limit=abc']) {
      const res = await adminCall(t.app, 'GET', `/admin/v1/messages/failed${q}`, { token: owner });
      expect(res.statusCode, q).toBe(400);
      expect(res.body.message, q).toEqual(expect.any(String));
    }
  });
});

describe('POST /admin/v1/messages/{id}/retry', () => {
  it('queues the message again (due now, tries from zero) with an audit row; the worker then finds it due', async () => {
    const id = await message({ orderId });
    const res = await retry(cs, id);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Pesan dijadwalkan untuk dikirim ulang');
    expect(res.body.result).toMatchObject({ id, status: 'pending', attempts: 0, invoice, masked: true });
    const [row] = await t.app.db.select().from(outgoingMessages).where(eq(outgoingMessages.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await lockDueMessageIds(t.app.db, new Date(), 1000)).toContain(id);
    const audit = await auditRows(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorKind: 'staff',
      actorName: expect.any(String),
      action: 'message.retry',
      before: { status: 'failed', attempts: 12 },
      after: { status: 'pending', attempts: 0 },
    });
    expect((await list(owner, '?limit=50')).datas.map((m) => m.id)).not.toContain(id);
  });

  it('twice, or twice at once: queued once, one audit row, the other a 409 in Indonesian', async () => {
    const id = await message();
    const [a, b] = await Promise.all([retry(owner, id), retry(owner, id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.body.message).toBe(
      'Pesan ini tidak sedang gagal terkirim (sedang menunggu dikirim), jadi tidak dikirim ulang',
    );
    const again = await retry(owner, id);
    expect(again.statusCode).toBe(409);
    expect(await auditRows(id)).toHaveLength(1);
  });

  it('refuses a sent message (409), an unknown one (404) and an id that is not one (400), writing nothing', async () => {
    const sent = await message({ status: 'sent' });
    const res = await retry(owner, sent);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toContain('sudah terkirim');
    const [row] = await t.app.db.select().from(outgoingMessages).where(eq(outgoingMessages.id, sent));
    expect(row!.status).toBe('sent');
    expect(await auditRows(sent)).toHaveLength(0);
    const unknown = await retry(owner, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe('Pesan tidak ditemukan');
    const bad = await retry(owner, 'bukan-id');
    expect(bad.statusCode).toBe(400);
  });

  it('needs messages:resend: Gudang (orders:read without it) is refused (403 naming it, nothing written) and still lists', async () => {
    const gudang = await staffToken(t.app, 'gudang');
    const id = await message({ orderId });
    const res = await retry(gudang, id);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe('Akses ditolak: akun Anda tidak memiliki izin messages:resend');
    expect(res.body.errors).toEqual([expect.objectContaining({ value: { permission: 'messages:resend' } })]);
    const [row] = await t.app.db.select().from(outgoingMessages).where(eq(outgoingMessages.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 12 });
    expect(await auditRows(id)).toHaveLength(0);
    expect((await list(gudang, '?limit=50')).datas.map((m) => m.id)).toContain(id);
  });

  it('listing needs orders:read (Katalog: 403 naming it), and so does resending without messages:resend', async () => {
    const katalog = await staffToken(t.app, 'katalog');
    const id = await message();
    const listed = await adminCall(t.app, 'GET', '/admin/v1/messages/failed', { token: katalog });
    expect(listed.statusCode).toBe(403);
    expect(listed.body.message).toContain('orders:read');
    const res = await retry(katalog, id);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toContain('messages:resend');
  });
});
