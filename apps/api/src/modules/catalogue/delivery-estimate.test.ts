import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, variants } from '../../db/schema';
import { publicCall } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { courierList } from '../shipping/repository';
import { BANDUNG, memberWithAddress, SERUM } from '../orders/order-test-kit';
import { ORIGIN_CITY } from '../shipping/rate-table';

let t: TestApp;
let serum: typeof variants.$inferSelect;
let originCity = '';
beforeAll(async () => {
  t = await createTestApp();
  [serum] = (await t.app.db.select().from(variants).where(eq(variants.slug, SERUM))) as [typeof serum];
  originCity = (await t.app.db.select().from(cities).where(eq(cities.id, ORIGIN_CITY)))[0]!.name;
});
afterAll(() => t.close());

const URL = '/e-commerce/product/v1/delivery-estimate';

/** The cheapest service the checkout's own provider quotes for one unit of the serum to `area`. */
async function checkoutCheapest(area: { provinceId: string; cityId: string; districtId: string }, value: number) {
  const services = await t.app.shipping.price(
    { destination: area, weight: serum.weight, itemValue: value },
    await courierList(t.app.db),
  );
  return Math.min(...services.map((s) => s.cost));
}

describe('GET /e-commerce/product/v1/delivery-estimate (issue 24)', () => {
  it("a guest's district: the warehouse's city and the cheapest courier the checkout would offer", async () => {
    const res = await publicCall(t.app, 'GET', `${URL}?variant=${serum.id}&district=${BANDUNG.districtId}`);
    expect(res.statusCode).toBe(200);
    const answer = res.body.result;
    expect(answer.origin).toBe(originCity);
    expect(answer.destination).toMatchObject({ districtId: BANDUNG.districtId });
    expect(answer.cheapest.etd).toMatch(/\d/);
    expect(answer.cheapest.price).toBe(await checkoutCheapest(BANDUNG, 120_000));
  });

  it("a member without a district asked: their primary address's district", async () => {
    const m = await memberWithAddress(t);
    const res = await m.call('GET', `${URL}?variant=${serum.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.result.destination).toMatchObject({ districtId: '31.74.01' });
    expect(res.body.result.cheapest.price).toBeGreaterThan(0);
  });

  it('a guest without a district: only the city it ships from', async () => {
    const res = await publicCall(t.app, 'GET', `${URL}?variant=${serum.id}`);
    expect(res.body.result).toEqual({ origin: originCity, destination: null, cheapest: null });
  });

  it('an unknown product or district is a 404, a malformed district a 400, in Indonesian', async () => {
    const unknownVariant = await publicCall(t.app, 'GET', `${URL}?variant=bukan-produk&district=31.74.01`);
    expect([unknownVariant.statusCode, unknownVariant.body.message]).toEqual([404, 'Produk tidak ditemukan']);
    const unknownDistrict = await publicCall(t.app, 'GET', `${URL}?variant=${serum.id}&district=99.99.99`);
    expect([unknownDistrict.statusCode, unknownDistrict.body.message]).toEqual([404, 'Kecamatan tidak ditemukan']);
    const malformed = await publicCall(t.app, 'GET', `${URL}?variant=${serum.id}&district=jakarta`);
    expect([malformed.statusCode, malformed.body.status]).toEqual([400, false]);
    expect(malformed.body.message).toMatch(/^Kecamatan tidak ditemukan/);
  });
});
