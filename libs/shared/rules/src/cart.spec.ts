import type { CartItem } from '@rona/domain';
import { describe, expect, it } from 'vitest';
import {
  cartLineOf,
  isBuyDisabled,
  isCounted,
  needsLoginForPromo,
  priceCart,
  selectionState,
  type CartLine,
  type CartLineDiscount,
} from './cart';

const promo = (over: Partial<CartLineDiscount> = {}): CartLineDiscount => ({
  kind: 'percentage',
  value: 10,
  promoId: 'p1',
  promoPurchaseLimit: 0,
  purchaseLimit: 0,
  ...over,
});
const line = (over: Partial<CartLine> = {}): CartLine => ({
  id: 'v1',
  quantity: 1,
  price: 100000,
  stock: 20,
  status: true,
  isSelected: true,
  discount: null,
  ...over,
});

describe('priceCart', () => {
  it('sums an empty cart to zero', () => {
    expect(priceCart([]).summary).toEqual({
      totalItems: 0,
      itemsTotal: 0,
      totalPrice: 0,
      discountTotal: 0,
      grandTotal: 0,
    });
  });

  it('prices lines and sums the counted ones', () => {
    const { lines, summary } = priceCart([
      line({ id: 'a', quantity: 2, discount: promo() }),
      line({ id: 'b', quantity: 1, price: 50000 }),
      line({ id: 'c', quantity: 3, isSelected: false }),
      line({ id: 'd', quantity: 1, stock: 0 }),
      line({ id: 'e', quantity: 1, status: false }),
    ]);
    expect(lines[0]).toMatchObject({ counted: true, finalUnitPrice: 90000, regularTotal: 200000, lineTotal: 180000 });
    expect(lines.map((l) => l.counted)).toEqual([true, true, false, false, false]);
    expect(summary).toEqual({
      totalItems: 3,
      itemsTotal: 250000,
      totalPrice: 230000,
      discountTotal: 20000,
      grandTotal: 230000,
    });
  });

  it('takes applied vouchers off the grand total, never below 0', () => {
    const lines = [line({ price: 100000 })];
    expect(priceCart(lines, [{ deducted_price: 30000 }]).summary.grandTotal).toBe(70000);
    expect(priceCart(lines, [{ deducted_price: 80000 }, { deducted_price: 50000 }]).summary.grandTotal).toBe(0);
  });

  it('drops the discount when the line passes its own purchase limit', () => {
    const [within] = priceCart([line({ quantity: 2, discount: promo({ purchaseLimit: 2 }) })]).lines;
    const [over] = priceCart([line({ quantity: 3, discount: promo({ purchaseLimit: 2 }) })]).lines;
    expect(within).toMatchObject({ discountDropped: false, finalUnitPrice: 90000 });
    expect(over).toMatchObject({ discount: null, discountDropped: true, finalUnitPrice: 100000, lineTotal: 300000 });
  });

  it('drops the discount on every line of a promo whose cart-wide units pass the promo limit', () => {
    const d = promo({ promoPurchaseLimit: 3 });
    const priced = priceCart([
      line({ id: 'a', quantity: 2, discount: d }),
      line({ id: 'b', quantity: 2, discount: d }),
      line({ id: 'c', quantity: 5, discount: promo({ promoId: 'p2', promoPurchaseLimit: 5 }) }),
    ]).lines;
    expect(priced.map((l) => l.discountDropped)).toEqual([true, true, false]);
  });

  it('keeps the promo when its units stay within the limit, and 0 means no limit', () => {
    const priced = priceCart([
      line({ id: 'a', quantity: 2, discount: promo({ promoPurchaseLimit: 3 }) }),
      line({ id: 'b', quantity: 1, discount: promo({ promoPurchaseLimit: 3 }) }),
      line({ id: 'c', quantity: 50, stock: 99, discount: promo({ promoId: 'p3' }) }),
    ]).lines;
    expect(priced.map((l) => l.discountDropped)).toEqual([false, false, false]);
  });

  it('counts units of lines to be bought only, and judges an unselected line as if it were bought', () => {
    const d = promo({ promoPurchaseLimit: 3 });
    const priced = priceCart([
      line({ id: 'a', quantity: 2, discount: d }),
      line({ id: 'b', quantity: 1, discount: d, isSelected: false }),
      line({ id: 'c', quantity: 2, discount: d, isSelected: false }),
    ]).lines;
    // a: 2 bought units → kept; b: 2 + 1 = 3 → kept; c: 2 + 2 = 4 → dropped.
    expect(priced.map((l) => l.discountDropped)).toEqual([false, false, true]);
  });

  it('groups a line without a promo id on its own', () => {
    const d = promo({ promoId: null, promoPurchaseLimit: 2 });
    const priced = priceCart([
      line({ id: 'a', quantity: 2, discount: d }),
      line({ id: 'b', quantity: 2, discount: d }),
    ]).lines;
    expect(priced.map((l) => l.discountDropped)).toEqual([false, false]);
    const [single] = priceCart([
      line({ quantity: 3, discount: promo({ promoId: undefined, promoPurchaseLimit: 2 }) }),
    ]).lines;
    expect(single?.discountDropped).toBe(true);
  });

  it('ignores a discount of an unknown kind', () => {
    const [l] = priceCart([line({ quantity: 9, discount: promo({ kind: 'bogus', purchaseLimit: 1 }) })]).lines;
    expect(l).toMatchObject({ discount: null, discountDropped: false, finalUnitPrice: 100000 });
  });
});

describe('isCounted', () => {
  it('needs selected, in stock and valid', () => {
    expect(isCounted(line())).toBe(true);
    expect(isCounted(line({ isSelected: false }))).toBe(false);
    expect(isCounted(line({ stock: 0 }))).toBe(false);
    expect(isCounted(line({ status: false }))).toBe(false);
  });
});

describe('isBuyDisabled', () => {
  it('is enabled with a positive total and buyable selected lines', () => {
    expect(isBuyDisabled([line(), line({ isSelected: false, stock: 0 })], 100000)).toBe(false);
  });
  it('is disabled at a grand total of 0 or less', () => {
    expect(isBuyDisabled([line()], 0)).toBe(true);
    expect(isBuyDisabled([line()], -1)).toBe(true);
  });
  it('is disabled when a selected line is sold out or invalid', () => {
    expect(isBuyDisabled([line(), line({ stock: 0 })], 100000)).toBe(true);
    expect(isBuyDisabled([line({ status: false })], 100000)).toBe(true);
  });
});

describe('selectionState', () => {
  it('answers all, some or none', () => {
    expect(selectionState([])).toBe('none');
    expect(selectionState([{ isSelected: false }])).toBe('none');
    expect(selectionState([{ isSelected: true }, { isSelected: false }])).toBe('some');
    expect(selectionState([{ isSelected: true }, { isSelected: true }])).toBe('all');
  });
});

describe('needsLoginForPromo', () => {
  it('is true only when a line to be bought keeps a discount', () => {
    expect(needsLoginForPromo([line()])).toBe(false);
    expect(needsLoginForPromo([line({ discount: promo() })])).toBe(true);
    expect(needsLoginForPromo([line({ discount: promo(), isSelected: false })])).toBe(false);
    expect(needsLoginForPromo([line({ quantity: 3, discount: promo({ purchaseLimit: 1 }) })])).toBe(false);
  });
});

describe('cartLineOf', () => {
  const item = (discount: CartItem['warehouse']['discount']): CartItem => ({
    id: 'v9',
    name: 'Serum',
    url: 'rona/serum-30ml',
    image: '/img.jpg',
    size: '30 ml',
    status: true,
    isSelected: false,
    dimension: { length: 1, width: 1, height: 1 },
    marketplace: [],
    weight: 100,
    warehouse: { quantity: 2, stock: 7, price: 120000, fixedPrice: 120000, discount, invalid: false },
  });
  const base = { kind: 'fixed' as const, value: 5000, text: 'Disc. Rp 5.000', promoPurchaseLimit: 4, purchaseLimit: 1 };

  it('maps a domain cart item', () => {
    expect(cartLineOf(item({ ...base, startDate: null, endDate: null, _discount: 'd1' }))).toEqual({
      id: 'v9',
      quantity: 2,
      price: 120000,
      stock: 7,
      status: true,
      isSelected: false,
      discount: { kind: 'fixed', value: 5000, promoId: 'd1', promoPurchaseLimit: 4, purchaseLimit: 1 },
    });
  });
  it('maps a discount without an id, and no discount', () => {
    expect(cartLineOf(item({ ...base, startDate: null, endDate: null })).discount?.promoId).toBeNull();
    expect(cartLineOf(item(null)).discount).toBeNull();
  });
});
