// Loaded only inside the member area's lazy tab chunks (see profile-page.tsx): zod stays out of first loads.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import {
  addressInputSchema,
  bankAccountAddSchema,
  guestAddressInputSchema,
  imageFileSchema,
  passwordProblem,
  personalUpdateSchema,
  type AddressInput,
  type BankAccountAdd,
  type GuestAddressInput,
  type PersonalUpdate,
} from '@rona/domain';
import { schemaResolver } from '@mantine/form';
import { translator } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';

const t = translator(accountMessages);

type Errors = Record<string, string>;

export const validateAddress = schemaResolver(addressInputSchema, { sync: true }) as (values: AddressInput) => Errors;
export const validateGuestAddress = schemaResolver(guestAddressInputSchema, { sync: true }) as (
  values: GuestAddressInput,
) => Errors;
export const validateBank = schemaResolver(bankAccountAddSchema, { sync: true }) as (values: BankAccountAdd) => Errors;
export const validatePersonal = schemaResolver(personalUpdateSchema, { sync: true }) as (
  values: PersonalUpdate,
) => Errors;

/**
 * The new-password form of the account area (spec 3 §5): the shop's one password rule (minimum 8,
 * a letter and a digit — the server's rule, from the domain lib), and the confirmation must match.
 */
export function validateNewPassword(values: { password: string; rePassword: string }): Errors {
  const errors: Errors = {};
  const problem = passwordProblem(values.password, t('account.password.min'));
  if (problem) errors.password = problem;
  if (values.rePassword !== values.password) errors.rePassword = t('account.password.mismatch');
  return errors;
}

/**
 * Why a chosen photo cannot be sent, checked before any upload (spec 3 §5): over 5 MB →
 * 'File Gambar terlalu besar!', not an image → the image-only message; null when it may go.
 */
export function photoProblem(file: Pick<File, 'size' | 'type'>): string | null {
  const result = imageFileSchema.safeParse({ size: file.size, type: file.type });
  if (result.success) return null;
  return result.error.issues.some((i) => i.path[0] === 'size')
    ? t('account.photo.tooLarge')
    : t('account.photo.notImage');
}
