import type { ReactElement } from 'react';
import { setAdminClient, type ApiClient } from '@rona/api-client';
import { SEEDED_STAFF_ROLES, type SeededStaffRoleId } from '@rona/domain/browser';
import type { AdminOrderDetail, AdminOrderListItem, StaffMe } from '@rona/domain';
import { renderWithProviders, type RenderOptions } from '@rona/ui/testing';
import { StaffContext } from '../shared/staff/staff-context';

/** Test data (never imported by the app): a staff member with a seeded role's keys. */
export function aStaffMember(roleId: SeededStaffRoleId = 'gudang'): StaffMe {
  const role = SEEDED_STAFF_ROLES.find((r) => r.id === roleId)!;
  return {
    id: `00000000-0000-4000-8000-00000000000${SEEDED_STAFF_ROLES.indexOf(role)}`,
    email: `${roleId}@rona.id`,
    name: role.name,
    role: { id: role.id, name: role.name },
    active: true,
    totpEnabled: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    lastLoginAt: null,
    invitationPending: false,
    permissions: [...role.permissions],
    totpRequired: false,
  };
}

export function anAdminOrder(overrides: Partial<AdminOrderListItem> = {}): AdminOrderListItem {
  return {
    invoice: 'NMW-20261127-0000aaaa',
    status: 'WAITING_CONFIRM',
    createdAt: '2026-11-27T02:00:00.000Z',
    paidAt: '2026-11-27T02:05:00.000Z',
    shipBy: '2026-11-27T10:00:00.000Z',
    late: false,
    buyer: { name: 'Sari', email: 's***@rona.id', phone: '0812****7890', guest: false, userId: 'u1', masked: true },
    grandTotal: 150_000,
    itemCount: 2,
    courier: { shippingAgency: 'JNE', serviceName: 'REG' },
    waybill: null,
    refundDue: false,
    actions: ['confirm'],
    ...overrides,
  };
}

export function anAdminOrderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    ...anAdminOrder(),
    uuid: null,
    expiresAt: '2026-11-28T02:00:00.000Z',
    address: {
      recipientName: 'Sari',
      phone: '0812****7890',
      street: 'Jl. Melati 1',
      district: 'Tebet',
      city: 'Jakarta Selatan',
      province: 'DKI Jakarta',
      postalCode: '12810',
    },
    lines: [
      {
        variantId: 'v1',
        name: 'Serum Niacinamide',
        size: '20 ml',
        image: '/img/serum.jpg',
        quantity: 2,
        price: 70_000,
        finalPrice: 70_000,
        total: 140_000,
      },
    ],
    summary: {
      totalItems: 2,
      itemsTotal: 140_000,
      totalPrice: 140_000,
      discountTotal: 0,
      discountShipping: 0,
      shippingAmount: 9_000,
      serviceFee: 1_000,
      serviceInsurance: 0,
      totalPointUsed: 0,
      point: 1_400,
      grandTotal: 150_000,
      weightTotal: 200,
    },
    shipping: { shippingAgency: 'JNE', serviceName: 'REG', serviceType: 'REG', insurance: false, insuranceFee: 0 },
    paymentCode: 'VIRTUAL_ACCOUNT_BCA',
    payments: [],
    pointsUsed: 0,
    cashback: 0,
    vouchers: [],
    refund: null,
    refundReason: null,
    refundRefusal: null,
    history: [],
    messages: [],
    notes: [],
    ...overrides,
  };
}

/**
 * Renders a back-office component for a signed-in staff member, with a fake admin client (`api`
 * answers by endpoint name; an unanswered call fails the test) and the real providers.
 */
export function renderAsStaff(
  ui: ReactElement,
  { staff = aStaffMember(), api = {}, ...options }: RenderOptions & { staff?: StaffMe } = {},
) {
  const calls: { name: string; input: unknown }[] = [];
  const client: ApiClient = {
    call: (async (name: string, input?: unknown) => {
      calls.push({ name, input });
      const answer = api[name];
      if (!answer) throw new Error(`Unexpected API call in a test: ${name}`);
      return answer(input);
    }) as ApiClient['call'],
  };
  setAdminClient(client);
  const result = renderWithProviders(<StaffContext.Provider value={staff}>{ui}</StaffContext.Provider>, {
    app: 'backoffice',
    ...options,
  });
  return Object.assign(result, { calls });
}
