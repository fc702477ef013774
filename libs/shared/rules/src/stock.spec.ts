import { describe, expect, it } from 'vitest';
import {
  LOW_STOCK_THRESHOLD,
  cartStockLabel,
  cartStockState,
  isAddToCartDisabled,
  isCartItemUnavailable,
  isSoldOut,
  productStockText,
} from './stock';

describe('cart stock label', () => {
  it.each([
    [{ stock: 0, status: true }, 'soldOut', 'Habis'],
    [{ stock: -2, status: false }, 'soldOut', 'Habis'],
    [{ stock: 5, status: false }, 'invalid', 'Produk Invalid'],
    [{ stock: 10, status: true }, 'low', 'Sisa 10'],
    [{ stock: 1, status: true }, 'low', 'Sisa 1'],
    [{ stock: 11, status: true }, 'available', 'Stok Tersedia'],
  ] as const)('%o → %s', (line, state, label) => {
    expect(cartStockState(line)).toBe(state);
    expect(cartStockLabel(line)).toBe(label);
  });

  it('greys out sold-out and invalid lines only', () => {
    expect(isCartItemUnavailable({ stock: 0, status: true })).toBe(true);
    expect(isCartItemUnavailable({ stock: 3, status: false })).toBe(true);
    expect(isCartItemUnavailable({ stock: 3, status: true })).toBe(false);
    expect(isCartItemUnavailable({ stock: 30, status: true })).toBe(false);
  });
});

describe('product detail stock text', () => {
  it.each([
    [-1, 'Stok Habis'],
    [0, 'Stok Habis'],
    [1, 'Stok Sisa 1'],
    [LOW_STOCK_THRESHOLD, 'Stok Sisa 10'],
    [11, 'Stok Tersedia'],
  ])('%i → %s', (stock, text) => {
    expect(productStockText(stock)).toBe(text);
  });
});

describe('isSoldOut', () => {
  it('is true at 0 or less', () => {
    expect(isSoldOut(0)).toBe(true);
    expect(isSoldOut(-1)).toBe(true);
    expect(isSoldOut(1)).toBe(false);
  });
});

describe('isAddToCartDisabled', () => {
  const ok = { hasVariant: true, reloading: false, productActive: true, stock: 4 };
  it('is enabled when everything is in place', () => {
    expect(isAddToCartDisabled(ok)).toBe(false);
  });
  it.each([{ hasVariant: false }, { reloading: true }, { productActive: false }, { stock: 0 }])(
    'is disabled with %o',
    (change) => {
      expect(isAddToCartDisabled({ ...ok, ...change })).toBe(true);
    },
  );
});
