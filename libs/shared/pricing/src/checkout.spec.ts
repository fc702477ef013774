import { describe, expect, it } from 'vitest';
import { canChooseShipping, canReachPay, checkoutBlocker, insuranceChoice, isPointToggleDisabled } from './checkout';

describe('checkoutBlocker', () => {
  it('names the first missing step', () => {
    expect(checkoutBlocker({ hasAddress: false, hasShipping: false, hasPayment: false })).toBe(
      'Belum memiliki alamat pengiriman',
    );
    expect(checkoutBlocker({ hasAddress: true, hasShipping: false, hasPayment: true })).toBe('Belum memilih pengiriman');
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
