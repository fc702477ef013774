import { describe, expect, it } from 'vitest';
import { discountAmount, discountKind, discountText, finalPrice, isDiscountActive } from './discount';

describe('discountKind', () => {
  it('reads any case and rejects unknown kinds', () => {
    expect(discountKind('Percentage')).toBe('percentage');
    expect(discountKind('FIXED')).toBe('fixed');
    expect(discountKind(' override ')).toBe('override');
    expect(discountKind('bogus')).toBeNull();
  });
});

describe('finalPrice', () => {
  it('keeps the price without a discount or with an unknown kind', () => {
    expect(finalPrice(100000, null)).toBe(100000);
    expect(finalPrice(100000, undefined)).toBe(100000);
    expect(finalPrice(100000, { kind: 'bogus', value: 5 })).toBe(100000);
  });
  it('takes a percentage off and rounds to whole Rupiah', () => {
    expect(finalPrice(100000, { kind: 'Percentage', value: 20 })).toBe(80000);
    expect(finalPrice(99999, { kind: 'percentage', value: 15 })).toBe(84999);
    expect(finalPrice(100000, { kind: 'percentage', value: 150 })).toBe(0);
  });
  it('takes a fixed amount off, never below 0', () => {
    expect(finalPrice(100000, { kind: 'FIXED', value: 25000 })).toBe(75000);
    expect(finalPrice(10000, { kind: 'fixed', value: 25000 })).toBe(0);
  });
  it('uses the override value as the new price, never above the regular price', () => {
    expect(finalPrice(100000, { kind: 'override', value: 65000 })).toBe(65000);
    expect(finalPrice(100000, { kind: 'override', value: 120000 })).toBe(100000);
    expect(finalPrice(100000, { kind: 'override', value: -5 })).toBe(0);
  });
  it('never raises the price with a negative discount', () => {
    expect(finalPrice(100000, { kind: 'fixed', value: -5000 })).toBe(100000);
  });
});

describe('discountAmount', () => {
  it('is the saving per unit', () => {
    expect(discountAmount(100000, { kind: 'percentage', value: 10 })).toBe(10000);
    expect(discountAmount(100000, null)).toBe(0);
  });
});

describe('discountText', () => {
  it('shows a percentage', () => {
    expect(discountText({ kind: 'PERCENTAGE', value: 20 }, 100000)).toBe('Disc. 20%');
    expect(discountText({ kind: 'percentage', value: 12.5 }, 100000)).toBe('Disc. 12,5%');
  });
  it('shows a fixed amount as Rupiah', () => {
    expect(discountText({ kind: 'Fixed', value: 10000 }, 100000)).toBe('Disc. Rp 10.000');
  });
  it('shows the saving of an override, never below Rp 0', () => {
    expect(discountText({ kind: 'override', value: 75000 }, 100000)).toBe('Disc. Rp 25.000');
    expect(discountText({ kind: 'override', value: 120000 }, 100000)).toBe('Disc. Rp 0');
  });
  it('is empty without a discount', () => {
    expect(discountText(null, 100000)).toBe('');
    expect(discountText({ kind: 'bogus', value: 1 }, 100000)).toBe('');
  });
});

describe('isDiscountActive', () => {
  const now = new Date('2025-05-10T12:00:00Z');
  const d = { kind: 'percentage', value: 10 };
  it('is false without a usable discount', () => {
    expect(isDiscountActive(null, now)).toBe(false);
    expect(isDiscountActive({ kind: 'bogus', value: 1 }, now)).toBe(false);
  });
  it('is true without dates', () => {
    expect(isDiscountActive(d, now)).toBe(true);
    expect(isDiscountActive({ ...d, startDate: null, endDate: null }, now)).toBe(true);
  });
  it('uses the current time by default', () => {
    expect(isDiscountActive({ ...d, endDate: '2000-01-01T00:00:00Z' })).toBe(false);
  });
  it('checks the start', () => {
    expect(isDiscountActive({ ...d, startDate: '2025-05-10T11:00:00Z' }, now)).toBe(true);
    expect(isDiscountActive({ ...d, startDate: '2025-05-10T13:00:00Z' }, now)).toBe(false);
  });
  it('checks the end', () => {
    expect(isDiscountActive({ ...d, endDate: '2025-05-10T12:00:00Z' }, now)).toBe(true);
    expect(isDiscountActive({ ...d, endDate: '2025-05-10T11:59:59Z' }, now)).toBe(false);
  });
  it('reads whole-day dates in WIB', () => {
    // 2025-05-10 ends at 16:59:59.999 UTC.
    expect(isDiscountActive({ ...d, endDate: '2025-05-10' }, new Date('2025-05-10T16:59:59Z'))).toBe(true);
    expect(isDiscountActive({ ...d, endDate: '2025-05-10' }, new Date('2025-05-10T17:00:00Z'))).toBe(false);
    // 2025-05-11 starts at 17:00 UTC on the 10th.
    expect(isDiscountActive({ ...d, startDate: '2025-05-11' }, new Date('2025-05-10T17:00:00Z'))).toBe(true);
    expect(isDiscountActive({ ...d, startDate: '2025-05-11' }, new Date('2025-05-10T16:59:59Z'))).toBe(false);
  });
  it('treats an unreadable date as inactive', () => {
    expect(isDiscountActive({ ...d, startDate: 'soon' }, now)).toBe(false);
    expect(isDiscountActive({ ...d, endDate: 'later' }, now)).toBe(false);
  });
});
