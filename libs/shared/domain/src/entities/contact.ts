import { z } from 'zod';

/** An e-mail address; a missing one and a malformed one get different messages. */
export const emailSchema = z
  .email({
    error: (iss) => (iss.input === undefined || iss.input === '' ? 'Email belum diisi' : 'Format email tidak valid'),
  })
  .max(254, { error: 'Email maksimal 254 karakter' });

/**
 * An Indonesian phone number as the shop stores it: digits only, starting with 62, 11–15 long.
 * Spaces and dashes are dropped, and a leading 0 or +62 becomes 62 (spec 3 §5).
 */
export const phoneSchema = z
  .string({ error: 'Nomor telepon belum diisi' })
  .trim()
  .min(1, { error: 'Nomor telepon belum diisi' })
  .transform((s) => s.replace(/[\s-]/g, '').replace(/^\+/, '').replace(/^0/, '62'))
  .pipe(
    z.string().regex(/^62\d{9,13}$/, { error: 'Nomor telepon harus diawali 62 (tanpa simbol +) dan minimal 11 angka' }),
  );
