import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippingService } from '@rona/domain';
import { cartItems, orders } from '../../db/schema';
import { API_KEY, createTestApp, type TestApp } from '../../testing/test-app';
import {
  call,
  createOrderCall,
  memberWithAddress,
  readyMemberCheckout,
  SERUM,
  SOAP,
  variantIdsBySlug,
  variantStock,
} from './order-test-kit';

let t: TestApp;
let ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids = await variantIdsBySlug(t);
});
afterAll(() => t.close());

const guestAddress = {
  label: 'Rumah',
  recipientName: 'Tamu',
  phone: '081298765432',
  street: 'Jl. Dago 10',
  postalCode: '40135',
  email: 'dua-tab@contoh.id',
  provinceId: '32',
  cityId: '32.73',
  districtId: '32.73.01',
};

/** A guest's second tab: a checkout of the same local cart, filled in on its own (its own token). */
async function guestTab(products: { id: string; quantity: number }[]) {
  const started = await call(t, 'POST', '/e-commerce/guest/v1/checkout', API_KEY, { products });
  expect(started.statusCode).toBe(200);
  const id = started.body.result.id as string;
  const token = (
    await call(t, 'PUT', `/e-commerce/guest/v1/update-checkout/${id}`, API_KEY, { customer: { address: guestAddress } })
  ).body.result.token as string;
  const auth = `Bearer ${token}`;
  const services = (
    await call(t, 'GET', `/third-party/shipping/v1/express/price?destination=32.73.01&weight=80&checkout=${id}`, auth)
  ).body.result.services as ShippingService[];
  const optional = services.find((s) => !s.insurance)!;
  expect(
    (
      await call(t, 'PUT', `/e-commerce/guest/v1/update-checkout/${id}`, auth, {
        shipping: { id: optional.id, insurance: false },
      })
    ).statusCode,
  ).toBe(200);
  const view = await call(t, 'PUT', `/e-commerce/guest/v1/update-checkout/${id}`, auth, {
    payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' },
  });
  return { id, auth, grandTotal: view.body.result.summary.grandTotal as number };
}

describe('one cart, one order', () => {
  it('a member with two tabs: the second checkout of the same cart is refused once the first is ordered; stock reserved once', async () => {
    const m = await memberWithAddress(t);
    const first = await readyMemberCheckout(m, ids[SOAP]!, 2);
    // The second tab presses 'Beli' on the same cart (nothing added: the cart still holds the 2 units).
    const second = (await m.call('GET', '/e-commerce/checkout/v1/new-checkout')).body.result.id as string;
    const services = (
      await m.call('GET', `/third-party/shipping/v1/express/price?destination=31.74.01&weight=1&checkout=${second}`)
    ).body.result.services as ShippingService[];
    await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${second}`, {
      shipping: { id: services.find((s) => !s.insurance)!.id, insurance: false },
    });
    await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${second}`, {
      payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' },
    });
    const before = await variantStock(t, ids[SOAP]!);

    expect((await createOrderCall(m, first)).statusCode).toBe(200);
    // The order took its lines out of the cart.
    expect(await t.app.db.select().from(cartItems).where(eq(cartItems.userId, m.userId))).toEqual([]);
    const again = await createOrderCall(m, second);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toMatch(/sudah dipesan/);
    expect(await variantStock(t, ids[SOAP]!)).toBe(before - 2);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, m.userId))).toHaveLength(1);
  });

  it('a member with two tabs pressing Bayar at once: one order, the other refused', async () => {
    const m = await memberWithAddress(t);
    const first = await readyMemberCheckout(m, ids[SERUM]!, 1);
    const second = (await m.call('GET', '/e-commerce/checkout/v1/new-checkout')).body.result.id as string;
    const services = (
      await m.call('GET', `/third-party/shipping/v1/express/price?destination=31.74.01&weight=1&checkout=${second}`)
    ).body.result.services as ShippingService[];
    await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${second}`, {
      shipping: { id: services.find((s) => !s.insurance)!.id, insurance: false },
    });
    await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${second}`, {
      payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' },
    });
    const results = await Promise.all([createOrderCall(m, first), createOrderCall(m, second)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, m.userId))).toHaveLength(1);
  });

  it('a guest with two tabs of one local cart: the second checkout is refused, stock reserved once', async () => {
    const cart = [{ id: ids[SOAP]!, quantity: 3 }];
    const a = await guestTab(cart);
    const b = await guestTab(cart);
    const before = await variantStock(t, ids[SOAP]!);
    expect(
      (
        await call(t, 'POST', '/e-commerce/order/v1/create-order-guest', a.auth, {
          checkoutId: a.id,
          grandTotal: a.grandTotal,
        })
      ).statusCode,
    ).toBe(200);
    const refused = await call(t, 'POST', '/e-commerce/order/v1/create-order-guest', b.auth, {
      checkoutId: b.id,
      grandTotal: b.grandTotal,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toMatch(/sudah dipesan/);
    expect(await variantStock(t, ids[SOAP]!)).toBe(before - 3);
  });
});

describe("'Bayar' once", () => {
  it('a repeated request for the same checkout answers the order already made (member, also in parallel)', async () => {
    const m = await memberWithAddress(t);
    const id = await readyMemberCheckout(m, ids[SOAP]!, 1);
    const before = await variantStock(t, ids[SOAP]!);
    const [a, b] = await Promise.all([createOrderCall(m, id), createOrderCall(m, id)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.body.result.order.invoice_number).toBe(a.body.result.order.invoice_number);
    const later = await createOrderCall(m, id);
    expect(later.statusCode).toBe(200);
    expect(later.body.result.order.invoice_number).toBe(a.body.result.order.invoice_number);
    expect(await variantStock(t, ids[SOAP]!)).toBe(before - 1);
    // Another member's request for it still answers like a missing checkout.
    const stranger = await memberWithAddress(t);
    expect((await createOrderCall(stranger, id)).statusCode).toBe(404);
  });

  it('a guest repeating the request gets the same uuid; without the token it stays refused', async () => {
    const tab = await guestTab([{ id: ids[SERUM]!, quantity: 1 }]);
    const first = await call(t, 'POST', '/e-commerce/order/v1/create-order-guest', tab.auth, {
      checkoutId: tab.id,
      grandTotal: tab.grandTotal,
    });
    expect(first.statusCode).toBe(200);
    const again = await call(t, 'POST', '/e-commerce/order/v1/create-order-guest', tab.auth, {
      checkoutId: tab.id,
      grandTotal: tab.grandTotal,
    });
    expect(again.statusCode).toBe(200);
    expect(again.body.result.uuid).toBe(first.body.result.uuid);
    expect(
      (await call(t, 'POST', '/e-commerce/order/v1/create-order-guest', 'Bearer lain', { checkoutId: tab.id }))
        .statusCode,
    ).toBe(404);
  });
});
