import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, variants } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { memberWithAddress, notifyPayment, readyMemberCheckout } from '../modules/orders/order-test-kit';
import { runOps } from './commands';

let t: TestApp;
let variantId = '';

beforeAll(async () => {
  t = await createTestApp({ env: { OPS_TOKEN: 'ops-rahasia-panjang-16' } });
  variantId = (
    await t.app.db.select({ id: variants.id }).from(variants).where(eq(variants.slug, 'sabun-wajah-lembut-100-ml'))
  )[0]!.id;
});
afterAll(() => t.close());

async function paidOrder(): Promise<string> {
  const m = await memberWithAddress(t);
  const res = await m.call('POST', '/e-commerce/order/v1/create-order', {
    checkoutId: await readyMemberCheckout(m, variantId, 1),
  });
  const invoice = res.body.result.order.invoice_number as string;
  const [row] = await t.app.db.select().from(orders).where(eq(orders.invoice, invoice));
  await notifyPayment(t, invoice, row!.grandTotal);
  return invoice;
}

describe('ops tool', () => {
  it('lists orders by status with the moves an operator may make', async () => {
    const invoice = await paidOrder();
    const lines = await runOps(t.app.db, ['list', '--status', 'waiting_confirm']);
    expect(lines.find((l) => l.startsWith(invoice))).toMatch(/WAITING_CONFIRM .*→ confirm, process$/);
    expect(await runOps(t.app.db, ['list', '--status', 'REFUND_APPROVED'])).toEqual(['Tidak ada pesanan.']);
    await expect(runOps(t.app.db, ['list', '--status', 'NGAWUR'])).rejects.toThrow('Status tidak dikenal: NGAWUR');
  });

  it('walks an order to DELIVERED through the state machine and refuses skipped steps', async () => {
    const invoice = await paidOrder();
    await expect(runOps(t.app.db, ['advance', invoice, 'deliver'])).rejects.toThrow(
      `${invoice} berstatus WAITING_CONFIRM: 'deliver' tidak bisa (bisa: confirm, process)`,
    );
    for (const [word, status] of [
      ['process', 'PROCESS'],
      ['courier', 'WAITING_COURIER'],
      ['ship', 'SHIPPED'],
      ['deliver', 'DELIVERED'],
    ] as const) {
      const extra = word === 'ship' ? ['--waybill', 'jne0012345678'] : [];
      expect(await runOps(t.app.db, ['advance', invoice, word, ...extra])).toEqual([`${invoice}: ${status}`]);
    }
    await expect(runOps(t.app.db, ['advance', 'NMW-TIDAK-ADA', 'ship'])).rejects.toThrow(
      'Pesanan NMW-TIDAK-ADA tidak ditemukan',
    );
    await expect(runOps(t.app.db, ['advance', invoice, 'terbang'])).rejects.toThrow('npm run ops -- list');
    await expect(runOps(t.app.db, ['entah'])).rejects.toThrow('npm run ops -- advance');
  });

  it('answers --help with the usage (not an error)', async () => {
    for (const help of [['--help'], ['-h'], ['help']])
      expect((await runOps(t.app.db, help)).join('\n')).toContain('npm run ops -- list');
    await expect(runOps(t.app.db, [])).rejects.toThrow('npm run ops -- list');
  });

  it('approves a refund request and puts the units back', async () => {
    const invoice = await paidOrder();
    await t.app.db.update(orders).set({ status: 'REQUEST_REFUND' }).where(eq(orders.invoice, invoice));
    const stock = async () =>
      (await t.app.db.select({ s: variants.stock }).from(variants).where(eq(variants.id, variantId)))[0]!.s;
    const before = await stock();
    expect(await runOps(t.app.db, ['advance', invoice, 'approve-refund', '--note', 'disetujui'])).toEqual([
      expect.stringMatching(new RegExp(`^${invoice}: REFUND_APPROVED, dana dikembalikan Rp `)),
    ]);
    expect(await stock()).toBe(before + 1);
  });

  it('expires overdue orders on demand', async () => {
    const m = await memberWithAddress(t);
    const res = await m.call('POST', '/e-commerce/order/v1/create-order', {
      checkoutId: await readyMemberCheckout(m, variantId, 1),
    });
    const invoice = res.body.result.order.invoice_number as string;
    expect(await runOps(t.app.db, ['expire-overdue'])).toEqual(['Tidak ada pesanan yang kedaluwarsa.']);
    expect(await runOps(t.app.db, ['expire-overdue'], new Date(Date.now() + 25 * 3600_000))).toEqual([
      `${invoice}: EXPIRED`,
    ]);
  });

  it("runs the expiry job at a tester's later time, but never in production", async () => {
    const m = await memberWithAddress(t);
    const res = await m.call('POST', '/e-commerce/order/v1/create-order', {
      checkoutId: await readyMemberCheckout(m, variantId, 1),
    });
    const invoice = res.body.result.order.invoice_number as string;
    const later = new Date(Date.now() + 25 * 3600_000).toISOString();
    await expect(
      runOps(t.app.db, ['expire-overdue', '--as-of', later], new Date(), { production: true }),
    ).rejects.toThrow('--as-of tidak tersedia di produksi');
    await expect(runOps(t.app.db, ['expire-overdue', '--as-of', 'besok'])).rejects.toThrow('Waktu tidak valid: besok');
    const other = (
      await m.call('POST', '/e-commerce/order/v1/create-order', {
        checkoutId: await readyMemberCheckout(m, variantId, 1),
      })
    ).body.result.order.invoice_number as string;
    // --invoice keeps a tester's clock to one order; the other stays payable.
    expect(await runOps(t.app.db, ['expire-overdue', '--invoice', invoice, '--as-of', later])).toEqual([
      `${invoice}: EXPIRED`,
    ]);
    expect(await runOps(t.app.db, ['list', '--status', 'WAITING_PAYMENT'])).toEqual(
      expect.arrayContaining([expect.stringContaining(other)]),
    );
  });
});

describe('ops over HTTP (a running API on PGlite)', () => {
  const run = (token: string | null, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/ops/v1/run',
      headers: token ? { 'x-ops-token': token } : {},
      payload: payload as object,
    });

  it('runs the same commands with the operator token only', async () => {
    const invoice = await paidOrder();
    expect((await run(null, { args: ['list'] })).statusCode).toBe(401);
    expect((await run('salah', { args: ['list'] })).statusCode).toBe(401);
    expect((await run('ops-rahasia-panjang-16', { args: [] })).statusCode).toBe(400);
    const moved = await run('ops-rahasia-panjang-16', { args: ['advance', invoice, 'confirm'] });
    expect(moved.json()).toMatchObject({ status: true, result: { lines: [`${invoice}: PROCESS`] } });
    const refused = await run('ops-rahasia-panjang-16', { args: ['advance', invoice, 'confirm'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('berstatus PROCESS');
  });
});
