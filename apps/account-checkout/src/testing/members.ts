import type { Address, NotificationItem, SessionUser } from '@rona/domain';

/** Test data: members, addresses, notifications (never imported by the app). */
export function aMember(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    fullName: 'Demo Rona',
    email: { value: 'demo@rona.id', verified: true },
    phone: { value: '6281234567890', verified: true, requested: false },
    image: null,
    identification: { sex: null, birth: { date: null } },
    banks: null,
    notification: {
      transaction: { waitingPayment: true, waitingConfirm: true, processed: true, shipped: true, arrives: true },
      promotion: { newsletter: true, discountVoucher: true, birthDay: true, newProduct: true },
    },
    skinProfile: [],
    session: { id: 's1' },
    count: { notification: 2 },
    roles: [],
    ...overrides,
  };
}

export const anAddress = (overrides: Partial<Address> = {}): Address => ({
  id: 'a1',
  label: 'Rumah',
  recipientName: 'Sari Dewi',
  phone: '6281234567890',
  street: 'Jl. Melati No. 5',
  note: 'Pagar hijau',
  primary: true,
  postalCode: '12190',
  area: {
    provinceId: '31',
    province: 'DKI Jakarta',
    cityId: '31.74',
    city: 'Kota Jakarta Selatan',
    districtId: '31.74.07',
    district: 'Kebayoran Baru',
    postalCode: '12190',
  },
  ...overrides,
});

export function aNotification(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: 'n1',
    type: 'TRANSACTION',
    title: 'Pesanan sedang dikirim',
    description: 'Pesanan kamu sudah diserahkan ke kurir.',
    icon: null,
    link: '/user/order',
    read: false,
    createdAt: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}
