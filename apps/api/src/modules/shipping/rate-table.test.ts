import { describe, expect, it } from 'vitest';
import { bandOf, chargedKg, quoteFromTable, RATE_TABLE } from './rate-table';

const couriers = [
  { code: 'jne', name: 'JNE' },
  { code: 'pos', name: 'Pos Indonesia' },
  { code: 'gosend', name: 'GoSend' },
];
const jakartaSelatan = { provinceId: '31', cityId: '31.74', districtId: '31.74.01' };
const depok = { provinceId: '32', cityId: '32.76', districtId: '32.76.01' };
const bandung = { provinceId: '32', cityId: '32.73', districtId: '32.73.01' };
const makassar = { provinceId: '73', cityId: '73.71', districtId: '73.71.01' };
const jayapura = { provinceId: '91', cityId: '91.71', districtId: '91.71.01' };
const seribu = { provinceId: '31', cityId: '31.01', districtId: '31.01.01' };

describe('bandOf', () => {
  it('bands destinations by distance from the Jakarta warehouse', () => {
    expect(bandOf(jakartaSelatan)).toBe('jabodetabek');
    expect(bandOf(depok)).toBe('jabodetabek');
    expect(bandOf(bandung)).toBe('jawa');
    expect(bandOf(seribu)).toBe('jawa');
    expect(bandOf({ provinceId: '51', cityId: '51.71' })).toBe('sumatera-bali-nusra-barat');
    expect(bandOf(makassar)).toBe('kalimantan-sulawesi');
    expect(bandOf(jayapura)).toBe('indonesia-timur');
  });
});

describe('chargedKg', () => {
  it('rounds up per kg, at least 1', () => {
    expect(chargedKg(1)).toBe(1);
    expect(chargedKg(1000)).toBe(1);
    expect(chargedKg(1001)).toBe(2);
    expect(chargedKg(4500)).toBe(5);
  });
});

describe('quoteFromTable', () => {
  const quote = (destination: typeof jakartaSelatan, weight: number, list = couriers) =>
    quoteFromTable({ destination, weight, itemValue: 100_000 }, list);

  it('offers only seeded couriers, cheapest first, with groups, estimates and insurance settings', () => {
    const services = quote(bandung, 1_200);
    expect(services.map((s) => `${s.service} ${s.service_type}`)).toEqual([
      'Pos Indonesia KILATKHUSUS',
      'JNE REG',
      'JNE YES',
    ]);
    expect(services.find((s) => s.service_type === 'REG')).toEqual({
      id: 'jne:REG:jawa:2',
      group: 'regular',
      cost: 36_000,
      service: 'JNE',
      service_type: 'REG',
      service_name: 'Reguler',
      etd: '2-3',
      insurance: false,
      setting: { insurance_add_cost: 5_000, insurance_fee: 0.2 },
    });
    expect(services.find((s) => s.service === 'Pos Indonesia')?.insurance).toBe(true);
    expect(services.find((s) => s.service_type === 'YES')?.group).toBe('express');
  });

  it('prices further destinations and heavier parcels higher', () => {
    const reg = (d: typeof jakartaSelatan, w: number) => quote(d, w).find((s) => s.id.startsWith('jne:REG'))!.cost;
    expect(reg(jakartaSelatan, 900)).toBe(10_000);
    expect(reg(jakartaSelatan, 2_100)).toBe(30_000);
    expect(reg(makassar, 900)).toBe(45_000);
    expect(reg(jayapura, 900)).toBe(78_000);
  });

  it('offers same-day only inside Jabodetabek and up to its weight limit', () => {
    expect(quote(depok, 1_000).find((s) => s.group === 'same_day')).toMatchObject({
      service: 'GoSend',
      cost: 24_000,
      etd: '0-1',
      insurance: true,
    });
    expect(quote(depok, 11_000).find((s) => s.group === 'same_day')?.cost).toBe(24_000 + 2 * 12_000);
    expect(quote(depok, 21_000).some((s) => s.group === 'same_day')).toBe(false);
    expect(quote(bandung, 1_000).some((s) => s.group === 'same_day')).toBe(false);
    expect(quote(seribu, 1_000).some((s) => s.group === 'same_day')).toBe(false);
  });

  it('drops services that do not reach the band, and gives stable ids', () => {
    expect(quote(jayapura, 1_000).some((s) => s.service_type === 'YES')).toBe(false);
    expect(quote(bandung, 1_500).map((s) => s.id)).toEqual(quote(bandung, 1_900).map((s) => s.id));
  });

  it('has every seeded courier code in the table', () => {
    const codes = new Set(RATE_TABLE.map((r) => r.courier));
    for (const code of ['jne', 'jnt', 'sicepat', 'anteraja', 'ninja', 'pos', 'gosend', 'grab'])
      expect(codes.has(code)).toBe(true);
  });
});
