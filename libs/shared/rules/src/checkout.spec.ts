import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_SERVICE_FEE,
  canChooseShipping,
  canReachPay,
  checkoutBlocker,
  checkoutSummary,
  courierGroupLabel,
  insuranceAmount,
  insuranceChoice,
  isPointToggleDisabled,
  pointsDisabled,
} from './checkout';

describe('checkoutBlocker', () => {
  it('names the first missing step', () => {
    expect(checkoutBlocker({ hasAddress: false, hasShipping: false, hasPayment: false })).toBe(
      'Belum memiliki alamat pengiriman',
    );
    expect(checkoutBlocker({ hasAddress: true, hasShipping: false, hasPayment: true })).toBe(
      'Belum memilih pengiriman',
    );
    expect(checkoutBlocker({ hasAddress: true, hasShipping: true, hasPayment: false })).toBe(
      'Belum Memilih Metode Pembayaran',
    );
    expect(checkoutBlocker({ hasAddress: true, hasShipping: true, hasPayment: true })).toBeNull();
  });
});

describe('checkout steps', () => {
  it('needs an address before shipping, and both before paying', () => {
    expect(canChooseShipping({ hasAddress: false })).toBe(false);
    expect(canChooseShipping({ hasAddress: true })).toBe(true);
    expect(canReachPay({ hasAddress: true, hasShipping: false })).toBe(false);
    expect(canReachPay({ hasAddress: false, hasShipping: true })).toBe(false);
    expect(canReachPay({ hasAddress: true, hasShipping: true })).toBe(true);
  });
});

describe('isPointToggleDisabled', () => {
  it('is disabled by the checkout flag or an empty balance', () => {
    expect(isPointToggleDisabled(false, 100)).toBe(false);
    expect(isPointToggleDisabled(true, 100)).toBe(true);
    expect(isPointToggleDisabled(false, 0)).toBe(true);
    expect(isPointToggleDisabled(false, -3)).toBe(true);
  });
});

describe('insuranceChoice', () => {
  it('locks a forced insurance on, and otherwise follows the choice', () => {
    expect(insuranceChoice(true, false)).toEqual({ checked: true, locked: true });
    expect(insuranceChoice(false, true)).toEqual({ checked: true, locked: false });
    expect(insuranceChoice(false, false)).toEqual({ checked: false, locked: false });
  });
});

describe('checkoutSummary', () => {
  const base = {
    lines: [
      { price: 150_000, finalPrice: 120_000, quantity: 2, weight: 250 },
      { price: 80_000, finalPrice: 80_000, quantity: 1, weight: 600 },
    ],
    transactionVoucher: 0,
    shippingVoucher: 0,
    shippingPrice: 0,
    insurance: 0,
    pointsAvailable: 0,
    usingPoint: false,
    earnsCashback: true,
  };

  it('adds goods, product discounts, the service fee and the weight', () => {
    expect(checkoutSummary(base)).toEqual({
      totalItems: 3,
      itemsTotal: 380_000,
      totalPrice: 320_000,
      discountTotal: 60_000,
      discountShipping: 0,
      shippingAmount: 0,
      serviceFee: CHECKOUT_SERVICE_FEE,
      serviceInsurance: 0,
      totalPointUsed: 0,
      point: 3_200,
      grandTotal: 320_000 + CHECKOUT_SERVICE_FEE,
      weightTotal: 1_100,
    });
  });

  it('takes the transaction voucher off the goods and caps the shipping voucher at the shipping price', () => {
    const s = checkoutSummary({
      ...base,
      transactionVoucher: 20_000,
      shippingVoucher: 30_000,
      shippingPrice: 18_000,
      insurance: 2_640,
    });
    expect(s.discountTotal).toBe(80_000);
    expect(s.discountShipping).toBe(18_000);
    expect(s.shippingAmount).toBe(18_000);
    expect(s.serviceInsurance).toBe(2_640);
    expect(s.grandTotal).toBe(380_000 - 80_000 + 18_000 - 18_000 + 2_640 + CHECKOUT_SERVICE_FEE);
    expect(s.point).toBe(3_000);
  });

  it('never lets a voucher take more than the goods', () => {
    const s = checkoutSummary({
      ...base,
      lines: [{ price: 10_000, finalPrice: 10_000, quantity: 1, weight: 1 }],
      transactionVoucher: 50_000,
    });
    expect(s.discountTotal).toBe(10_000);
    expect(s.grandTotal).toBe(CHECKOUT_SERVICE_FEE);
  });

  it('spends points up to everything but the service fee, and only when asked', () => {
    const lines = [{ price: 100_000, finalPrice: 100_000, quantity: 1, weight: 100 }];
    expect(checkoutSummary({ ...base, lines, pointsAvailable: 5_000 }).totalPointUsed).toBe(0);
    const some = checkoutSummary({ ...base, lines, shippingPrice: 9_000, pointsAvailable: 5_000, usingPoint: true });
    expect(some.totalPointUsed).toBe(5_000);
    expect(some.grandTotal).toBe(100_000 + 9_000 - 5_000 + CHECKOUT_SERVICE_FEE);
    expect(some.point).toBe(950);
    const all = checkoutSummary({ ...base, lines, shippingPrice: 9_000, pointsAvailable: 1_000_000, usingPoint: true });
    expect(all.totalPointUsed).toBe(109_000);
    expect(all.grandTotal).toBe(CHECKOUT_SERVICE_FEE);
    expect(all.point).toBe(0);
  });

  it('gives guests no cashback', () => {
    expect(checkoutSummary({ ...base, earnsCashback: false }).point).toBe(0);
  });
});

describe('insuranceAmount', () => {
  it('is the fee percent of the goods rounded up plus the fixed cost', () => {
    expect(insuranceAmount(320_000, { insurance_fee: 0.2, insurance_add_cost: 2_000 })).toBe(2_640);
    expect(insuranceAmount(100_001, { insurance_fee: 0.5, insurance_add_cost: 0 })).toBe(501);
    expect(insuranceAmount(0, { insurance_fee: 0.2, insurance_add_cost: 2_000 })).toBe(0);
  });
});

describe('pointsDisabled', () => {
  it('turns points off for guests, product discounts and vouchers', () => {
    expect(pointsDisabled({ guest: false, anyProductDiscount: false, usableVouchers: 0 })).toBe(false);
    expect(pointsDisabled({ guest: true, anyProductDiscount: false, usableVouchers: 0 })).toBe(true);
    expect(pointsDisabled({ guest: false, anyProductDiscount: true, usableVouchers: 0 })).toBe(true);
    expect(pointsDisabled({ guest: false, anyProductDiscount: false, usableVouchers: 1 })).toBe(true);
  });
});

describe('courierGroupLabel', () => {
  it.each([
    ['regular', 'Reguler'],
    ['express', 'Ekspres'],
    ['same_day', 'Sehari Sampai'],
    ['sameday', 'Sehari Sampai'],
    ['cargo', 'cargo'],
  ])('%s → %s', (group, label) => {
    expect(courierGroupLabel(group)).toBe(label);
  });
});
