// Part of the lazy OTP chunk only: zod stays out of every first load.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { otpInputSchema } from '@rona/domain';

/** The typed code as the number the call sends, or the spec's message ('Kode OTP Belum Diisi', …). */
export function readOtp(code: string): { otp: number } | { error: string } {
  const result = otpInputSchema.safeParse(code);
  return result.success ? { otp: result.data } : { error: result.error.issues[0]?.message ?? '' };
}
