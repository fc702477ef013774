import type { OrderDetail, OrderListItem, TrackingEvent } from '@rona/domain';

/** Test data: orders as the member's history lists them, as a detail, and a guest's order (never imported by the app). */
export function anOrder(overrides: Partial<OrderListItem> = {}): OrderListItem {
  return {
    invoice: 'NMW-20261123-0000aaaa',
    invoice_number: 'NMW-20261123-0000aaaa',
    uuid: null,
    date: '2026-11-23T03:00:00.000Z',
    status: 'WAITING_CONFIRM',
    products: [
      {
        id: 'v1',
        name: 'Serum Glow',
        size: '30 ml',
        url: 'serum-glow',
        image: '/img/serum.jpg',
        weight: 100,
        quantity: 2,
        price: 50_000,
        totalPrice: 100_000,
      },
    ],
    summary: { grandTotal: 115_000, totalServicePrice: 1_000, point: 1_150 },
    payments: { methode: 'VIRTUAL_ACCOUNT_BCA', detail: null },
    ...overrides,
  };
}

export function anOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const order = anOrder();
  return {
    invoice: order.invoice,
    uuid: null,
    status: order.status,
    dateBuy: order.date,
    products: order.products,
    totalWeight: 200,
    logistics: {
      courier: { shippingAgency: 'JNE', serviceName: 'REG' },
      destination: {
        recipientName: 'Demo Rona',
        phone: '6281234567890',
        street: 'Jl. Melati 5',
        district: 'Menteng',
        city: 'Jakarta Pusat',
        province: 'DKI Jakarta',
        postalCode: '10310',
      },
    },
    payments: {
      methode: 'VIRTUAL_ACCOUNT_BCA',
      totalProductPrice: 100_000,
      totalShippingPrice: 14_000,
      totalPointUsed: 0,
      totalServiceInsurance: 0,
      totalDiscountPrice: 5_000,
      totalDiscountShipping: 0,
      totalServicePrice: 1_000,
      grandTotal: 110_000,
      point: 1_100,
    },
    refundRequest: null,
    ...overrides,
  };
}

export const aBank = { bank: { id: 'bca', name: 'BCA', image: '/bca.png' }, rekening: '1234567890', name: 'Demo Rona' };

export const ordersPage = (datas: OrderListItem[], currentPage = 1, totalPage = 1) => ({
  datas,
  page: { currentPage, totalPage, totalData: datas.length, limit: 3 },
});

export const GUEST_UUID = '0b4e7c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b';
export const INVOICE = 'NMW-20261123-ab12cd34';

/** A guest's order as the API answers it (spec 2 §3 order detail). */
export function aGuestOrder(
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
