/**
 * The stock ledger's words (issue 27 §5): why a size's stock moved. Plain constants without zod, so
 * the back office can import them at run time from '@rona/domain/browser'.
 */

/** Reasons a staff member may give for an adjustment, with the sign each allows. */
export const STOCK_ADJUST_REASONS = {
  barang_masuk: { label: 'Barang Masuk', sign: 'plus' },
  retur: { label: 'Retur Pembeli', sign: 'plus' },
  rusak: { label: 'Rusak', sign: 'minus' },
  kedaluwarsa: { label: 'Kedaluwarsa', sign: 'minus' },
  hilang: { label: 'Hilang', sign: 'minus' },
  koreksi: { label: 'Koreksi Stok Opname', sign: 'any' },
} as const satisfies Record<string, { label: string; sign: 'plus' | 'minus' | 'any' }>;
export type StockAdjustReason = keyof typeof STOCK_ADJUST_REASONS;
export const STOCK_ADJUST_REASON_IDS = Object.keys(STOCK_ADJUST_REASONS) as [StockAdjustReason, ...StockAdjustReason[]];

/** Reasons the shop writes itself: the opening balance and what orders take and give back. */
export const STOCK_SYSTEM_REASONS = {
  saldo_awal: 'Saldo Awal',
  pesanan: 'Pesanan',
  pesanan_batal: 'Pesanan Dibatalkan',
  pesanan_kedaluwarsa: 'Pesanan Kedaluwarsa',
  pembayaran_gagal: 'Pembayaran Gagal',
  pengembalian_dana: 'Pengembalian Dana',
} as const;
export type StockSystemReason = keyof typeof STOCK_SYSTEM_REASONS;
export type StockMovementReason = StockAdjustReason | StockSystemReason;
export const STOCK_MOVEMENT_REASON_IDS = [
  ...STOCK_ADJUST_REASON_IDS,
  ...(Object.keys(STOCK_SYSTEM_REASONS) as StockSystemReason[]),
] as [StockMovementReason, ...StockMovementReason[]];

export const stockReasonLabel = (reason: StockMovementReason): string =>
  reason in STOCK_ADJUST_REASONS
    ? STOCK_ADJUST_REASONS[reason as StockAdjustReason].label
    : STOCK_SYSTEM_REASONS[reason as StockSystemReason];
