import type { OrderDetail, TrackingEvent } from '@rona/domain';

export const GUEST_UUID = '0b4e7c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b';
export const INVOICE = 'NMW-20261123-ab12cd34';

/** A guest's order as the API answers it (spec 2 §3 order detail). */
export function anOrder(
  overrides: Partial<OrderDetail> = {},
  payments: Partial<OrderDetail['payments']> = {},
): OrderDetail {
  return {
    invoice: INVOICE,
    uuid: GUEST_UUID,
    status: 'WAITING_PAYMENT',
    dateBuy: '2026-11-23T03:15:00.000Z',
    products: [
      {
        id: 'v1',
        name: 'Serum Cerah',
        size: '30 ml',
        url: 'serum-cerah',
        image: '/img/serum.webp',
        weight: 80,
        quantity: 2,
        price: 125_000,
        totalPrice: 250_000,
      },
    ],
    totalWeight: 160,
    logistics: {
      courier: { shippingAgency: 'JNE', serviceName: 'REG' },
      destination: {
        recipientName: 'Tamu Rona',
        phone: '081298765432',
        street: 'Jl. Melati No. 5',
        district: 'Kebayoran Baru',
        city: 'Kota Administrasi Jakarta Selatan',
        province: 'DKI Jakarta',
        postalCode: '12190',
      },
    },
    payments: {
      methode: 'VIRTUAL_ACCOUNT_BCA',
      totalProductPrice: 250_000,
      totalShippingPrice: 18_000,
      totalPointUsed: 0,
      totalServiceInsurance: 0,
      totalDiscountPrice: 0,
      totalDiscountShipping: 0,
      totalServicePrice: 1_000,
      grandTotal: 269_000,
      point: 0,
      ...payments,
    },
    refundRequest: null,
    ...overrides,
  };
}

export function anEvent(
  status: string,
  message: string,
  at: string,
  extra: Partial<TrackingEvent> = {},
): TrackingEvent {
  return {
    created_at: at,
    status,
    status_message: message,
    icon: null,
    driver: null,
    receiver: null,
    images: [],
    ...extra,
  };
}
