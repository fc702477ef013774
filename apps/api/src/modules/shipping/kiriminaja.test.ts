import { describe, expect, it } from 'vitest';
import { kiriminAjaProvider, PRICE_PATH } from './kiriminaja';
import { ShippingUnavailable } from './provider';

const couriers = [
  { code: 'jne', name: 'JNE' },
  { code: 'sicepat', name: 'SiCepat' },
];
const request = {
  destination: { provinceId: '32', cityId: '32.73', districtId: '32.73.01' },
  weight: 1200,
  itemValue: 250_000,
};

function fakeFetch(answer: unknown, status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (url: URL | string, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fn, calls };
}

const provider = (fetchFn: typeof fetch, ids: Record<string, number> = { '32.73.01': 4321 }) =>
  kiriminAjaProvider({
    baseUrl: 'https://tdev.kiriminaja.com',
    token: 'secret-token',
    originDistrictId: 1234,
    districtIds: async (id) => ids[id] ?? null,
    fetch: fetchFn,
  });

describe('KiriminAja provider', () => {
  it('posts the mapped districts, weight, value and couriers with the bearer token', async () => {
    const fake = fakeFetch({ status: true, results: [] });
    await provider(fake.fn).price(request, couriers);
    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0]!;
    expect(call.url).toBe(`https://tdev.kiriminaja.com${PRICE_PATH}`);
    expect(call.init.method).toBe('POST');
    expect((call.init.headers as Record<string, string>).authorization).toBe('Bearer secret-token');
    expect(JSON.parse(String(call.init.body))).toEqual({
      origin: 1234,
      destination: 4321,
      weight: 1200,
      item_value: 250_000,
      insurance: 1,
      courier: ['jne', 'sicepat'],
    });
  });

  it('maps the answer to the contract, keeping only our couriers', async () => {
    const fake = fakeFetch({
      status: true,
      results: [
        {
          service: 'jne',
          service_name: 'JNE Reguler',
          service_type: 'REG',
          cost: '18000',
          etd: '2-3',
          group: 'regular',
          force_insurance: false,
          setting: { insurance_fee: '0.2', insurance_add_cost: 5000 },
        },
        {
          service: 'sicepat',
          service_name: 'SiCepat BEST',
          service_type: 'BEST',
          cost: 27000,
          etd: '1',
          group: 'express',
          force_insurance: true,
          setting: { insurance_fee: 0.25, insurance_add_cost: 0 },
        },
        { service: 'lion', service_name: 'Lion Parcel', service_type: 'REGPACK', cost: 1, etd: '3', group: 'regular' },
      ],
    });
    const services = await provider(fake.fn).price(request, couriers);
    expect(services).toEqual([
      {
        id: 'jne:REG',
        group: 'regular',
        cost: 18_000,
        service: 'JNE',
        service_type: 'REG',
        service_name: 'JNE Reguler',
        etd: '2-3',
        insurance: false,
        setting: { insurance_fee: 0.2, insurance_add_cost: 5_000 },
      },
      {
        id: 'sicepat:BEST',
        group: 'express',
        cost: 27_000,
        service: 'SiCepat',
        service_type: 'BEST',
        service_name: 'SiCepat BEST',
        etd: '1',
        insurance: true,
        setting: { insurance_fee: 0.25, insurance_add_cost: 0 },
      },
    ]);
  });

  it('refuses an unmapped district without calling out', async () => {
    const fake = fakeFetch({ status: true, results: [] });
    await expect(provider(fake.fn, {}).price(request, couriers)).rejects.toMatchObject({ reason: 'district' });
    expect(fake.calls).toHaveLength(0);
  });

  it('turns a failed answer into ShippingUnavailable', async () => {
    await expect(
      provider(fakeFetch({ status: false, text: 'Unauthorized' }, 401).fn).price(request, couriers),
    ).rejects.toBeInstanceOf(ShippingUnavailable);
    const broken = (async () => {
      throw new Error('ECONNREFUSED');
    }) as typeof fetch;
    await expect(provider(broken).price(request, couriers)).rejects.toBeInstanceOf(ShippingUnavailable);
  });
});
