import type { StockLevel, StockMovement } from '@rona/domain';

/** Test data for the stock screens (never imported by the app). */
export function aStockLevel(overrides: Partial<StockLevel> = {}): StockLevel {
  return {
    variantId: '0b6f3d1e-1111-4c2a-9a55-000000000001',
    productId: 'p-1',
    productName: 'Tinted Sunscreen SPF 40',
    size: '30 ml Light',
    sku: 'TS40-LIGHT',
    stock: 44,
    held: 2,
    toShip: 1,
    low: false,
    out: false,
    ...overrides,
  };
}

export function aMovement(overrides: Partial<StockMovement> = {}): StockMovement {
  return {
    id: 'm-1',
    change: 5,
    reason: 'barang_masuk',
    reasonLabel: 'Barang Masuk',
    reference: null,
    note: 'Kiriman pemasok',
    actor: { kind: 'staff', id: 's-1', name: 'Gudang Rona' },
    stockAfter: 49,
    createdAt: '2026-11-27T03:15:00.000Z',
    ...overrides,
  };
}

export const onePage = (totalData: number, totalPage = 1) => ({ currentPage: 1, totalPage, totalData, limit: 25 });
