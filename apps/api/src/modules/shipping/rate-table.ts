import type { ShippingService } from '@rona/domain';
import type { ShippingArea, ShippingCourier, ShippingProvider, ShippingQuoteRequest } from './provider';
import { sandboxTracker } from './sandbox-tracking';

/** The warehouse ships from Jakarta Selatan; bands are distances from there. */
export const ORIGIN_CITY = '31.74';

/** Distance bands from the Jakarta warehouse, nearest first. */
export const BANDS = [
  'jabodetabek',
  'jawa',
  'sumatera-bali-nusra-barat',
  'kalimantan-sulawesi',
  'indonesia-timur',
] as const;
export type Band = (typeof BANDS)[number];

/** Jakarta's five mainland cities and the satellite cities the same-day couriers reach. */
const JABODETABEK_CITIES = new Set([
  '31.71',
  '31.72',
  '31.73',
  '31.74',
  '31.75',
  '32.01',
  '32.16',
  '32.71',
  '32.75',
  '32.76',
  '36.03',
  '36.71',
  '36.74',
]);
const JAWA = new Set(['31', '32', '33', '34', '35', '36']);
const SUMATERA_BALI_NTB = new Set(['11', '12', '13', '14', '15', '16', '17', '18', '19', '21', '51', '52']);
const KALIMANTAN_SULAWESI = new Set(['61', '62', '63', '64', '65', '71', '72', '73', '74', '75', '76']);

/** The band of a destination; Kepulauan Seribu counts as Java (by boat, no same-day). */
export function bandOf(area: Pick<ShippingArea, 'provinceId' | 'cityId'>): Band {
  if (JABODETABEK_CITIES.has(area.cityId)) return 'jabodetabek';
  if (JAWA.has(area.provinceId)) return 'jawa';
  if (SUMATERA_BALI_NTB.has(area.provinceId)) return 'sumatera-bali-nusra-barat';
  if (KALIMANTAN_SULAWESI.has(area.provinceId)) return 'kalimantan-sulawesi';
  return 'indonesia-timur';
}

/** Weight charged: grams rounded up to whole kilograms, at least 1 kg. */
export const chargedKg = (grams: number): number => Math.max(1, Math.ceil(grams / 1000));

export type ServiceGroup = 'regular' | 'express' | 'same_day';

/** One service of the table: price per kg and estimate (days) per band; null = not served there. */
export interface RateRow {
  courier: string;
  serviceType: string;
  serviceName: string;
  group: ServiceGroup;
  perKg: Record<Band, number | null>;
  etd: Record<Band, string | null>;
  /** Heaviest parcel taken, in kg. */
  maxKg: number;
  forceInsurance: boolean;
  /** insurance_fee in percent of the goods, insurance_add_cost in Rupiah. */
  insuranceFee: number;
  insuranceAddCost: number;
}

const none = { jawa: null, 'sumatera-bali-nusra-barat': null, 'kalimantan-sulawesi': null, 'indonesia-timur': null };

/** Public list prices of the couriers, rounded; per kg from Jakarta (2026). */
export const RATE_TABLE: readonly RateRow[] = [
  {
    courier: 'jne',
    serviceType: 'REG',
    serviceName: 'Reguler',
    group: 'regular',
    perKg: {
      jabodetabek: 10_000,
      jawa: 18_000,
      'sumatera-bali-nusra-barat': 32_000,
      'kalimantan-sulawesi': 45_000,
      'indonesia-timur': 78_000,
    },
    etd: {
      jabodetabek: '1-2',
      jawa: '2-3',
      'sumatera-bali-nusra-barat': '3-5',
      'kalimantan-sulawesi': '3-6',
      'indonesia-timur': '5-9',
    },
    maxKg: 50,
    forceInsurance: false,
    insuranceFee: 0.2,
    insuranceAddCost: 5_000,
  },
  {
    courier: 'jne',
    serviceType: 'YES',
    serviceName: 'Yakin Esok Sampai',
    group: 'express',
    perKg: {
      jabodetabek: 18_000,
      jawa: 30_000,
      'sumatera-bali-nusra-barat': 52_000,
      'kalimantan-sulawesi': 68_000,
      'indonesia-timur': null,
    },
    etd: {
      jabodetabek: '1',
      jawa: '1',
      'sumatera-bali-nusra-barat': '1-2',
      'kalimantan-sulawesi': '1-2',
      'indonesia-timur': null,
    },
    maxKg: 30,
    forceInsurance: false,
    insuranceFee: 0.2,
    insuranceAddCost: 5_000,
  },
  {
    courier: 'jnt',
    serviceType: 'EZ',
    serviceName: 'Reguler',
    group: 'regular',
    perKg: {
      jabodetabek: 9_000,
      jawa: 17_000,
      'sumatera-bali-nusra-barat': 30_000,
      'kalimantan-sulawesi': 44_000,
      'indonesia-timur': 80_000,
    },
    etd: {
      jabodetabek: '1-2',
      jawa: '2-4',
      'sumatera-bali-nusra-barat': '3-5',
      'kalimantan-sulawesi': '4-6',
      'indonesia-timur': '5-10',
    },
    maxKg: 50,
    forceInsurance: false,
    insuranceFee: 0.2,
    insuranceAddCost: 0,
  },
  {
    courier: 'sicepat',
    serviceType: 'REG',
    serviceName: 'Reguler',
    group: 'regular',
    perKg: {
      jabodetabek: 9_000,
      jawa: 16_000,
      'sumatera-bali-nusra-barat': 29_000,
      'kalimantan-sulawesi': 42_000,
      'indonesia-timur': 76_000,
    },
    etd: {
      jabodetabek: '1-2',
      jawa: '2-3',
      'sumatera-bali-nusra-barat': '3-4',
      'kalimantan-sulawesi': '3-5',
      'indonesia-timur': '5-8',
    },
    maxKg: 50,
    forceInsurance: false,
    insuranceFee: 0.25,
    insuranceAddCost: 0,
  },
  {
    courier: 'sicepat',
    serviceType: 'BEST',
    serviceName: 'Besok Sampai Tujuan',
    group: 'express',
    perKg: {
      jabodetabek: 16_000,
      jawa: 27_000,
      'sumatera-bali-nusra-barat': 48_000,
      'kalimantan-sulawesi': null,
      'indonesia-timur': null,
    },
    etd: {
      jabodetabek: '1',
      jawa: '1',
      'sumatera-bali-nusra-barat': '1-2',
      'kalimantan-sulawesi': null,
      'indonesia-timur': null,
    },
    maxKg: 30,
    forceInsurance: false,
    insuranceFee: 0.25,
    insuranceAddCost: 0,
  },
  {
    courier: 'anteraja',
    serviceType: 'REG',
    serviceName: 'Regular',
    group: 'regular',
    perKg: {
      jabodetabek: 9_500,
      jawa: 17_000,
      'sumatera-bali-nusra-barat': 31_000,
      'kalimantan-sulawesi': 43_000,
      'indonesia-timur': 79_000,
    },
    etd: {
      jabodetabek: '1-2',
      jawa: '2-4',
      'sumatera-bali-nusra-barat': '3-5',
      'kalimantan-sulawesi': '4-6',
      'indonesia-timur': '6-10',
    },
    maxKg: 50,
    forceInsurance: false,
    insuranceFee: 0.2,
    insuranceAddCost: 1_000,
  },
  {
    courier: 'ninja',
    serviceType: 'STANDARD',
    serviceName: 'Standard',
    group: 'regular',
    perKg: {
      jabodetabek: 9_000,
      jawa: 16_500,
      'sumatera-bali-nusra-barat': 30_000,
      'kalimantan-sulawesi': 44_000,
      'indonesia-timur': null,
    },
    etd: {
      jabodetabek: '1-3',
      jawa: '2-4',
      'sumatera-bali-nusra-barat': '3-6',
      'kalimantan-sulawesi': '4-7',
      'indonesia-timur': null,
    },
    maxKg: 50,
    forceInsurance: false,
    insuranceFee: 0.2,
    insuranceAddCost: 0,
  },
  {
    // Pos Indonesia insures every Kilat Khusus parcel: the box is forced.
    courier: 'pos',
    serviceType: 'KILATKHUSUS',
    serviceName: 'Pos Kilat Khusus',
    group: 'regular',
    perKg: {
      jabodetabek: 8_500,
      jawa: 15_000,
      'sumatera-bali-nusra-barat': 27_000,
      'kalimantan-sulawesi': 39_000,
      'indonesia-timur': 65_000,
    },
    etd: {
      jabodetabek: '2-3',
      jawa: '2-4',
      'sumatera-bali-nusra-barat': '4-6',
      'kalimantan-sulawesi': '4-7',
      'indonesia-timur': '6-12',
    },
    maxKg: 30,
    forceInsurance: true,
    insuranceFee: 0.24,
    insuranceAddCost: 500,
  },
  {
    // Instant couriers carry the parcel within the day inside Jabodetabek only, insured by rule.
    courier: 'gosend',
    serviceType: 'SAMEDAY',
    serviceName: 'Same Day',
    group: 'same_day',
    perKg: { jabodetabek: 24_000, ...none },
    etd: { jabodetabek: '0-1', ...none },
    maxKg: 20,
    forceInsurance: true,
    insuranceFee: 0.1,
    insuranceAddCost: 2_500,
  },
  {
    courier: 'grab',
    serviceType: 'SAMEDAY',
    serviceName: 'Same Day',
    group: 'same_day',
    perKg: { jabodetabek: 23_000, ...none },
    etd: { jabodetabek: '0-1', ...none },
    maxKg: 20,
    forceInsurance: true,
    insuranceFee: 0.1,
    insuranceAddCost: 2_500,
  },
];

/** Same-day rates cover the first 5 kg with one fare and add half the fare per 5 kg after that. */
function cost(row: RateRow, perKg: number, kg: number): number {
  if (row.group === 'same_day') return perKg + Math.ceil(Math.max(0, kg - 5) / 5) * Math.round(perKg / 2);
  return perKg * kg;
}

/** The quote id: courier, service, band and charged kg, so the same checkout gets the same ids. */
export const quoteId = (row: Pick<RateRow, 'courier' | 'serviceType'>, band: Band, kg: number) =>
  `${row.courier}:${row.serviceType}:${band}:${kg}`;

/** Every service of the table that serves the destination and weight, cheapest first. */
export function quoteFromTable(
  request: ShippingQuoteRequest,
  couriers: readonly ShippingCourier[],
  table: readonly RateRow[] = RATE_TABLE,
): ShippingService[] {
  const band = bandOf(request.destination);
  const kg = chargedKg(request.weight);
  const names = new Map(couriers.map((c) => [c.code, c.name]));
  const services: ShippingService[] = [];
  for (const row of table) {
    const agency = names.get(row.courier);
    const perKg = row.perKg[band];
    const etd = row.etd[band];
    if (!agency || perKg === null || etd === null || kg > row.maxKg) continue;
    services.push({
      id: quoteId(row, band, kg),
      group: row.group,
      cost: cost(row, perKg, kg),
      service: agency,
      service_type: row.serviceType,
      service_name: row.serviceName,
      etd,
      insurance: row.forceInsurance,
      setting: { insurance_add_cost: row.insuranceAddCost, insurance_fee: row.insuranceFee },
    });
  }
  return services.sort((a, b) => a.cost - b.cost || a.id.localeCompare(b.id));
}

/** The built-in provider: real services and list prices from the table, no network; the sandbox courier's timeline. */
export function rateTableProvider(
  table: readonly RateRow[] = RATE_TABLE,
  clock: () => Date = () => new Date(),
): ShippingProvider {
  return {
    name: 'rate-table',
    price: async (request, couriers) => quoteFromTable(request, couriers, table),
    track: sandboxTracker(clock),
  };
}
