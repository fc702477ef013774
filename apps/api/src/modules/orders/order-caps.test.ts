import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippingService } from '@rona/domain';
import { orderLines, orders, variants } from '../../db/schema';
import { API_KEY, createTestApp, type TestApp } from '../../testing/test-app';
import type { Answer } from '../../testing/envelope';
import {
  createOrderCall,
  memberWithAddress,
  readyMemberCheckout,
  SERUM,
  setStock,
  SOAP,
  variantIdsBySlug,
} from './order-test-kit';

let t: TestApp;
let ids: Record<string, string> = {};
const VITAMIN_C = 'serum-vitamin-c-30-ml';

beforeAll(async () => {
  t = await createTestApp();
  ids = await variantIdsBySlug(t);
  await setStock(t, [ids[SOAP]!, ids[SERUM]!, ids[VITAMIN_C]!], 5_000);
});
afterAll(() => t.close());

/** A call from one client address (the scripted guest's). */
async function from(
  ip: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  auth: string,
  body?: unknown,
): Promise<Answer> {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { authorization: auth },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { statusCode: res.statusCode, body: res.json() };
}

let n = 0;
/** A guest with fresh contact details each time (a script dodging the per-contact cap) places one order of `lines`. */
async function guestOrder(
  ip: string,
  lines: { id: string; quantity: number }[],
  contact?: { email: string; phone: string },
): Promise<Answer> {
  n += 1;
  const started = await from(ip, 'POST', '/e-commerce/guest/v1/checkout', API_KEY, { products: lines });
  if (started.statusCode !== 200) return started;
  const id = started.body.result.id as string;
  const who = contact ?? { email: `skrip-${n}@contoh.id`, phone: `0812${String(10_000_000 + n)}` };
  const address = {
    label: 'Rumah',
    recipientName: 'Skrip',
    street: 'Jl. Dago 10',
    postalCode: '40135',
    provinceId: '32',
    cityId: '32.73',
    districtId: '32.73.01',
    ...who,
  };
  const first = await from(ip, 'PUT', `/e-commerce/guest/v1/update-checkout/${id}`, API_KEY, { customer: { address } });
  const auth = `Bearer ${first.body.result.token as string}`;
  const priced = await from(
    ip,
    'GET',
    `/third-party/shipping/v1/express/price?destination=32.73.01&weight=80&checkout=${id}`,
    auth,
  );
  const services = (priced.body.result?.services ?? []) as ShippingService[];
  if (!services.some((s) => !s.insurance)) return priced.statusCode === 200 ? { ...priced, statusCode: 400 } : priced;
  await from(ip, 'PUT', `/e-commerce/guest/v1/update-checkout/${id}`, auth, {
    shipping: { id: services.find((s) => !s.insurance)!.id, insurance: false },
  });
  const view = await from(ip, 'PUT', `/e-commerce/guest/v1/update-checkout/${id}`, auth, {
    payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' },
  });
  return from(ip, 'POST', '/e-commerce/order/v1/create-order-guest', auth, {
    checkoutId: id,
    grandTotal: view.body.result.summary.grandTotal,
  });
}

/** Units held by unpaid orders placed from one client address. */
async function unitsHeldFrom(ip: string): Promise<number> {
  const rows = await t.app.db
    .select({ quantity: orderLines.quantity, status: orders.status })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.clientAddress, ip));
  return rows.filter((r) => r.status === 'WAITING_PAYMENT').reduce((s, r) => s + r.quantity, 0);
}

describe('per-order caps', () => {
  it('refuses more than the cap of one variant in the member cart, the guest checkout and the order', async () => {
    const m = await memberWithAddress(t);
    const tooMany = await m.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[SOAP], quantity: 11 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toBe('Maksimal 10 unit Sabun Wajah Lembut 100 ml per pesanan');
    expect((await m.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[SOAP], quantity: 10 })).statusCode).toBe(
      200,
    );
    expect((await m.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[SOAP], quantity: 1 })).statusCode).toBe(
      400,
    );
    expect((await m.call('PUT', `/e-commerce/cart/v1/edit-quantity/${ids[SOAP]}`, { quantity: 999 })).statusCode).toBe(
      400,
    );

    const guest = await from('198.51.100.1', 'POST', '/e-commerce/guest/v1/checkout', API_KEY, {
      products: [{ id: ids[SOAP], quantity: 999 }],
    });
    expect(guest.statusCode).toBe(400);
    expect(guest.body.message).toMatch(/^Maksimal 10 unit/);
    const units = await from('198.51.100.1', 'POST', '/e-commerce/guest/v1/checkout', API_KEY, {
      products: [
        { id: ids[SOAP], quantity: 10 },
        { id: ids[SERUM], quantity: 10 },
        { id: ids[VITAMIN_C], quantity: 10 },
        { id: ids['serum-niacinamide-20-ml'] ?? ids[SERUM], quantity: 1 },
      ],
    });
    expect(units.statusCode).toBe(400);

    // A variant's own cap, lowered after the checkout started, is checked again at the order.
    const buyer = await memberWithAddress(t);
    const id = await readyMemberCheckout(buyer, ids[VITAMIN_C]!, 4);
    await t.app.db.update(variants).set({ maxPerOrder: 2 }).where(eq(variants.id, ids[VITAMIN_C]!));
    try {
      const res = await createOrderCall(buyer, id);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toMatch(/^Maksimal 2 unit/);
    } finally {
      await t.app.db.update(variants).set({ maxPerOrder: null }).where(eq(variants.id, ids[VITAMIN_C]!));
    }
  });
});

describe('open unpaid orders and order rates', () => {
  it('a member has at most 3 unpaid orders open at once', async () => {
    const m = await memberWithAddress(t);
    for (let i = 0; i < 3; i++)
      expect((await createOrderCall(m, await readyMemberCheckout(m, ids[SOAP]!, 1))).statusCode).toBe(200);
    // The fourth 'Beli' is refused already, with the reason the unpaid tab shows (spec 1 §4).
    expect((await m.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[SOAP], quantity: 1 })).statusCode).toBe(
      200,
    );
    const fourth = await m.call('GET', '/e-commerce/checkout/v1/new-checkout');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.body.message).toBe(
      'Kamu masih memiliki 3 pesanan yang belum dibayar. Selesaikan atau batalkan pesanan tersebut terlebih dahulu',
    );
  });

  it('a guest e-mail or phone has at most 2 unpaid orders open at once', async () => {
    const contact = { email: 'sama@contoh.id', phone: '081311112222' };
    expect((await guestOrder('198.51.100.2', [{ id: ids[SOAP]!, quantity: 1 }], contact)).statusCode).toBe(200);
    expect((await guestOrder('198.51.100.3', [{ id: ids[SERUM]!, quantity: 1 }], contact)).statusCode).toBe(200);
    const third = await guestOrder('198.51.100.4', [{ id: ids[VITAMIN_C]!, quantity: 1 }], {
      ...contact,
      email: 'lain@contoh.id',
    });
    expect(third.statusCode).toBe(409);
    expect(third.body.message).toMatch(/^Masih ada 2 pesanan belum dibayar/);
  });

  it('rate-limits guest checkouts per client address', async () => {
    const ip = '198.51.100.9';
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        (
          await from(ip, 'POST', '/e-commerce/guest/v1/checkout', API_KEY, {
            products: [{ id: ids[SOAP], quantity: 1 }],
          })
        ).statusCode,
      );
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers[10]).toBe(429);
    // Another address is not slowed.
    expect(
      (
        await from('198.51.100.10', 'POST', '/e-commerce/guest/v1/checkout', API_KEY, {
          products: [{ id: ids[SOAP], quantity: 1 }],
        })
      ).statusCode,
    ).toBe(200);
  });

  it('rate-limits order requests per member (every try counts)', async () => {
    const m = await memberWithAddress(t);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push((await createOrderCall(m, '00000000-0000-4000-8000-000000000000')).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(answers[10]).toBe(429);
  });

  it('a normal shopper (one order, a few items) meets no limit', async () => {
    expect(
      (
        await guestOrder('198.51.100.20', [
          { id: ids[SOAP]!, quantity: 2 },
          { id: ids[SERUM]!, quantity: 1 },
        ])
      ).statusCode,
    ).toBe(200);
    const m = await memberWithAddress(t);
    expect((await createOrderCall(m, await readyMemberCheckout(m, ids[SOAP]!, 3))).statusCode).toBe(200);
  });
});

describe('the hoarding bound', () => {
  it('a scripted guest with no account holds at most 90 units (3 open orders × 30 units) in 10 minutes from one address', async () => {
    const ip = '203.0.113.77';
    const BOUND = 3 * 30;
    const max = [
      { id: ids[SOAP]!, quantity: 10 },
      { id: ids[SERUM]!, quantity: 10 },
      { id: ids[VITAMIN_C]!, quantity: 10 },
    ];
    const answers: Answer[] = [];
    // Greedy script: the biggest order allowed, with fresh contact details, until it is refused, and a few more tries.
    for (let i = 0; i < 8; i++) {
      const greedy = await guestOrder(
        ip,
        max.map((l) => ({ ...l, quantity: 999 })),
      );
      expect([400, 429]).toContain(greedy.statusCode);
      answers.push(await guestOrder(ip, max));
    }
    const placed = answers.filter((a) => a.statusCode === 200).length;
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect([409, 429]).toContain(r.statusCode);
    const held = await unitsHeldFrom(ip);
    console.info(`hoarding bound: ${placed} orders placed, ${held} units held from one address (bound ${BOUND})`);
    expect(held).toBeLessThanOrEqual(BOUND);
    expect(held).toBe(BOUND);
  });
});
