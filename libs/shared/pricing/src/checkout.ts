import { t } from '@rona/i18n';

export interface CheckoutProgress {
  hasAddress: boolean;
  hasShipping: boolean;
  hasPayment: boolean;
}

/**
 * Why Bayar cannot go ahead yet, the first missing step first (address, shipping, payment
 * method), or null when it can (spec 2 §4, §5).
 */
export function checkoutBlocker(p: CheckoutProgress): string | null {
  if (!p.hasAddress) return t('checkoutBlock.noAddress');
  if (!p.hasShipping) return t('checkoutBlock.noShipping');
  if (!p.hasPayment) return t('checkoutBlock.noPayment');
  return null;
}

/** Pilih Pengiriman needs an address; paying needs an address and a shipping choice. */
export const canChooseShipping = (p: Pick<CheckoutProgress, 'hasAddress'>): boolean => p.hasAddress;
export const canReachPay = (p: Pick<CheckoutProgress, 'hasAddress' | 'hasShipping'>): boolean =>
  p.hasAddress && p.hasShipping;

/** The points toggle is off-limits when the checkout disables points or the balance is 0 or less. */
export const isPointToggleDisabled = (disableUsingPoint: boolean, points: number): boolean =>
  disableUsingPoint || points <= 0;

/** A courier that requires insurance ticks the box and locks it ('Wajib Asuransi'). */
export const insuranceChoice = (forceInsurance: boolean, chosen: boolean): { checked: boolean; locked: boolean } =>
  forceInsurance ? { checked: true, locked: true } : { checked: chosen, locked: false };
