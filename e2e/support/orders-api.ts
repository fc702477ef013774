import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { freshMember, keyHeaders, ok, wellStockedProduct, type FreshMember } from './shop-api';

/** A Jakarta address (district 31.74.01) the rate table serves. */
export const JAKARTA_ADDRESS = {
  label: 'Rumah',
  recipientName: 'Pembeli Uji',
  phone: '081298765432',
  street: 'Jl. Kenanga 3',
  postalCode: '12810',
  provinceId: '31',
  cityId: '31.74',
  districtId: '31.74.01',
} as const;

/** A member of this test only with one (primary) address: nobody else moves its checkout's destination. */
export async function memberWithAddress(request: APIRequestContext, fullName = 'Pembeli Uji'): Promise<FreshMember> {
  const member = await freshMember(request, fullName);
  await ok(
    await request.post('/api/profile/address/v1/create', {
      headers: member.headers,
      data: { ...JAKARTA_ADDRESS, recipientName: fullName },
    }),
  );
  return member;
}

/** cart → new-checkout → first courier → method → create-order through the API, as the checkout page does; answers the invoice. */
export async function placeMemberOrder(
  request: APIRequestContext,
  member: { headers: Record<string, string> },
  methode = 'VIRTUAL_ACCOUNT_BCA',
): Promise<string> {
  const { headers } = member;
  const product = await wellStockedProduct(request);
  await ok(
    await request.post('/api/e-commerce/cart/v1/create', { headers, data: { itemId: product.variantId, quantity: 1 } }),
  );
  const { id } = await ok<{ id: string }>(await request.get('/api/e-commerce/checkout/v1/new-checkout', { headers }));
  const { services } = await ok<{ services: { id: string; insurance: boolean }[] }>(
    await request.get('/api/third-party/shipping/v1/express/price', {
      headers,
      params: { destination: JAKARTA_ADDRESS.districtId, weight: 1, checkout: id },
    }),
  );
  const update = (data: object) => request.put(`/api/e-commerce/checkout/v1/update-checkout/${id}`, { headers, data });
  await ok(await update({ shipping: { id: services[0]?.id, insurance: services[0]?.insurance ?? false } }));
  await ok(await update({ payment: { type: 'doku', methode } }));
  const { order } = await ok<{ order: { invoice_number: string } }>(
    await request.post('/api/e-commerce/order/v1/create-order', { headers, data: { checkoutId: id } }),
  );
  return order.invoice_number;
}

/** A guest's order through the API (guest checkout, address with e-mail, courier, method); answers its uuid and invoice. */
export async function placeGuestOrder(
  request: APIRequestContext,
  methode = 'ONLINE_TO_OFFLINE_ALFA',
  productSlot = 0,
): Promise<{ uuid: string; invoice: string }> {
  // Guests share one client address in a test run: a slot of its own keeps the shop's 'already ordered' rule out of the way.
  const product = await wellStockedProduct(request, productSlot);
  const { id } = await ok<{ id: string }>(
    await request.post('/api/e-commerce/guest/v1/checkout', {
      headers: keyHeaders,
      data: { products: [{ id: product.variantId, quantity: 1 }] },
    }),
  );
  const address = { ...JAKARTA_ADDRESS, recipientName: 'Tamu Uji', email: 'tamu.uji@contoh.id' };
  const { token } = await ok<{ token: string }>(
    await request.put(`/api/e-commerce/guest/v1/update-checkout/${id}`, {
      headers: keyHeaders,
      data: { customer: { address } },
    }),
  );
  const guest = { Authorization: `Bearer ${token}` };
  const { services } = await ok<{ services: { id: string; insurance: boolean }[] }>(
    await request.get('/api/third-party/shipping/v1/express/price', {
      headers: guest,
      params: { destination: JAKARTA_ADDRESS.districtId, weight: 1, checkout: id },
    }),
  );
  const update = (data: object) =>
    request.put(`/api/e-commerce/guest/v1/update-checkout/${id}`, { headers: guest, data });
  await ok(await update({ shipping: { id: services[0]?.id, insurance: services[0]?.insurance ?? false } }));
  await ok(await update({ payment: { type: 'doku', methode } }));
  const { uuid } = await ok<{ uuid: string }>(
    await request.post('/api/e-commerce/order/v1/create-order-guest', { headers: guest, data: { checkoutId: id } }),
  );
  const payment = await ok<{ invoice: string }>(
    await request.get('/api/e-commerce/guest/v1/order-payment', { headers: keyHeaders, params: { search: uuid } }),
  );
  expect(payment.invoice).toMatch(/^NMW-/);
  return { uuid, invoice: payment.invoice };
}
