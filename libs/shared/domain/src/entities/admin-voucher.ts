import { z } from 'zod';
import { voucherCategorySchema } from './cart';

/**
 * The back office's vouchers (issue 28 §1; docs/product/vouchers.md). One voucher row is what the
 * cart and the checkout judge (window, limits, terms); `voucher_uses` counts the orders that hold it.
 */

/** Where a voucher stands now: running, not yet started, past its end, or switched off by staff. */
export const ADMIN_VOUCHER_STATUSES = ['active', 'scheduled', 'ended', 'inactive'] as const;
export type AdminVoucherStatus = (typeof ADMIN_VOUCHER_STATUSES)[number];

/** Who may use it: every member (no code), or the members who claimed its redeem code. */
export const ADMIN_VOUCHER_AUDIENCES = ['everyone', 'code'] as const;
export type AdminVoucherAudience = (typeof ADMIN_VOUCHER_AUDIENCES)[number];

/** A redeem code shoppers type: letters, digits and '-', 4–20 characters; stored in capitals, unique whatever the case. */
export const REDEEM_CODE_PATTERN = /^[A-Z0-9-]{4,20}$/;

/** Use so far, from the orders that still hold the voucher (a cancelled or expired order gave its use back). */
export const adminVoucherUsageSchema = z.object({
  orders: z.number().int(),
  members: z.number().int(),
  /** Rupiah the voucher took off those orders (the transaction voucher's part, or the shipping discount). */
  discount: z.number().int(),
});
export type AdminVoucherUsage = z.infer<typeof adminVoucherUsageSchema>;

export const adminVoucherSchema = z.object({
  id: z.string(),
  /** The shop's own reference (VC-…), shown on an order's vouchers. */
  code: z.string(),
  name: z.string(),
  audience: z.enum(ADMIN_VOUCHER_AUDIENCES),
  redeemCode: z.string().nullable(),
  category: voucherCategorySchema,
  discType: z.enum(['fixed', 'percentage']),
  discAmount: z.number().int(),
  maxDiscount: z.number().int(),
  minimumTransaction: z.number().int(),
  termsCondition: z.string(),
  /** ISO date-times; a null start means usable from its creation. */
  startsAt: z.string().nullable(),
  expiresAt: z.string(),
  usageLimit: z.number().int().nullable(),
  perMemberLimit: z.number().int().nullable(),
  deactivatedAt: z.string().nullable(),
  status: z.enum(ADMIN_VOUCHER_STATUSES),
  usage: adminVoucherUsageSchema,
  /** True once an order holds it: its category, kind, amount and maximum discount no longer change. */
  locked: z.boolean(),
});
export type AdminVoucher = z.infer<typeof adminVoucherSchema>;

/** One order that holds the voucher. */
export const adminVoucherUseSchema = z.object({
  orderId: z.string(),
  invoice: z.string(),
  status: z.string(),
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  usedAt: z.string(),
  discount: z.number().int(),
});
export type AdminVoucherUse = z.infer<typeof adminVoucherUseSchema>;

const MAX_RUPIAH = 1_000_000_000;
const rupiah = (label: string) =>
  z
    .number({ error: `${label} harus angka` })
    .int({ error: `${label} harus rupiah bulat (tanpa sen)` })
    .min(0, { error: `${label} tidak boleh kurang dari 0` })
    .max(MAX_RUPIAH, { error: `${label} terlalu besar` });
const limit = (label: string) =>
  z
    .number({ error: `${label} harus angka` })
    .int({ error: `${label} harus bilangan bulat` })
    .min(1, { error: `${label} minimal 1 (kosongkan bila tanpa batas)` })
    .max(10_000_000, { error: `${label} terlalu besar` })
    .nullable();
const dateTime = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} harus tanggal dan jam yang valid` });

/**
 * A voucher as staff write it (create, and PUT replaces every field). The rules the API keeps
 * beyond these (a used voucher's kind and amount, a limit not below its uses, the code unique
 * whatever its case) are in the admin-vouchers module.
 */
export const adminVoucherInputSchema = z
  .object({
    name: z
      .string({ error: 'Nama voucher wajib diisi' })
      .trim()
      .min(1, { error: 'Nama voucher wajib diisi' })
      .max(100, { error: 'Nama voucher maksimal 100 karakter' }),
    audience: z.enum(ADMIN_VOUCHER_AUDIENCES, { error: 'Pilih siapa yang dapat memakai voucher' }),
    /** Required when the audience is 'code'; ignored (stored as none) for 'everyone'. */
    redeemCode: z
      .string({ error: 'Kode voucher harus teks' })
      .trim()
      .max(20, { error: 'Kode voucher maksimal 20 karakter' })
      .transform((s) => s.toUpperCase())
      .nullish(),
    category: z.enum(['shipping', 'transaction'], { error: 'Pilih jenis voucher: ongkos kirim atau transaksi' }),
    discType: z.enum(['fixed', 'percentage'], { error: 'Pilih bentuk potongan: nominal atau persen' }),
    discAmount: rupiah('Nilai potongan'),
    /** 0: no cap (a percentage voucher), otherwise the most it takes off in rupiah. */
    maxDiscount: rupiah('Maksimal potongan').default(0),
    minimumTransaction: rupiah('Minimal transaksi').default(0),
    /** Null: usable from the moment it is saved. */
    startsAt: dateTime('Waktu mulai').nullable().default(null),
    expiresAt: dateTime('Waktu berakhir'),
    usageLimit: limit('Kuota total').default(null),
    perMemberLimit: limit('Batas per member').default(null),
    termsCondition: z
      .string({ error: 'Syarat dan ketentuan wajib diisi' })
      .trim()
      .min(1, { error: 'Syarat dan ketentuan wajib diisi' })
      .max(5000, { error: 'Syarat dan ketentuan maksimal 5000 karakter' }),
  })
  .superRefine((v, ctx) => {
    if (v.audience === 'code') {
      if (!v.redeemCode) ctx.addIssue({ code: 'custom', path: ['redeemCode'], message: 'Kode voucher wajib diisi' });
      else if (!REDEEM_CODE_PATTERN.test(v.redeemCode))
        ctx.addIssue({
          code: 'custom',
          path: ['redeemCode'],
          message: 'Kode voucher 4–20 karakter: huruf, angka atau tanda hubung (-), tanpa spasi',
        });
    }
    if (v.discType === 'percentage' && (v.discAmount < 1 || v.discAmount > 100))
      ctx.addIssue({ code: 'custom', path: ['discAmount'], message: 'Persentase potongan harus 1–100' });
    if (v.discType === 'fixed' && v.discAmount < 1)
      ctx.addIssue({ code: 'custom', path: ['discAmount'], message: 'Nilai potongan harus lebih dari Rp0' });
    if (v.startsAt && Date.parse(v.expiresAt) <= Date.parse(v.startsAt))
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'Waktu berakhir harus setelah waktu mulai' });
  })
  .transform((v) => ({ ...v, redeemCode: v.audience === 'code' ? (v.redeemCode ?? null) : null }));
export type AdminVoucherInput = z.input<typeof adminVoucherInputSchema>;
export type AdminVoucherValues = z.output<typeof adminVoucherInputSchema>;
