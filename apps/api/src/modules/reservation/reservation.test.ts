import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippingService } from '@rona/domain';
import { voucherUses, vouchers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { TestMember } from '../../testing/members';
import { loadPoints, recordPoints } from '../account/points';
import {
  createOrderCall,
  memberPointsCheckout,
  memberWithAddress,
  SERUM,
  SOAP,
  variantIdsBySlug,
  variantStock,
} from '../orders/order-test-kit';

let t: TestApp;
let ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids = await variantIdsBySlug(t);
});
afterAll(() => t.close());

/** What a member's order can hold: the variant's stock, the member's points, their voucher uses. */
async function held(m: TestMember, variantId: string) {
  return {
    stock: await variantStock(t, variantId),
    points: (await loadPoints(t.app.db, m.userId, 1, 1)).datas.totalPoint,
    voucherUses: (await t.app.db.select().from(voucherUses).where(eq(voucherUses.userId, m.userId))).length,
  };
}

const cancel = (m: TestMember, invoice: string) => m.call('GET', `/e-commerce/order/v1/cancel/${invoice}`);

/** Issue 25 §11: releasing an order gives back exactly what reserving it took. */
describe('an order reserves, a cancelled order releases the same', () => {
  it('stock and points', async () => {
    const m = await memberWithAddress(t);
    await recordPoints(t.app.db, { userId: m.userId, type: 'income', point: 5_000 }, new Date(Date.now() - 60_000));
    const before = await held(m, ids[SOAP]!);
    const { id } = await memberPointsCheckout(t, m, { slug: SOAP, id: ids[SOAP]! });
    const placed = await createOrderCall(m, id);
    expect(placed.statusCode).toBe(200);
    expect(await held(m, ids[SOAP]!)).toEqual({ ...before, stock: before.stock - 1, points: before.points - 5_000 });
    expect((await cancel(m, placed.body.result.order.invoice_number)).statusCode).toBe(200);
    expect(await held(m, ids[SOAP]!)).toEqual(before);
  });

  it('stock and a voucher', async () => {
    const m = await memberWithAddress(t);
    const [voucher] = await t.app.db
      .insert(vouchers)
      .values({
        code: `R-${Math.random().toString(36).slice(2, 10)}`,
        name: 'Potongan Reservasi',
        category: 'transaction',
        discType: 'fixed',
        discAmount: 10_000,
        maxDiscount: 0,
        minimumTransaction: 0,
        redeemCode: null,
        termsCondition: '-',
        expiresAt: new Date(Date.now() + 86_400_000),
        usageLimit: 5,
      })
      .returning();
    const before = await held(m, ids[SERUM]!);
    await m.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[SERUM], quantity: 2 });
    expect((await m.call('PUT', '/e-commerce/cart/v1/update', { voucherId: [voucher!.id] })).statusCode).toBe(200);
    const id = (await m.call('GET', '/e-commerce/checkout/v1/new-checkout')).body.result.id as string;
    const services = (
      await m.call('GET', `/third-party/shipping/v1/express/price?destination=31.74.01&weight=1&checkout=${id}`)
    ).body.result.services as ShippingService[];
    await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${id}`, {
      shipping: { id: services.find((s) => !s.insurance)!.id, insurance: false },
    });
    await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${id}`, {
      payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' },
    });
    const placed = await createOrderCall(m, id);
    expect(placed.statusCode).toBe(200);
    expect(await held(m, ids[SERUM]!)).toEqual({ ...before, stock: before.stock - 2, voucherUses: 1 });
    expect((await cancel(m, placed.body.result.order.invoice_number)).statusCode).toBe(200);
    expect(await held(m, ids[SERUM]!)).toEqual(before);
  });
});
