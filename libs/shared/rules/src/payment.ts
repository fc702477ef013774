import { PAYMENT_METHOD_TYPES } from '@rona/domain/browser';
import type { PaymentMethodType } from '@rona/domain';

/**
 * Which payment-waiting view a method gets: the method code its `methode` contains
 * (e.g. 'VIRTUAL_ACCOUNT_BCA' → VIRTUAL_ACCOUNT), case-insensitively; null when none.
 */
export function paymentViewKind(methode: string | null | undefined): PaymentMethodType | null {
  if (!methode) return null;
  const upper = methode.toUpperCase();
  return PAYMENT_METHOD_TYPES.find((code) => upper.includes(code)) ?? null;
}
