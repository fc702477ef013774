import { z } from 'zod';
import { PERMISSION_KEYS } from '../staff-permissions';

export const permissionKeySchema = z.enum(PERMISSION_KEYS, { error: 'Izin tidak dikenal' });

/** A role: a named set of permission keys (data, seeded; docs/decisions/022). */
export const staffRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(permissionKeySchema),
  /** The owner role (every key): cannot be removed or demoted. */
  owner: z.boolean(),
});
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** A staff account (not a shop member). */
export const staffSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.object({ id: z.string(), name: z.string() }),
  active: z.boolean(),
  totpEnabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Invited and the link not used yet (no password of their own). */
  invitationPending: z.boolean(),
});
export type Staff = z.infer<typeof staffSchema>;

/** `GET /admin/v1/me`: the staff member and their effective keys (the UI shows only what they may use). */
export const staffMeSchema = staffSchema.extend({
  permissions: z.array(permissionKeySchema),
  /** ADMIN_REQUIRE_TOTP is on and this account has no second factor yet: only the enrol screens open. */
  totpRequired: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffLoginSchema = z.object({
  email: z
    .string({ error: 'Email belum diisi' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Email belum diisi' })
    .max(254, { error: 'Email tidak valid' }),
  password: z
    .string({ error: 'Kata sandi belum diisi' })
    .min(1, { error: 'Kata sandi belum diisi' })
    .max(200, { error: 'Kata sandi tidak valid' }),
  /** The authenticator's 6 digits, or a recovery code (xxxx-xxxx). */
  otp: z.string().trim().max(20, { error: 'Kode tidak valid' }).optional(),
});
export type StaffLogin = z.input<typeof staffLoginSchema>;

export const staffLoginResultSchema = z.object({
  /** For scripts: `Authorization: Bearer <accessToken>`. Browsers use the HttpOnly cookie pair instead. */
  accessToken: z.string(),
  /** When the session ends at the latest (12 hours); it also ends after 30 minutes without a call. */
  expiresAt: z.string(),
  data: staffMeSchema,
});
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;

export const otpCodeSchema = z
  .string({ error: 'Kode belum diisi' })
  .trim()
  .regex(/^\d{6}$/, { error: 'Kode harus 6 angka' });

export const totpEnrolmentSchema = z.object({
  /** otpauth://totp/… for authenticator apps. */
  otpauthUrl: z.string(),
  /** The same as a QR code: an SVG data URL for an <img>. */
  qrDataUrl: z.string(),
  /** Base32, for typing into an app by hand. Shown once; never logged or audited. */
  secret: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpConfirmedSchema = z.object({
  /** Ten single-use codes, shown once (only their hashes are stored). */
  recoveryCodes: z.array(z.string()),
});

const staffName = z
  .string({ error: 'Nama belum diisi' })
  .trim()
  .min(1, { error: 'Nama belum diisi' })
  .max(100, { error: 'Nama maksimal 100 karakter' });

export const staffCreateSchema = z.object({
  email: z.email({ error: 'Email tidak valid' }).trim().toLowerCase().max(254, { error: 'Email tidak valid' }),
  name: staffName,
  roleId: z.string({ error: 'Peran belum dipilih' }).min(1, { error: 'Peran belum dipilih' }).max(64),
  password: z
    .string({ error: 'Kata sandi belum diisi' })
    .min(10, { error: 'Kata sandi minimal 10 karakter' })
    .max(200, { error: 'Kata sandi maksimal 200 karakter' }),
});
export type StaffCreate = z.input<typeof staffCreateSchema>;

export const staffUpdateSchema = z
  .object({
    name: staffName.optional(),
    roleId: z.string().min(1).max(64).optional(),
    active: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { error: 'Tidak ada perubahan' });
export type StaffUpdate = z.input<typeof staffUpdateSchema>;

const roleIdField = z.string({ error: 'Peran belum dipilih' }).min(1, { error: 'Peran belum dipilih' }).max(64);
const newPassword = z
  .string({ error: 'Kata sandi belum diisi' })
  .min(10, { error: 'Kata sandi minimal 10 karakter' })
  .max(200, { error: 'Kata sandi maksimal 200 karakter' });

/** `POST /admin/v1/staff/invitations`: an account without a password and a mailed link to set one. */
export const staffInviteSchema = z.object({
  email: z.email({ error: 'Email tidak valid' }).trim().toLowerCase().max(254, { error: 'Email tidak valid' }),
  name: staffName,
  roleId: roleIdField,
});
export type StaffInvite = z.input<typeof staffInviteSchema>;

/** `POST /admin/v1/staff/invitations/accept`: the link's token and the new password. */
export const staffInvitationAcceptSchema = z.object({
  token: z
    .string({ error: 'Tautan undangan tidak valid' })
    .trim()
    .min(20, { error: 'Tautan undangan tidak valid' })
    .max(200, { error: 'Tautan undangan tidak valid' }),
  password: newPassword,
});
export type StaffInvitationAccept = z.input<typeof staffInvitationAcceptSchema>;

/** A role as staff write it: a name and the keys (only keys the writer holds). */
export const staffRoleWriteSchema = z.object({
  name: z
    .string({ error: 'Nama peran belum diisi' })
    .trim()
    .min(2, { error: 'Nama peran minimal 2 karakter' })
    .max(60, { error: 'Nama peran maksimal 60 karakter' }),
  permissions: z
    .array(permissionKeySchema, { error: 'Pilih izin peran' })
    .min(1, { error: 'Pilih minimal satu izin' })
    .transform((keys) => [...new Set(keys)]),
});
export type StaffRoleWrite = z.input<typeof staffRoleWriteSchema>;
