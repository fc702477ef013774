/**
 * The name shown on a review when the buyer hides it (spec 2 §5): each word keeps its first and
 * last letter, the others become '*'. Words of one or two letters stay as they are; runs of
 * spaces collapse to one. 'Siti Rahma' → 'S**i R***a'.
 */
export function maskUsername(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const chars = Array.from(word);
      if (chars.length <= 2) return word;
      return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1];
    })
    .join(' ');
}

/**
 * A phone number as the OTP screens show it: the country code and first three digits and the
 * last three stay, the rest become '*'. '6281234567890' → '62812*****890'. Short or empty
 * numbers are shown as given (nothing worth hiding).
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 9) return digits;
  return digits.slice(0, 5) + '*'.repeat(digits.length - 8) + digits.slice(-3);
}

/**
 * An e-mail address for staff without `customers:pii`: the first letter of the name before '@'
 * stays, the rest becomes '***'; the domain stays. 'siti.rahma@mail.com' → 's***@mail.com'.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email ? '***' : '';
  return `${email[0]}***${email.slice(at)}`;
}
