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

/**
 * What the registration phone field keeps next to its fixed '62' (spec 3 §5): digits only, with a
 * leading 0 dropped as it is typed. A pasted full number ('+62 812…', '62812…') loses its 62 too,
 * since Indonesian numbers after the country code start with 8, never 62.
 * '0812-3456' → '8123456', '+62 812' → '812', 'abc' → ''.
 */
export function phoneLocalPart(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^0+/, '');
  return digits.startsWith(PHONE_PREFIX) && digits.length > PHONE_PREFIX.length && digits[2] !== '0'
    ? digits.slice(PHONE_PREFIX.length)
    : digits;
}

/** The number the registration form sends: '' while nothing is typed, so the form can say it is missing. */
export function phoneFromLocalPart(local: string): string {
  const digits = phoneLocalPart(local);
  return digits ? PHONE_PREFIX + digits : '';
}

/**
 * A stored number as a person reads and dials it at home: the country code back to 0, in groups of
 * four. '6281234567890' → '0812-3456-7890', '081298765432' → '0812-9876-5432'. Anything else (not
 * an Indonesian number) is shown as given.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.startsWith(PHONE_PREFIX) ? `0${digits.slice(PHONE_PREFIX.length)}` : digits;
  if (!/^08\d/.test(local)) return phone;
  return [local.slice(0, 4), local.slice(4, 8), local.slice(8)].filter(Boolean).join('-');
}
