import { t } from '@rona/i18n';

/** 'Sisa <n>' / 'Stok Sisa <n>' from this many units down (spec 1 §9: 10 or fewer). */
export const LOW_STOCK_THRESHOLD = 10;

/** Sold out: stock 0 or less (the 'Habis' overlay on cards, size buttons disabled). */
export const isSoldOut = (stock: number): boolean => stock <= 0;

export type CartStockState = 'soldOut' | 'invalid' | 'low' | 'available';

/** What the cart knows of a line's stock: units left and whether the product is still sold. */
export interface StockLine {
  stock: number;
  /** False when the product or variant is invalid ('Produk Invalid'). */
  status: boolean;
}

/** The cart line's stock state, checked in the spec's order: sold out, invalid, low, available. */
export function cartStockState(line: StockLine): CartStockState {
  if (isSoldOut(line.stock)) return 'soldOut';
  if (!line.status) return 'invalid';
  if (line.stock <= LOW_STOCK_THRESHOLD) return 'low';
  return 'available';
}

/** 'Habis', 'Produk Invalid', 'Sisa <n>' or 'Stok Tersedia' (spec 1 §4). */
export function cartStockLabel(line: StockLine): string {
  switch (cartStockState(line)) {
    case 'soldOut':
      return t('stock.soldOut');
    case 'invalid':
      return t('stock.invalid');
    case 'low':
      return t('stock.remaining', { n: line.stock });
    case 'available':
      return t('stock.available');
  }
}

/** Sold-out and invalid lines are greyed out and cannot be bought. */
export function isCartItemUnavailable(line: StockLine): boolean {
  const state = cartStockState(line);
  return state === 'soldOut' || state === 'invalid';
}

/** Product detail: 'Stok Habis' at 0 or less, 'Stok Sisa <n>' at 10 or fewer, else 'Stok Tersedia'. */
export function productStockText(stock: number): string {
  if (isSoldOut(stock)) return t('stock.detailSoldOut');
  if (stock <= LOW_STOCK_THRESHOLD) return t('stock.detailRemaining', { n: stock });
  return t('stock.available');
}

export interface AddToCartState {
  /** A variant is chosen. */
  hasVariant: boolean;
  /** The cart is reloading after a change. */
  reloading: boolean;
  /** The product's status flag. */
  productActive: boolean;
  stock: number;
}

/** Tambah Keranjang is disabled while the variant is missing, the cart reloads, the product is off or sold out. */
export function isAddToCartDisabled(s: AddToCartState): boolean {
  return !s.hasVariant || s.reloading || !s.productActive || isSoldOut(s.stock);
}
