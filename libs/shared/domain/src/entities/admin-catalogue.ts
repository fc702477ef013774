import { z } from 'zod';
import { SKIN_PROBLEMS, SKIN_TYPES, type SkinFilter } from '../constants';

/**
 * The back office's products (issue 27 §1; docs/product/catalogue.md): what Katalog edits and what
 * the editor shows. One schema per fact: the API validates with these and the screens check the
 * same fields before sending.
 */

/** A product's URL slug: lower-case letters, digits and single dashes (`serum-niacinamide-10`). */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PRODUCT_SLUG_MAX = 80;
/** Longest product name (the card clamps it to two lines; the page shows it whole). */
export const PRODUCT_NAME_MAX = 150;
/** The long texts (description, warning, how to use, composition). */
export const PRODUCT_TEXT_MAX = 10_000;
export const PRODUCT_BPOM_MAX = 40;
export const PRODUCT_IMAGE_ALT_MAX = 200;
/** Most photos one product keeps (and one upload call sends). */
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_IMAGE_UPLOAD_MAX = 6;

/**
 * A product video: a YouTube watch, embed or shorts link only — the shop embeds exactly these
 * (`youtubeEmbedUrl` in @rona/rules, spec 1 §2), so whatever passes here plays on the product page.
 */
export const YOUTUBE_LINK_PATTERN =
  /^https:\/\/(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/)[\w-]{6,}/;

export const productSlugSchema = z
  .string({ error: 'Slug wajib diisi' })
  .trim()
  .min(1, { error: 'Slug wajib diisi' })
  .max(PRODUCT_SLUG_MAX, { error: `Slug maksimal ${PRODUCT_SLUG_MAX} karakter` })
  .regex(PRODUCT_SLUG_PATTERN, {
    error: 'Slug hanya boleh huruf kecil, angka dan tanda hubung (-), tanpa spasi, contoh: serum-niacinamide-10',
  });

const idOf = (what: string) => z.uuid({ error: `${what} wajib dipilih` });

const text = (label: string, max = PRODUCT_TEXT_MAX) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .max(max, { error: `${label} maksimal ${max.toLocaleString('id-ID')} karakter` });

const skinTypeSchema = z.enum(SKIN_TYPES as [SkinFilter, ...SkinFilter[]], { error: 'Jenis kulit tidak dikenal' });
const skinProblemSchema = z.enum(SKIN_PROBLEMS as [SkinFilter, ...SkinFilter[]], {
  error: 'Masalah kulit tidak dikenal',
});

export const productVideoSchema = z
  .string({ error: 'Link video tidak valid' })
  .trim()
  .max(300, { error: 'Link video maksimal 300 karakter' })
  .refine((v) => v === '' || YOUTUBE_LINK_PATTERN.test(v), {
    error: 'Link video harus link YouTube (https://www.youtube.com/watch?v=…)',
  })
  // An empty field means no video.
  .transform((v) => (v === '' ? null : v));

/** The fields of a product Katalog writes (a new product starts hidden: it has no size yet). */
export const adminProductFieldsSchema = z.object({
  name: z
    .string({ error: 'Nama produk wajib diisi' })
    .trim()
    .min(1, { error: 'Nama produk wajib diisi' })
    .max(PRODUCT_NAME_MAX, { error: `Nama produk maksimal ${PRODUCT_NAME_MAX} karakter` }),
  slug: productSlugSchema,
  categoryId: idOf('Kategori'),
  subcategoryId: idOf('Subkategori'),
  skinTypes: z.array(skinTypeSchema, { error: 'Jenis kulit tidak valid' }).max(SKIN_TYPES.length).default([]),
  skinProblems: z
    .array(skinProblemSchema, { error: 'Masalah kulit tidak valid' })
    .max(SKIN_PROBLEMS.length)
    .default([]),
  description: text('Deskripsi').min(1, { error: 'Deskripsi wajib diisi' }),
  warning: text('Peringatan').default(''),
  howToUse: text('Cara pakai').default(''),
  composition: text('Komposisi').default(''),
  video: productVideoSchema.nullable().default(null),
  bpom: text('Nomor BPOM', PRODUCT_BPOM_MAX).default(''),
});

export const adminProductCreateSchema = adminProductFieldsSchema;
export type AdminProductCreate = z.input<typeof adminProductCreateSchema>;

/**
 * A change to a product: only the fields that change (each checked as on create). `published`
 * hides (false) or publishes (true) the product; publishing needs at least one size.
 */
export const adminProductUpdateSchema = z
  .object({
    name: adminProductFieldsSchema.shape.name,
    slug: productSlugSchema,
    categoryId: idOf('Kategori'),
    subcategoryId: idOf('Subkategori'),
    skinTypes: z.array(skinTypeSchema, { error: 'Jenis kulit tidak valid' }).max(SKIN_TYPES.length),
    skinProblems: z.array(skinProblemSchema, { error: 'Masalah kulit tidak valid' }).max(SKIN_PROBLEMS.length),
    description: text('Deskripsi').min(1, { error: 'Deskripsi wajib diisi' }),
    warning: text('Peringatan'),
    howToUse: text('Cara pakai'),
    composition: text('Komposisi'),
    video: productVideoSchema.nullable(),
    bpom: text('Nomor BPOM', PRODUCT_BPOM_MAX),
    published: z.boolean({ error: 'Status tampil harus ya atau tidak' }),
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Tidak ada yang diubah' });
export type AdminProductUpdate = z.input<typeof adminProductUpdateSchema>;

/** One photo of a product; `srcSet` lists its width variants (null for pictures without, e.g. the seed's SVGs). */
export const adminProductImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  srcSet: z.string().nullable(),
  alt: z.string(),
  position: z.number().int(),
  primary: z.boolean(),
});
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;

/**
 * A size as the product editor shows it, read-only here: sizes are written through the prices
 * endpoints (admin-prices contract). `url` is the size's shop path `{merchant}/{item}`.
 */
export const adminProductSizeSchema = z.object({
  id: z.string(),
  size: z.string(),
  sku: z.string().nullable(),
  url: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  enabled: z.boolean(),
  position: z.number().int(),
});
export type AdminProductSize = z.infer<typeof adminProductSizeSchema>;

export const adminProductListItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  category: z.string(),
  subCategory: z.string(),
  published: z.boolean(),
  sizeCount: z.number().int(),
  /** Lowest regular price over its sizes (0 without sizes). */
  minPrice: z.number().int(),
  /** Units on sale over all its sizes. */
  stock: z.number().int(),
  createdAt: z.string(),
});
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;

export const adminProductDetailSchema = z.object({
  productId: z.string(),
  name: z.string(),
  slug: z.string(),
  /** Earlier slugs that still answer with a permanent redirect to this product. */
  oldSlugs: z.array(z.string()),
  published: z.boolean(),
  categoryId: z.string(),
  subcategoryId: z.string(),
  skinTypes: z.array(z.string()),
  skinProblems: z.array(z.string()),
  description: z.string(),
  warning: z.string(),
  howToUse: z.string(),
  composition: z.string(),
  video: z.string().nullable(),
  bpom: z.string(),
  images: z.array(adminProductImageSchema),
  sizes: z.array(adminProductSizeSchema),
  /** The shop path `{merchant}/{item}` of its first size, or null without sizes. */
  url: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

/**
 * The photos' order, alt texts and primary at once: every photo of the product exactly once, in the
 * new order, exactly one of them primary (the card and the page's first picture).
 */
export const adminProductImagesUpdateSchema = z.object({
  images: z
    .array(
      z.object({
        id: z.uuid({ error: 'Foto tidak dikenal' }),
        alt: z
          .string({ error: 'Teks alternatif wajib diisi' })
          .trim()
          .min(1, { error: 'Teks alternatif wajib diisi' })
          .max(PRODUCT_IMAGE_ALT_MAX, { error: `Teks alternatif maksimal ${PRODUCT_IMAGE_ALT_MAX} karakter` }),
        primary: z.boolean().default(false),
      }),
      { error: 'Daftar foto tidak valid' },
    )
    .min(1, { error: 'Daftar foto kosong' })
    .max(PRODUCT_IMAGES_MAX, { error: `Maksimal ${PRODUCT_IMAGES_MAX} foto per produk` })
    .refine((list) => list.filter((i) => i.primary).length === 1, { error: 'Pilih tepat satu foto utama' })
    .refine((list) => new Set(list.map((i) => i.id)).size === list.length, { error: 'Foto tercantum dua kali' }),
});
export type AdminProductImagesUpdate = z.input<typeof adminProductImagesUpdateSchema>;
