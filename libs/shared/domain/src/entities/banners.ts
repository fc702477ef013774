import { z } from 'zod';

/**
 * Staff's home banners and the about page's certificates (issue 28 §2, docs/product/banners.md):
 * what Pemasaran writes (`promotions:write`), what the back office lists and what the shop shows.
 */

export const BANNER_TITLE_MAX = 120;
export const BANNER_ALT_MAX = 200;
export const BANNER_LINK_MAX = 300;
export const CERTIFICATE_TITLE_MAX = 120;
export const CERTIFICATE_ISSUER_MAX = 200;
/** At most this many banners (and certificates) — the carousel shows them all. */
export const BANNERS_MAX = 50;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, { error: `${label} wajib diisi` })
    .max(max, { error: `${label} maksimal ${max} karakter` });

/** A picture's address: one the media pipeline answered (`/media/…`) or an http(s) link; no other scheme. */
export const bannerImageSchema = z
  .string({ error: 'Gambar wajib diunggah' })
  .trim()
  .min(1, { error: 'Gambar wajib diunggah' })
  .max(500, { error: 'Alamat gambar terlalu panjang' })
  .regex(/^(?:https?:\/\/|\/(?![/\\]))[^\s"'<>]*$/, { error: 'Alamat gambar tidak valid' });

/**
 * A banner's link stays in the shop: a path from the shop's root (`/promo/12-12`, `/products?category=…`),
 * never another site (`https://…`, `//host`, `/\host`, `javascript:`).
 */
export const SHOP_PATH_PATTERN = /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%#+]*$/;
export const BANNER_LINK_ERROR = 'Tautan harus alamat di dalam toko yang diawali "/", contoh: /promo/12-12';
export const bannerLinkSchema = z
  .string({ error: 'Tautan wajib diisi' })
  .trim()
  .min(1, { error: 'Tautan wajib diisi' })
  .max(BANNER_LINK_MAX, { error: `Tautan maksimal ${BANNER_LINK_MAX} karakter` })
  .regex(SHOP_PATH_PATTERN, { error: BANNER_LINK_ERROR });

const when = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} harus tanggal dan jam yang valid` })
    .nullable()
    .default(null);

export const BANNER_WINDOW_ERROR = 'Tayang sampai harus setelah tayang mulai';

export const adminBannerFieldsSchema = z
  .object({
    title: required('Judul', BANNER_TITLE_MAX),
    link: bannerLinkSchema,
    image: bannerImageSchema,
    longImage: bannerImageSchema,
    alt: required('Teks alternatif', BANNER_ALT_MAX),
    /** Null: from now on. */
    showFrom: when('Tayang mulai'),
    /** Null: until switched off. */
    showUntil: when('Tayang sampai'),
    active: z.boolean({ error: 'Status aktif tidak valid' }).default(true),
  })
  .refine((b) => !b.showFrom || !b.showUntil || Date.parse(b.showUntil) > Date.parse(b.showFrom), {
    error: BANNER_WINDOW_ERROR,
    path: ['showUntil'],
  });
export type AdminBannerFields = z.input<typeof adminBannerFieldsSchema>;

/** Scheduled: its window is ahead; live: shoppers see it; ended: its window is over; off: switched off. */
export const BANNER_STATUSES = ['scheduled', 'live', 'ended', 'off'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

export const adminBannerSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  link: z.string(),
  image: z.string(),
  longImage: z.string(),
  alt: z.string(),
  showFrom: z.string().nullable(),
  showUntil: z.string().nullable(),
  active: z.boolean(),
  status: z.enum(BANNER_STATUSES),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

/** A new order: every id once, first shown first. */
export const reorderSchema = (label: string) =>
  z.object({
    ids: z
      .array(z.uuid({ error: `${label} tidak dikenal` }), { error: 'Urutan tidak valid' })
      .min(1, { error: 'Urutan tidak valid' })
      .max(BANNERS_MAX, { error: 'Urutan tidak valid' })
      .refine((ids) => new Set(ids).size === ids.length, { error: `${label} tidak boleh disebut dua kali` }),
  });

export const adminCertificateFieldsSchema = z.object({
  title: required('Nama sertifikat', CERTIFICATE_TITLE_MAX),
  issuer: required('Penerbit', CERTIFICATE_ISSUER_MAX),
  image: bannerImageSchema,
});
export type AdminCertificateFields = z.input<typeof adminCertificateFieldsSchema>;

export const adminCertificateSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  issuer: z.string(),
  image: z.string(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;

/** A home banner as the shop shows it (only those showing now, in staff's order). */
export const homeBannerSchema = z.object({
  title: z.string(),
  alt: z.string(),
  link: z.string(),
  image: z.string(),
  longImage: z.string(),
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

/** The status a banner has at `now` (the back office list, the API's answers). */
export function bannerStatus(
  b: { active: boolean; showFrom: string | Date | null; showUntil: string | Date | null },
  now: Date,
): BannerStatus {
  if (!b.active) return 'off';
  const t = now.getTime();
  if (b.showUntil && new Date(b.showUntil).getTime() <= t) return 'ended';
  if (b.showFrom && new Date(b.showFrom).getTime() > t) return 'scheduled';
  return 'live';
}
