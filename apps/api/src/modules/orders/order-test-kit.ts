import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ShippingService } from '@rona/domain';
import { addresses, checkouts, orders, variants } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import type { Answer } from '../../testing/envelope';
import { newMember, type TestMember } from '../../testing/members';
import { SYSTEM_ACTOR } from '../audit/record';
import { dokuTimestamp, signedHeaders } from '../payments/signature';
import { setStockLevel } from '../stock/ledger';

export const JAKARTA = { provinceId: '31', cityId: '31.74', districtId: '31.74.01' };
export const BANDUNG = { provinceId: '32', cityId: '32.73', districtId: '32.73.01' };

export const SERUM = 'serum-niacinamide-20-ml';
export const SOAP = 'sabun-wajah-lembut-100-ml';

/** The seeded variants' ids by slug. */
export async function variantIdsBySlug(t: TestApp): Promise<Record<string, string>> {
  const rows = await t.app.db.select({ id: variants.id, slug: variants.slug }).from(variants);
  return Object.fromEntries(rows.map((v) => [v.slug, v.id]));
}

/** Sets sizes' stock through the stock ledger (a koreksi movement each), so stock stays the sum of its movements. */
export async function setStock(t: TestApp, variantIds: readonly string[], level: number): Promise<void> {
  await t.app.db.transaction(async (tx) => {
    for (const id of variantIds) {
      await setStockLevel(tx, id, level, { reason: 'koreksi', actor: SYSTEM_ACTOR, at: new Date(), note: 'Uji' });
    }
  });
}

export const variantStock = async (t: TestApp, variantId: string) =>
  (await t.app.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId)))[0]!.stock;

export const orderRow = async (t: TestApp, invoice: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.invoice, invoice)))[0]!;

export const createOrderCall = (m: TestMember, checkoutId: string, extra: object = {}) =>
  m.call('POST', '/e-commerce/order/v1/create-order', { checkoutId, ...extra });

/** A new member with an address and an unpaid virtual-account order of `quantity` units of the variant. */
export async function placedMemberOrder(t: TestApp, variantId: string, quantity = 1) {
  const m = await memberWithAddress(t);
  const checkoutId = await readyMemberCheckout(m, variantId, quantity);
  const res = await createOrderCall(m, checkoutId);
  expect(res.statusCode).toBe(200);
  return { m, checkoutId, invoice: res.body.result.order.invoice_number as string };
}

export async function memberWithAddress(t: TestApp): Promise<TestMember> {
  const m = await newMember(t.app);
  await t.app.db.insert(addresses).values({
    userId: m.userId,
    label: 'Rumah',
    recipientName: 'Sari',
    phone: '6281234567890',
    street: 'Jl. Tebet Raya 1',
    note: '',
    postalCode: '12810',
    primary: true,
    ...JAKARTA,
  });
  return m;
}

/** A member's checkout started from the cart, with a courier and a payment method chosen. */
export async function readyMemberCheckout(
  m: TestMember,
  variantId: string,
  quantity = 1,
  method = 'VIRTUAL_ACCOUNT_BCA',
): Promise<string> {
  expect((await m.call('POST', '/e-commerce/cart/v1/create', { itemId: variantId, quantity })).statusCode).toBe(200);
  const started = await m.call('GET', '/e-commerce/checkout/v1/new-checkout');
  expect(started.statusCode).toBe(200);
  const id = started.body.result.id as string;
  const services = (
    await m.call('GET', `/third-party/shipping/v1/express/price?destination=31.74.01&weight=1&checkout=${id}`)
  ).body.result.services as ShippingService[];
  const chosen = await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${id}`, {
    shipping: { id: services[0]!.id, insurance: services[0]!.insurance },
  });
  expect(chosen.statusCode).toBe(200);
  expect(
    (
      await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${id}`, {
        payment: { type: 'doku', methode: method },
      })
    ).statusCode,
  ).toBe(200);
  return id;
}

export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  auth: string | null,
  body?: unknown,
): Promise<Answer> {
  const res = await t.app.inject({
    method,
    url,
    headers: auth ? { authorization: auth } : {},
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { statusCode: res.statusCode, body: res.json() };
}

const guestAddress = {
  label: 'Rumah',
  recipientName: 'Tamu',
  phone: '081234567890',
  street: 'Jl. Dago 10',
  postalCode: '40135',
  email: 'tamu@contoh.id',
  ...BANDUNG,
};

/**
 * A member checkout of one unit of a variant at its regular price (no promo, so points are allowed),
 * written straight to the database, then the courier `pick` chooses (the first by default), a
 * virtual account and points chosen through the API; answers its id and the summary on screen.
 */
export async function memberPointsCheckout(
  t: TestApp,
  m: TestMember,
  variant: { slug: string; id: string },
  pick: (services: ShippingService[]) => ShippingService = (services) => services[0]!,
) {
  const [variantRow] = await t.app.db
    .select({ productId: variants.productId })
    .from(variants)
    .where(eq(variants.id, variant.id));
  const [row] = await t.app.db
    .insert(checkouts)
    .values({
      userId: m.userId,
      lines: [
        {
          variantId: variant.id,
          productId: variantRow!.productId,
          name: variant.slug,
          size: '',
          url: `rona/${variant.slug}`,
          image: '',
          weight: 120,
          quantity: 1,
          price: 80_000,
          finalPrice: 80_000,
          discountId: null,
        },
      ],
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning({ id: checkouts.id });
  const id = row!.id;
  const services = (
    await m.call('GET', `/third-party/shipping/v1/express/price?destination=31.74.01&weight=1&checkout=${id}`)
  ).body.result.services as ShippingService[];
  await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${id}`, {
    shipping: { id: pick(services).id, insurance: false },
  });
  await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${id}`, {
    payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' },
  });
  const view = (await m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${id}`, { usingPoint: true })).body.result;
  return { id, summary: view.summary };
}

/** A guest checkout with address, courier and payment; answers its id and the guest token. */
export async function readyGuestCheckout(
  t: TestApp,
  apiKey: string,
  variantId: string,
  quantity = 1,
): Promise<{ id: string; token: string }> {
  const started = await call(t, 'POST', '/e-commerce/guest/v1/checkout', apiKey, {
    products: [{ id: variantId, quantity }],
  });
  expect(started.statusCode).toBe(200);
  const id = started.body.result.id as string;
  const first = await call(t, 'PUT', `/e-commerce/guest/v1/update-checkout/${id}`, apiKey, {
    customer: { address: guestAddress },
  });
  const token = first.body.result.token as string;
  const services = (
    await call(t, 'GET', `/third-party/shipping/v1/express/price?destination=32.73.01&weight=80&checkout=${id}`, apiKey)
  ).body.result.services as ShippingService[];
  const auth = `Bearer ${token}`;
  expect(
    (
      await call(t, 'PUT', `/e-commerce/guest/v1/update-checkout/${id}`, auth, {
        shipping: { id: services[0]!.id, insurance: services[0]!.insurance },
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await call(t, 'PUT', `/e-commerce/guest/v1/update-checkout/${id}`, auth, {
        payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' },
      })
    ).statusCode,
  ).toBe(200);
  return { id, token };
}

/** The provider's signed notification for one invoice (as the sandbox would send it). */
export async function notifyPayment(
  t: TestApp,
  invoice: string,
  amount: number,
  status: 'SUCCESS' | 'FAILED' = 'SUCCESS',
) {
  const raw = JSON.stringify({
    service: { id: 'VIRTUAL_ACCOUNT' },
    acquirer: { id: 'BCA' },
    channel: { id: 'VIRTUAL_ACCOUNT_BCA' },
    order: { invoice_number: invoice, amount },
    virtual_account_info: { virtual_account_number: '3935800000000001' },
    transaction: { status, date: new Date().toISOString(), original_request_id: 'r-1' },
  });
  const { dokuClientId, dokuSecretKey } = t.config.payment;
  const headers = signedHeaders(
    {
      clientId: dokuClientId,
      requestId: randomUUID(),
      requestTimestamp: dokuTimestamp(new Date()),
      requestTarget: '/payment/v1/notification/doku',
      body: raw,
    },
    dokuSecretKey,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/payment/v1/notification/doku',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: raw,
  });
  return { statusCode: res.statusCode, body: res.json() as { result?: { status: string } } };
}
