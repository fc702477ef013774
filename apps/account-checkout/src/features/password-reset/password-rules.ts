// Part of the lazy password-recovery chunks only: zod stays out of every first load.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { emailSchema, PASSWORD_MIN, resetPasswordBodySchema, type ResetPasswordBody } from '@rona/domain';
import { schemaResolver } from '@mantine/form';

export { PASSWORD_MIN };

/** The forgot-password form: the contract's e-mail rule. */
export function validateForgot(values: { email: string }): Record<string, string> {
  const result = emailSchema.safeParse(values.email);
  return result.success ? {} : { email: result.error.issues[0]?.message ?? '' };
}

/** The reset form: minimum 8, and 'Konfirmasi password tidak sama' (spec 3 §5). */
export const validateReset = schemaResolver(resetPasswordBodySchema, { sync: true }) as (
  values: ResetPasswordBody,
) => Record<string, string>;
