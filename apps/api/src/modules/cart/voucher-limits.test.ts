import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippingService } from '@rona/domain';
import { orders, voucherUses, vouchers } from '../../db/schema';
import { harbolnasWindow, promos } from '../../db/seed/content/promos';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { TestMember } from '../../testing/members';
import { expireOverdueOrders } from '../orders/settlement';
import { createOrderCall, memberWithAddress, SERUM, setStock, SOAP, variantIdsBySlug } from '../orders/order-test-kit';

let t: TestApp;
let ids: Record<string, string> = {};
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  ids = await variantIdsBySlug(t);
  await setStock(t, [ids[SERUM]!], 5_000);
});
afterAll(() => t.close());

async function newVoucher(values: Partial<typeof vouchers.$inferInsert>) {
  const code = `V-${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await t.app.db
    .insert(vouchers)
    .values({
      code,
      name: `Potongan ${code}`,
      category: 'transaction',
      discType: 'fixed',
      discAmount: 10_000,
      maxDiscount: 0,
      minimumTransaction: 0,
      redeemCode: null,
      termsCondition: '-',
      expiresAt: new Date(Date.now() + 10 * day),
      ...values,
    })
    .returning();
  return row!;
}

/** A member's checkout of 2 serums with `voucherId` applied from the cart; answers the checkout id and the total on screen. */
async function voucherCheckout(m: TestMember, voucherId: string, slug = SERUM) {
  await m.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[slug], quantity: 2 });
  const applied = await m.call('PUT', '/e-commerce/cart/v1/update', { voucherId: [voucherId] });
  expect(applied.statusCode, applied.body.message).toBe(200);
  const id = (await m.call('GET', '/e-commerce/checkout/v1/new-checkout')).body.result.id as string;
  const services = (
    await m.call('GET', `/third-party/shipping/v1/express/price?destination=31.74.01&weight=1&checkout=${id}`)
  ).body.result.services as ShippingService[];
  await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${id}`, {
    shipping: { id: services.find((s) => !s.insurance)!.id, insurance: false },
  });
  const view = (
    await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${id}`, {
      payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' },
    })
  ).body.result;
  expect(view.summary.grandTotal).toBeGreaterThan(0);
  expect(view.vouchers.find((v: { id: string }) => v.id === voucherId)?.usable).toBe(true);
  return { id, grandTotal: view.summary.grandTotal as number };
}

const unusableReason = async (m: TestMember, voucherId: string) =>
  ((await m.call('GET', '/e-commerce/cart/v1/voucher')).body.result.unusable as { id: string; reason: string }[]).find(
    (v) => v.id === voucherId,
  )?.reason;

describe('vouchers with dates and limits', () => {
  it('a voucher before its start is unusable and says from when', async () => {
    const v = await newVoucher({ startsAt: new Date(Date.now() + 5 * day) });
    const m = await memberWithAddress(t);
    await m.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[SERUM], quantity: 1 });
    expect(await unusableReason(m, v.id)).toMatch(/^Promo berlaku mulai \d{1,2} \w+ \d{4}$/);
    const refused = await m.call('PUT', '/e-commerce/cart/v1/update', { voucherId: [v.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toMatch(/Promo berlaku mulai/);
  });

  it('a voucher after its end is unusable', async () => {
    const v = await newVoucher({ expiresAt: new Date(Date.now() - day) });
    const m = await memberWithAddress(t);
    await m.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[SERUM], quantity: 1 });
    expect(await unusableReason(m, v.id)).toBe('Promo sudah berakhir');
  });

  it('the total usage limit holds under parallel orders; a cancelled order gives its use back', async () => {
    const v = await newVoucher({ usageLimit: 2 });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => memberWithAddress(t)));
    const shown: { id: string; grandTotal: number }[] = [];
    for (const b of buyers) shown.push(await voucherCheckout(b, v.id));
    const results = await Promise.all(
      buyers.map((b, i) => createOrderCall(b, shown[i]!.id, { grandTotal: shown[i]!.grandTotal })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.body.result.vouchers[0]).toMatchObject({ usable: false, reason: 'Kuota promo sudah habis' });
    }
    expect(await t.app.db.select().from(voucherUses).where(eq(voucherUses.voucherId, v.id))).toHaveLength(2);
    // Every order placed was charged what its buyer saw.
    for (const [i, r] of results.entries()) {
      if (r.statusCode !== 200) continue;
      const [o] = await t.app.db.select().from(orders).where(eq(orders.invoice, r.body.result.order.invoice_number));
      expect(o!.grandTotal).toBe(shown[i]!.grandTotal);
    }
    const winner = buyers[results.findIndex((r) => r.statusCode === 200)]!;
    const invoice = results.find((r) => r.statusCode === 200)!.body.result.order.invoice_number as string;
    expect((await winner.call('GET', `/e-commerce/order/v1/cancel/${invoice}`)).statusCode).toBe(200);
    expect(await t.app.db.select().from(voucherUses).where(eq(voucherUses.voucherId, v.id))).toHaveLength(1);
    const late = await memberWithAddress(t);
    const again = await voucherCheckout(late, v.id);
    expect((await createOrderCall(late, again.id, { grandTotal: again.grandTotal })).statusCode).toBe(200);
  });

  it('the per-member limit holds under parallel orders of one member; an expired order gives its use back', async () => {
    const v = await newVoucher({ perMemberLimit: 1 });
    const m = await memberWithAddress(t);
    // Two checkouts of the same voucher (two tabs), different lines so neither is the other's cart.
    const first = await voucherCheckout(m, v.id);
    expect((await m.call('DELETE', `/e-commerce/cart/v1/delete/${ids[SERUM]}`)).statusCode).toBe(200);
    const second = await voucherCheckout(m, v.id, SOAP);
    const results = await Promise.all([
      createOrderCall(m, first.id, { grandTotal: first.grandTotal }),
      createOrderCall(m, second.id, { grandTotal: second.grandTotal }),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await unusableReason(m, v.id)).toBe('Promo ini hanya dapat dipakai sekali per member dan sudah kamu pakai');
    // The order expires unpaid: the member may use the voucher again.
    const invoice = results.find((r) => r.statusCode === 200)!.body.result.order.invoice_number as string;
    await t.app.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.invoice, invoice));
    await expireOverdueOrders(t.app.db, new Date(), { payments: t.app.payments });
    expect((await t.app.db.select().from(orders).where(eq(orders.invoice, invoice)))[0]!.status).toBe('EXPIRED');
    expect(await unusableReason(m, v.id)).toBeUndefined();
  });
});

describe('seeded vouchers', () => {
  it('RONA1212 runs with its promo, 12–15 Desember WIB, as its terms say; the birthday voucher is once per member', () => {
    const window = harbolnasWindow(new Date('2026-11-22T05:00:00Z'));
    // 00.00 WIB on the 12th to 23.59.59 WIB on the 15th.
    expect(window.start.toISOString()).toBe('2026-12-11T17:00:00.000Z');
    expect(window.end.toISOString()).toBe('2026-12-15T16:59:59.000Z');
    expect(harbolnasWindow(new Date('2026-12-20T00:00:00Z')).start.toISOString()).toBe('2027-12-11T17:00:00.000Z');
    const promo = promos.find((p) => p.vouchers.some((v) => v.redeemCode === 'RONA1212'))!;
    const rona1212 = promo.vouchers.find((v) => v.redeemCode === 'RONA1212')!;
    expect('calendar' in promo && promo.calendar).toBe(harbolnasWindow);
    expect('withPromo' in rona1212 && rona1212.withPromo).toBe(true);
    expect(rona1212.termsCondition).toMatch(/12–15 Desember/);
    const birthday = promos.flatMap((p) => p.vouchers).find((v) => v.name === 'Kado Ulang Tahun Rp50.000')!;
    expect(birthday.perMemberLimit).toBe(1);
  });
});
