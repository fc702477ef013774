import { z } from 'zod';
import { pageSchema } from '../envelope';
import { emailSchema, phoneSchema } from './contact';
import { notificationSettingsSchema } from './notification';
import { PASSWORD_MIN } from '../constants';

export { PASSWORD_MIN };

/**
 * One password rule (issue 12 §8), used by the forms and the server alike: at least 8 characters
 * (spec 3 §5's form rule) and at least one letter and one digit (the spec's separate rule set).
 * Before, the forms checked only the length and accepted 'hanyahuruf', which the server refused.
 */
export const PASSWORD_RULE_SET_MESSAGE = 'Kata sandi harus mengandung huruf dan angka';
export const meetsPasswordRuleSet = (password: string) =>
  password.length >= 6 && /\p{L}/u.test(password) && /\d/.test(password);
/** The forms use two spellings of the length message: registration capitalises 'Sandi'. */
const password = (message: string) =>
  z
    .string({ error: message })
    .min(PASSWORD_MIN, { error: message })
    .max(72, { error: 'Kata sandi maksimal 72 karakter' })
    .refine(meetsPasswordRuleSet, { error: PASSWORD_RULE_SET_MESSAGE, abort: true });
const registrationPassword = password('Kata Sandi harus minimal 8 karakter');

/** The first problem of a new password by the one rule, or null (for forms that check by hand). */
export function passwordProblem(value: string, lengthMessage = 'Kata sandi harus minimal 8 karakter'): string | null {
  if (value.length < PASSWORD_MIN) return lengthMessage;
  if (value.length > 72) return 'Kata sandi maksimal 72 karakter';
  return meetsPasswordRuleSet(value) ? null : PASSWORD_RULE_SET_MESSAGE;
}

/** Kept for the contract's bodies; the rule is part of every new-password field now. */
export const withPasswordRuleSet = <S extends z.ZodType<{ password: string }>>(schema: S) => schema;
const accountPassword = password('Kata sandi harus minimal 8 karakter');

const fullName = z
  .string({ error: 'Nama lengkap belum diisi' })
  .trim()
  .min(1, { error: 'Nama lengkap belum diisi' })
  .max(100, { error: 'Nama lengkap maksimal 100 karakter' });

/** The login field takes an e-mail or a phone number. */
export const loginBodySchema = z.object({
  email: z
    .string({ error: 'Email atau nomor telepon belum diisi' })
    .trim()
    .min(1, { error: 'Email atau nomor telepon belum diisi' })
    .max(254)
    .refine((v) => z.email().safeParse(v).success || /^\+?\d{9,15}$/.test(v), {
      error: 'Masukkan email atau nomor telepon yang valid',
    }),
  password: z.string({ error: 'Kata sandi belum diisi' }).min(1, { error: 'Kata sandi belum diisi' }).max(72),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const userRoleSchema = z.object({ name: z.string(), sites: z.array(z.string()) });

export const loginUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  /** The link tool admits a user only if a role lists the store site. */
  roles: z.array(userRoleSchema),
});
export type LoginUser = z.infer<typeof loginUserSchema>;

export const loginResultSchema = z.object({ accessToken: z.string(), data: loginUserSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The pending phone verification: kept locally under 'otp', and sent as errors[0].value of a 418 login. */
export const otpRecordSchema = z.object({
  phone: z.string(),
  /** When the current code expires, ISO date-time. */
  expired: z.string(),
  email: z.string(),
});
export type OtpRecord = z.infer<typeof otpRecordSchema>;

/** A 6-digit code sent as a number. Codes are issued from 100000, so none is lost to a leading 0. */
export const otpSchema = z
  .number({
    error: (iss) => (iss.input === undefined || iss.input === null ? 'Kode OTP Belum Diisi' : 'Kode OTP harus 6 angka'),
  })
  .int({ error: 'Kode OTP harus 6 angka' })
  .min(100000, { error: 'Kode OTP harus 6 angka' })
  .max(999999, { error: 'Kode OTP harus 6 angka' });
/** The code as typed in the form, turned into the number the calls send. */
export const otpInputSchema = z
  .string()
  .trim()
  .min(1, { error: 'Kode OTP Belum Diisi' })
  .regex(/^\d{6}$/, { error: 'Kode OTP harus 6 angka' })
  .transform(Number)
  .pipe(otpSchema);

export const registerBodySchema = z.object({
  email: emailSchema,
  fullName,
  phone: phoneSchema,
  password: registrationPassword,
});
export type RegisterBody = z.input<typeof registerBodySchema>;
/**
 * The registration form: the body plus the confirmation (not sent). The match is checked even while
 * other fields are still wrong, so the form shows every message at once.
 */
export const registerFormSchema = registerBodySchema
  .extend({ rePassword: z.string() })
  .refine((f) => f.password === f.rePassword, {
    error: 'Konfirmasi password tidak sama',
    path: ['rePassword'],
    when: (payload) => {
      const v = payload.value as { password?: unknown; rePassword?: unknown };
      return typeof v.password === 'string' && typeof v.rePassword === 'string';
    },
  });

/**
 * `accessToken` is a registration token: it opens no member call; verifyPhone answers the real
 * session. `points`: what the QR offer adds once the phone is verified (0 without one).
 */
export const registerResultSchema = z.object({
  expired: z.string(),
  accessToken: z.string(),
  points: z.number().int().min(0),
});
export const qrOfferSchema = z.object({ name: z.string(), value: z.number() });
export type QrOffer = z.infer<typeof qrOfferSchema>;

export const resetPasswordBodySchema = z
  .object({ password: accountPassword, rePassword: z.string() })
  .refine((b) => b.password === b.rePassword, { error: 'Konfirmasi password tidak sama', path: ['rePassword'] });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** `token` comes from validation-password and proves the member just typed the current password. */
export const changePasswordBodySchema = withPasswordRuleSet(
  z
    .object({
      token: z.string().min(1, { error: 'Sesi ubah kata sandi berakhir, masukkan kata sandi lama kembali' }),
      password: accountPassword,
      rePassword: z.string(),
    })
    .refine((b) => b.password === b.rePassword, { error: 'Konfirmasi kata sandi harus sama', path: ['rePassword'] }),
);
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const SEXES = { male: 1, female: 0 } as const;
export const sexSchema = z.union([z.literal(1), z.literal(0)], { error: 'Jenis kelamin tidak valid' });

export const bankOptionSchema = z.object({ id: z.string(), name: z.string(), image: z.string() });
export type BankOption = z.infer<typeof bankOptionSchema>;
export const bankAccountSchema = z.object({ bank: bankOptionSchema, rekening: z.string(), name: z.string() });
export type BankAccount = z.infer<typeof bankAccountSchema>;

const bankId = z.string({ error: 'Belum memilih bank account' }).min(1, { error: 'Belum memilih bank account' });
const holderName = z
  .string({ error: 'Nama pemilik rekening belum diisi' })
  .trim()
  .min(1, { error: 'Nama pemilik rekening belum diisi' })
  .max(100, { error: 'Nama pemilik rekening maksimal 100 karakter' });
const accountNumber = z
  .string({ error: 'Nomor rekening belum diisi' })
  .trim()
  .min(1, { error: 'Nomor rekening belum diisi' })
  .regex(/^\d{5,20}$/, { error: 'Nomor rekening harus berupa 5 sampai 20 angka' });
/**
 * The current password, asked again before a change that could hand the account over (e-mail,
 * phone, refund account): a stolen session alone cannot make it (issue 12 §3).
 */
export const REAUTH_PASSWORD_MESSAGE = 'Masukkan kata sandi kamu untuk menyimpan perubahan ini';
export const reauthPasswordSchema = z
  .string({ error: REAUTH_PASSWORD_MESSAGE })
  .min(1, { error: REAUTH_PASSWORD_MESSAGE })
  .max(72, { error: 'Kata sandi maksimal 72 karakter' });
export const bankAccountAddSchema = z.object({
  bankId,
  name: holderName,
  noRekening: accountNumber,
  password: reauthPasswordSchema,
});
export const bankAccountUpdateSchema = z.object({
  bankId,
  name: holderName,
  rekening: accountNumber,
  password: reauthPasswordSchema,
});
export type BankAccountAdd = z.input<typeof bankAccountAddSchema>;
export type BankAccountUpdate = z.input<typeof bankAccountUpdateSchema>;

/** One answer to a skin question: a picked option id, or free text. */
export const skinAnswerSchema = z.object({ option: z.string().nullable(), essay: z.string().max(500).nullable() });
export type SkinAnswer = z.infer<typeof skinAnswerSchema>;

export const skinQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(['option', 'essay']),
  answerType: z.enum(['multiple', 'text', 'other']),
  questions: z.object({ text: z.string(), options: z.array(z.object({ id: z.string(), text: z.string() })) }),
  /** The member's current answers (empty when not answered yet). */
  answer: z.array(skinAnswerSchema),
});
export type SkinQuestion = z.infer<typeof skinQuestionSchema>;

export const skinUpdateSchema = z.object({
  question: z.string().min(1),
  answers: z
    .array(skinAnswerSchema)
    .max(20)
    .refine((a) => a.some((x) => (x.option ?? '').trim() !== '' || (x.essay ?? '').trim() !== ''), {
      error: 'Belum Menjawab Pertanyaan',
    }),
});
export type SkinUpdate = z.input<typeof skinUpdateSchema>;

/** The logged-in member (profile detail). */
export const sessionUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.object({ value: z.string(), verified: z.boolean() }),
  /** `requested`: a code was asked for and is still valid. */
  phone: z.object({ value: z.string(), verified: z.boolean(), requested: z.boolean() }),
  image: z.string().nullable(),
  identification: z.object({ sex: sexSchema.nullable(), birth: z.object({ date: z.string().nullable() }) }),
  /** The refund account; null until the member adds one. */
  banks: bankAccountSchema.nullable(),
  notification: notificationSettingsSchema,
  skinProfile: z.array(z.object({ question: z.string(), answers: z.array(skinAnswerSchema) })),
  session: z.object({ id: z.string() }),
  count: z.object({ notification: z.number().int() }),
  roles: z.array(userRoleSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Personal data change; empty fields are left out. `fullname` is spelt so by the spec. */
export const personalUpdateSchema = z.object({
  fullname: fullName.optional(),
  birthdate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Format tanggal lahir tidak valid' })
    .optional(),
  sex: sexSchema.optional(),
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
  /** A URL returned by the image upload. */
  image: z.string().max(2048).optional(),
  /** The current password: required by the server when the e-mail or the phone changes. */
  password: z.string().max(72, { error: 'Kata sandi maksimal 72 karakter' }).optional(),
});
export type PersonalUpdate = z.input<typeof personalUpdateSchema>;

export const pointLogSchema = z.object({
  type: z.enum(['income', 'expense']),
  point: z.number(),
  invoice: z.string().nullable(),
  createdAt: z.string(),
  /** A staff adjustment's reason (issue 28); null for order, bonus and refund entries. */
  note: z.string().nullable().optional(),
  /** When income lapses (as expiredSoon.expired); null for expenses. */
  expired: z.string().nullable().optional(),
});
export type PointLog = z.infer<typeof pointLogSchema>;

export const pointsSchema = z.object({
  datas: z.object({
    points: z.array(pointLogSchema),
    totalPoint: z.number(),
    expiredSoon: z.object({ point: z.number(), expired: z.string().nullable() }),
  }),
  page: pageSchema,
});
export type Points = z.infer<typeof pointsSchema>;
