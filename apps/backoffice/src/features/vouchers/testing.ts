import type { AdminVoucher } from '@rona/domain';

/** Test data (never imported by the app): a voucher as the API answers it. */
export function aVoucher(overrides: Partial<AdminVoucher> = {}): AdminVoucher {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    code: 'VC-1A2B3C4D',
    name: 'Diskon Member Rp15.000',
    audience: 'code',
    redeemCode: 'RONA15',
    category: 'transaction',
    discType: 'fixed',
    discAmount: 15_000,
    maxDiscount: 0,
    minimumTransaction: 100_000,
    termsCondition: '1. Berlaku untuk semua produk.',
    startsAt: '2026-11-30T17:00:00.000Z',
    expiresAt: '2026-12-15T16:59:00.000Z',
    usageLimit: 100,
    perMemberLimit: 1,
    deactivatedAt: null,
    status: 'active',
    usage: { orders: 0, members: 0, discount: 0 },
    locked: false,
    ...overrides,
  };
}
