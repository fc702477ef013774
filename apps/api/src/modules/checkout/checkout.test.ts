import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippingService } from '@rona/domain';
import { CHECKOUT_SERVICE_FEE, insuranceAmount } from '@rona/rules';
import { addresses, checkouts, couriers, paymentMethods, pointLogs, variants, vouchers } from '../../db/schema';
import { API_KEY, createTestApp, type TestApp } from '../../testing/test-app';
import type { Answer } from '../../testing/envelope';
import { newMember, publicCall, type TestMember } from '../../testing/members';

let t: TestApp;
const ids: Record<string, string> = {};
const SERUM = 'serum-niacinamide-20-ml'; // 150.000, 20% off, 80 g
const SOAP = 'sabun-wajah-lembut-100-ml'; // 80.000, override 60.000, 120 g

beforeAll(async () => {
  t = await createTestApp();
  for (const v of await t.app.db.select({ id: variants.id, slug: variants.slug }).from(variants)) ids[v.slug] = v.id;
  // The fixture seeds JNE and one VA only; the rate table also prices these.
  await t.app.db.insert(couriers).values([
    { position: 5, code: 'pos', name: 'Pos Indonesia', image: '/media/logos/pos.svg' },
    { position: 6, code: 'gosend', name: 'GoSend', image: '/media/logos/gosend.svg' },
  ]);
  await t.app.db.insert(paymentMethods).values({
    position: 5,
    code: 'ONLINE_TO_OFFLINE_ALFA',
    name: 'Alfamart',
    category: 'other',
    groupName: 'Bayar di Gerai',
    photo: '/media/logos/alfa.svg',
  });
});
afterAll(() => t.close());

const JAKARTA = { provinceId: '31', cityId: '31.74', districtId: '31.74.01' };
const BANDUNG = { provinceId: '32', cityId: '32.73', districtId: '32.73.01' };
const addressValues = (userId: string, area: typeof JAKARTA, primary: boolean) => ({
  userId,
  label: 'Rumah' as const,
  recipientName: 'Sari',
  phone: '6281234567890',
  street: 'Jl. Tebet Raya 1',
  note: '',
  postalCode: '12810',
  primary,
  ...area,
});

async function memberWithAddress(): Promise<TestMember & { home: string; bandung: string }> {
  const m = await newMember(t.app);
  const [home] = await t.app.db
    .insert(addresses)
    .values(addressValues(m.userId, JAKARTA, true))
    .returning({ id: addresses.id });
  const [bandung] = await t.app.db
    .insert(addresses)
    .values(addressValues(m.userId, BANDUNG, false))
    .returning({ id: addresses.id });
  return { ...m, home: home!.id, bandung: bandung!.id };
}

/** A member checkout started the real way: cart lines, then new-checkout. */
async function startCheckout(m: TestMember, slug = SERUM, quantity = 2): Promise<string> {
  await m.call('POST', '/e-commerce/cart/v1/create', { itemId: ids[slug], quantity });
  const res = await m.call('GET', '/e-commerce/checkout/v1/new-checkout');
  expect(res.statusCode).toBe(200);
  return res.body.result.id;
}

/** A checkout row without promos (the fixture discounts every product), for points and vouchers. */
async function plainCheckout(userId: string, voucherIds: string[] = []): Promise<string> {
  const [row] = await t.app.db
    .insert(checkouts)
    .values({
      userId,
      guest: false,
      lines: [
        {
          variantId: ids[SOAP]!,
          productId: ids[SOAP]!,
          name: 'Sabun',
          size: '100 ml',
          url: `rona/${SOAP}`,
          image: '',
          weight: 120,
          quantity: 2,
          price: 80_000,
          finalPrice: 80_000,
          discountId: null,
        },
      ],
      voucherIds,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning({ id: checkouts.id });
  return row!.id;
}

const get = (m: TestMember, id: string) => m.call('GET', `/e-commerce/checkout/v1/checkout?checkoutId=${id}`);
const update = (m: TestMember, id: string, body: unknown) =>
  m.call('PUT', `/e-commerce/checkout/v1/update-checkout/${id}`, body);
const prices = (m: TestMember, id: string) =>
  m.call('GET', `/third-party/shipping/v1/express/price?destination=31.74.01&weight=1&checkout=${id}`);

async function guestCall(method: 'GET' | 'PUT', url: string, auth: string | null, body?: unknown): Promise<Answer> {
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

describe('member checkout', () => {
  it('needs a session and answers another member like a missing checkout', async () => {
    const owner = await memberWithAddress();
    const id = await startCheckout(owner);
    expect((await publicCall(t.app, 'GET', `/e-commerce/checkout/v1/checkout?checkoutId=${id}`)).statusCode).toBe(401);
    const other = await memberWithAddress();
    const stranger = await get(other, id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body.message).toBe('Checkout Tidak Valid');
    expect((await update(other, id, { usingPoint: false })).statusCode).toBe(404);
    expect((await prices(other, id)).statusCode).toBe(404);
    expect((await get(owner, 'bukan-uuid')).statusCode).toBe(404);
    const missing = await owner.call('GET', '/e-commerce/checkout/v1/checkout');
    expect(missing.statusCode).toBe(400);
    expect(missing.body.errors?.[0]?.message).toBe('Checkout Data Tidak Valid');
    // A member's checkout is not reachable as a guest.
    expect((await guestCall('GET', `/e-commerce/guest/v1/checkout-guest?checkoutId=${id}`, API_KEY)).statusCode).toBe(
      404,
    );
  });

  it('reads the frozen lines with the primary address and a recomputed summary', async () => {
    const m = await memberWithAddress();
    const id = await startCheckout(m);
    const res = await get(m, id);
    expect(res.statusCode).toBe(200);
    const c = res.body.result;
    expect(c.products).toHaveLength(1);
    expect(c.products[0].warehouse).toMatchObject({ quantity: 2, price: 150_000, fixedPrice: 120_000 });
    expect(c.customer).toMatchObject({ point: 0, address: { id: m.home, primary: true, area: { district: 'Tebet' } } });
    expect(c.shipping).toBeNull();
    expect(c.payment).toBeNull();
    expect(c.disableUsingPoint).toBe(true);
    expect(c.summary).toEqual({
      totalItems: 2,
      itemsTotal: 300_000,
      totalPrice: 240_000,
      discountTotal: 60_000,
      discountShipping: 0,
      shippingAmount: 0,
      serviceFee: CHECKOUT_SERVICE_FEE,
      serviceInsurance: 0,
      totalPointUsed: 0,
      point: 2_400,
      grandTotal: 240_000 + CHECKOUT_SERVICE_FEE,
      weightTotal: 160,
    });
  });

  it("prices the checkout's own destination and weight, and takes the server's price over a forged one", async () => {
    const m = await memberWithAddress();
    const id = await startCheckout(m);
    const quoted = await m.call(
      'GET',
      `/third-party/shipping/v1/express/price?destination=91.71.01&weight=999999&checkout=${id}`,
    );
    expect(quoted.statusCode).toBe(200);
    const services = quoted.body.result.services;
    const reg = services.find((s: ShippingService) => s.service === 'JNE' && s.service_type === 'REG');
    expect(reg).toMatchObject({ cost: 10_000, group: 'regular', etd: '1-2', insurance: false });
    expect(services.some((s: ShippingService) => s.group === 'same_day')).toBe(true);
    const res = await update(m, id, {
      shipping: { id: reg.id, insurance: false, price: 1, cost: 1 },
      summary: { grandTotal: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Checkout berhasil diperbarui');
    const c = res.body.result;
    expect(c.shipping).toMatchObject({
      id: reg.id,
      price: 10_000,
      shippingAgency: 'JNE',
      serviceType: 'REG',
      serviceEst: '1-2',
      insurance: false,
      forceInsurance: false,
    });
    expect(c.summary.shippingAmount).toBe(10_000);
    expect(c.summary.grandTotal).toBe(240_000 + 10_000 + CHECKOUT_SERVICE_FEE);
    const unknown = await update(m, id, { shipping: { id: 'jne:REG:indonesia-timur:1', insurance: false } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toBe('Layanan pengiriman tidak tersedia untuk alamat ini, silahkan pilih ulang');
    const empty = await update(m, id, { shipping: { id: '' } });
    expect(empty.body.errors?.[0]?.message).toBe('Belum Memilih Pengiriman');
    expect((await update(m, id, {})).body.message).toBe('Tidak ada perubahan checkout');
  });

  it('adds optional insurance on request and forces it where the courier requires it', async () => {
    const m = await memberWithAddress();
    const id = await startCheckout(m);
    const services = (await prices(m, id)).body.result.services;
    const jne = services.find((s: ShippingService) => s.id.startsWith('jne:REG'));
    const insured = (await update(m, id, { shipping: { id: jne.id, insurance: true } })).body.result;
    const jneInsurance = insuranceAmount(240_000, jne.setting);
    expect(insured.shipping).toMatchObject({ insurance: true, insuranceAmount: jneInsurance });
    expect(insured.summary.serviceInsurance).toBe(jneInsurance);
    const pos = services.find((s: ShippingService) => s.service === 'Pos Indonesia');
    expect(pos.insurance).toBe(true);
    // An insurance flag that contradicts the service is refused (issue 11 item 4).
    const contradicting = await update(m, id, { shipping: { id: pos.id, insurance: false } });
    expect(contradicting.statusCode).toBe(400);
    expect(contradicting.body.errors?.[0]).toMatchObject({ field: 'shipping.insurance' });
    const forced = (await update(m, id, { shipping: { id: pos.id, insurance: true } })).body.result;
    expect(forced.shipping).toMatchObject({
      insurance: true,
      forceInsurance: true,
      insurance_fee: pos.setting.insurance_fee,
      insurance_add_cost: pos.setting.insurance_add_cost,
    });
    expect(forced.summary.serviceInsurance).toBe(insuranceAmount(240_000, pos.setting));
    expect(forced.summary.grandTotal).toBe(
      240_000 + pos.cost + insuranceAmount(240_000, pos.setting) + CHECKOUT_SERVICE_FEE,
    );
  });

  it('switches to one of the own addresses; a shipping choice the new destination does not offer drops', async () => {
    const m = await memberWithAddress();
    const id = await startCheckout(m);
    const jne = (await prices(m, id)).body.result.services.find((s: ShippingService) => s.id.startsWith('jne:REG'));
    await update(m, id, { shipping: { id: jne.id } });
    const moved = await update(m, id, { addressId: m.bandung });
    expect(moved.statusCode).toBe(200);
    expect(moved.body.result.customer.address.id).toBe(m.bandung);
    expect(moved.body.result.shipping).toBeNull();
    const bandungJne = (await prices(m, id)).body.result.services.find((s: ShippingService) =>
      s.id.startsWith('jne:REG'),
    );
    expect(bandungJne.cost).toBe(18_000);
    const other = await memberWithAddress();
    const foreign = await update(m, id, { addressId: other.home });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.message).toBe('Alamat tidak ditemukan');
  });

  it('needs an address before shipping', async () => {
    const m = await newMember(t.app);
    const id = await startCheckout(m);
    expect((await get(m, id)).body.result.customer.address).toBeNull();
    const quoted = await prices(m, id);
    expect(quoted.statusCode).toBe(400);
    expect(quoted.body.message).toBe('Alamat Pengiriman Belum di set');
    const pick = await update(m, id, { shipping: { id: 'jne:REG:jabodetabek:1' } });
    expect(pick.statusCode).toBe(400);
    expect(pick.body.message).toBe('Belum memiliki alamat pengiriman');
  });

  it('takes a seeded payment method only', async () => {
    const m = await memberWithAddress();
    const id = await startCheckout(m);
    const bad = await update(m, id, { payment: { type: 'doku', methode: 'BITCOIN' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('Metode pembayaran tidak tersedia');
    expect((await update(m, id, { payment: { type: 'paypal', methode: 'VIRTUAL_ACCOUNT_BCA' } })).statusCode).toBe(400);
    const ok = await update(m, id, { payment: { type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' } });
    expect(ok.body.result.payment).toEqual({ type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' });
    expect((await get(m, id)).body.result.payment).toEqual({ type: 'doku', methode: 'VIRTUAL_ACCOUNT_BCA' });
  });

  it('refuses points with a promo, and spends them without one', async () => {
    const m = await memberWithAddress();
    await t.app.db
      .insert(pointLogs)
      .values({ userId: m.userId, type: 'income', point: 5_000, expiresAt: new Date(Date.now() + 86_400_000) });
    const promo = await startCheckout(m);
    const refused = await update(m, promo, { usingPoint: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('Promo / Diskon yang digunakan tidak dapat digabungkan NMW Poin');

    const id = await plainCheckout(m.userId);
    const c = (await update(m, id, { usingPoint: true })).body.result;
    expect(c).toMatchObject({ usingPoint: true, disableUsingPoint: false, customer: { point: 5_000 } });
    expect(c.summary).toMatchObject({
      totalPointUsed: 5_000,
      grandTotal: 160_000 - 5_000 + CHECKOUT_SERVICE_FEE,
      point: 1_550,
    });
    const off = (await update(m, id, { usingPoint: false })).body.result;
    expect(off.summary.totalPointUsed).toBe(0);

    const poor = await memberWithAddress();
    const none = await update(poor, await plainCheckout(poor.userId), { usingPoint: true });
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toBe('Poin kamu tidak mencukupi');
  });

  it('takes a shipping voucher off the shipping price only, and then points are not combinable', async () => {
    const m = await memberWithAddress();
    await t.app.db
      .insert(pointLogs)
      .values({ userId: m.userId, type: 'income', point: 5_000, expiresAt: new Date(Date.now() + 86_400_000) });
    const [ongkir] = await t.app.db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.code, 'ONGKIR10'));
    const id = await plainCheckout(m.userId, [ongkir!.id]);
    const before = (await get(m, id)).body.result;
    expect(before.disableUsingPoint).toBe(true);
    expect(before.summary.discountShipping).toBe(0);
    const services = (await prices(m, id)).body.result.services;
    const cheap = services.find((s: ShippingService) => s.id.startsWith('jne:REG'));
    const c = (await update(m, id, { shipping: { id: cheap.id } })).body.result;
    expect(c.summary.shippingAmount).toBe(10_000);
    expect(c.summary.discountShipping).toBe(10_000);
    expect(c.vouchers[0]).toMatchObject({ category: 'shipping', usable: true, deducted_price: 10_000 });
    expect(c.summary.grandTotal).toBe(160_000 + CHECKOUT_SERVICE_FEE);
    expect((await update(m, id, { usingPoint: true })).body.message).toBe(
      'Promo / Diskon yang digunakan tidak dapat digabungkan NMW Poin',
    );
  });

  it('says clearly when the checkout expired or was ordered', async () => {
    const m = await memberWithAddress();
    const id = await startCheckout(m);
    await t.app.db
      .update(checkouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkouts.id, id));
    const res = await get(m, id);
    expect(res.statusCode).toBe(410);
    expect(res.body.message).toBe('Checkout sudah kedaluwarsa, silahkan checkout ulang dari keranjang');
    expect((await update(m, id, { usingPoint: false })).statusCode).toBe(410);
    const ordered = await startCheckout(m);
    await t.app.db.update(checkouts).set({ status: 'ordered' }).where(eq(checkouts.id, ordered));
    expect((await get(m, ordered)).body.message).toBe('Checkout ini sudah menjadi pesanan');
  });
});

describe('guest checkout', () => {
  async function startGuest(): Promise<string> {
    const res = await publicCall(t.app, 'POST', '/e-commerce/guest/v1/checkout', {
      products: [{ id: ids[SERUM], quantity: 1 }],
    });
    expect(res.statusCode).toBe(200);
    return res.body.result.id;
  }
  const read = (id: string, auth: string | null) =>
    guestCall('GET', `/e-commerce/guest/v1/checkout-guest?checkoutId=${id}`, auth);
  const change = (id: string, auth: string | null, body: unknown) =>
    guestCall('PUT', `/e-commerce/guest/v1/update-checkout/${id}`, auth, body);

  it('reads with the key before the first update, at regular prices, without points', async () => {
    const id = await startGuest();
    expect((await read(id, null)).statusCode).toBe(401);
    expect((await read(id, 'kunci-salah')).statusCode).toBe(403);
    const c = (await read(id, API_KEY)).body.result;
    expect(c).toMatchObject({
      guest: true,
      customer: { address: null, point: 0 },
      disableUsingPoint: true,
      usingPoint: false,
    });
    expect(c.summary).toMatchObject({ itemsTotal: 150_000, totalPrice: 150_000, discountTotal: 0, point: 0 });
  });

  it('validates the address with the spec messages', async () => {
    const id = await startGuest();
    const mismatch = await change(id, API_KEY, { customer: { address: { ...guestAddress, cityId: '31.74' } } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body.message).toBe('Kota belum diisi atau provinsi tidak sesuai dengan kota');
    const noEmail = await change(id, API_KEY, { customer: { address: { ...guestAddress, email: 'bukan-email' } } });
    expect(noEmail.statusCode).toBe(400);
    const noName = await change(id, API_KEY, { customer: { address: { ...guestAddress, recipientName: ' ' } } });
    expect(noName.body.errors?.[0]).toMatchObject({
      message: 'Nama penerima belum diisi',
      field: 'customer.address.recipientName',
    });
    const ship = await change(id, API_KEY, { shipping: { id: 'jne:REG:jawa:1' } });
    expect(ship.body.message).toBe('Belum memiliki alamat pengiriman');
  });

  it('issues a token on the first update and requires it from then on', async () => {
    const id = await startGuest();
    const first = await change(id, API_KEY, { customer: { address: guestAddress } });
    expect(first.statusCode).toBe(200);
    const token = first.body.result.token as string;
    expect(token.length).toBeGreaterThan(30);
    expect(first.body.result.customer.address).toMatchObject({
      email: 'tamu@contoh.id',
      recipientName: 'Tamu',
      area: { district: 'Sukasari', province: 'Jawa Barat' },
    });

    const keyOnly = await read(id, API_KEY);
    expect(keyOnly.statusCode).toBe(401);
    expect(keyOnly.body.message).toBe('Token tidak ditemukan');
    expect((await read(id, 'Bearer token-lain')).statusCode).toBe(404);
    expect((await change(id, API_KEY, { shipping: null })).statusCode).toBe(401);
    expect((await read(id, `Bearer ${token}`)).statusCode).toBe(200);

    // A second guest's token does not open this checkout, and a stale token is not adopted.
    const other = await startGuest();
    const otherFirst = await change(other, `Bearer ${token}`, { customer: { address: guestAddress } });
    expect(otherFirst.body.result.token).not.toBe(token);
    expect((await read(other, `Bearer ${token}`)).statusCode).toBe(404);

    const services = (
      await publicCall(
        t.app,
        'GET',
        `/third-party/shipping/v1/express/price?destination=32.73.01&weight=80&checkout=${id}`,
      )
    ).body.result.services;
    const jne = services.find((s: ShippingService) => s.id.startsWith('jne:REG'));
    expect(jne.cost).toBe(18_000);
    const shipped = await change(id, `Bearer ${token}`, {
      shipping: { id: jne.id, insurance: false },
      payment: { type: 'doku', methode: 'ONLINE_TO_OFFLINE_ALFA' },
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.body.result.token).toBe(token);
    expect(shipped.body.result.shipping).toMatchObject({ price: 18_000, shippingAgency: 'JNE' });
    expect(shipped.body.result.payment).toEqual({ type: 'doku', methode: 'ONLINE_TO_OFFLINE_ALFA' });
    expect(shipped.body.result.summary.grandTotal).toBe(150_000 + 18_000 + CHECKOUT_SERVICE_FEE);
    const cleared = await change(id, `Bearer ${token}`, { shipping: null });
    expect(cleared.body.result.shipping).toBeNull();
  });

  it('prices a member checkout only for its member', async () => {
    const m = await memberWithAddress();
    const id = await startCheckout(m);
    expect(
      (
        await publicCall(
          t.app,
          'GET',
          `/third-party/shipping/v1/express/price?destination=31.74.01&weight=1&checkout=${id}`,
        )
      ).statusCode,
    ).toBe(404);
    const noDestination = await m.call('GET', `/third-party/shipping/v1/express/price?weight=1&checkout=${id}`);
    expect(noDestination.statusCode).toBe(400);
    expect(noDestination.body.errors?.[0]?.message).toBe('Alamat Pengiriman Belum di set');
  });
});

describe('payment services', () => {
  it('groups the seeded methods by category with logos and families', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/e-commerce/payment/v1/service' })).statusCode).toBe(401);
    const res = await publicCall(t.app, 'GET', '/e-commerce/payment/v1/service');
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toEqual([
      {
        category: 'Virtual Account',
        methods: [
          {
            code: 'VIRTUAL_ACCOUNT_BCA',
            name: 'BCA Virtual Account',
            photo: expect.stringMatching(/\.svg$/),
            method: 'VIRTUAL_ACCOUNT',
          },
        ],
      },
      {
        category: 'Bayar di Gerai',
        methods: [
          {
            code: 'ONLINE_TO_OFFLINE_ALFA',
            name: 'Alfamart',
            photo: '/media/logos/alfa.svg',
            method: 'ONLINE_TO_OFFLINE',
          },
        ],
      },
    ]);
  });
});
