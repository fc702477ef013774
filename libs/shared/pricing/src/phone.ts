/** Indonesia's country code; phone numbers are stored and sent with it (spec 3 §9). */
export const PHONE_PREFIX = '62';

/**
 * The number as sent on submit (spec 3 §5): digits only, a leading 0 dropped and 62 put in front
 * unless it is already there. '0812-345' → '62812345', '+62 812' → '62812', '812' → '62812'.
 * Nothing typed → ''.
 */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (!digits) return '';
  if (digits.startsWith(PHONE_PREFIX)) return digits;
  return PHONE_PREFIX + digits.replace(/^0/, '');
}

/**
 * The separate phone rule (spec 3 §5): starts with 62 (not 0, no '+'), digits only, at least 11
 * characters.
 */
export function isValidPhone(phone: string): boolean {
  return /^62\d+$/.test(phone) && phone.length >= 11;
}
