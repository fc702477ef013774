// Part of the lazy /register chunk only: zod stays out of every first load.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { PASSWORD_MIN, registerFormSchema } from '@rona/domain';
import { schemaResolver } from '@mantine/form';
import { translator } from '@rona/i18n';
import { authMessages } from '@rona/i18n/areas/auth';
import { phoneFromLocalPart } from '@rona/rules';

const t = translator(authMessages);

export { PASSWORD_MIN };

export interface RegisterValues {
  fullName: string;
  /** The digits after the fixed 62. */
  phone: string;
  email: string;
  password: string;
  rePassword: string;
  remember: boolean;
}

const resolve = schemaResolver(registerFormSchema, { sync: true });

/** The registration messages of spec 3 §5, from the contract's schema, with 62 put in front of the phone. */
export function validateRegister(values: RegisterValues): Record<string, string> {
  const { remember: _remember, ...fields } = values;
  const errors = resolve({ ...fields, phone: phoneFromLocalPart(fields.phone) }) as Record<string, string>;
  // 62 is a fixed prefix here: the schema's 'harus diawali 62' is worded for what the user types.
  if (errors.phone && fields.phone.trim()) errors.phone = t('auth.register.phoneDigits');
  return errors;
}
