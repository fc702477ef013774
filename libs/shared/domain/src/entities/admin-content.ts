import { z } from 'zod';
import { BLOG_HASHTAGS } from '../constants';

/**
 * The back office's articles (issue 28 §3; docs/product/articles.md): what Pemasaran & Konten
 * writes and what the editor shows. Text is plain text: the shop renders each blank-line-separated
 * paragraph as text (React escapes it), so markup typed by staff shows as characters, never as HTML.
 */

/** An article's URL slug: lower-case letters, digits and single dashes (`cara-memilih-sunscreen`). */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ARTICLE_SLUG_MAX = 120;
export const ARTICLE_TITLE_MAX = 150;
export const ARTICLE_AUTHOR_MAX = 100;
export const ARTICLE_SHORT_MAX = 300;
export const ARTICLE_SECTION_TITLE_MAX = 200;
export const ARTICLE_SECTION_TEXT_MAX = 10_000;
export const ARTICLE_SECTIONS_MAX = 30;
export const ARTICLE_RECOMMENDED_MAX = 10;
export const ARTICLE_IMAGE_SOURCE_MAX = 200;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, { error: `${label} wajib diisi` })
    .max(max, { error: `${label} maksimal ${max.toLocaleString('id-ID')} karakter` });

/** A picture's address: one the media pipeline answered or an http(s) link; no other scheme. */
export const articleImageUrlSchema = z
  .string({ error: 'Gambar wajib diunggah' })
  .trim()
  .min(1, { error: 'Gambar wajib diunggah' })
  .max(500, { error: 'Alamat gambar terlalu panjang' })
  .regex(/^(?:https?:\/\/|\/)[^\s"'<>]*$/, { error: 'Alamat gambar tidak valid' });

export const articleSlugSchema = z
  .string({ error: 'Slug wajib diisi' })
  .trim()
  .min(1, { error: 'Slug wajib diisi' })
  .max(ARTICLE_SLUG_MAX, { error: `Slug maksimal ${ARTICLE_SLUG_MAX} karakter` })
  .regex(ARTICLE_SLUG_PATTERN, {
    error: 'Slug hanya boleh huruf kecil, angka dan tanda hubung (-), tanpa spasi, contoh: cara-memilih-sunscreen',
  });

export const articleTagSchema = z.enum(BLOG_HASHTAGS, { error: 'Tag artikel tidak dikenal' });

export const adminArticleSectionSchema = z.object({
  title: z
    .string({ error: 'Judul bagian tidak valid' })
    .trim()
    .max(ARTICLE_SECTION_TITLE_MAX, { error: `Judul bagian maksimal ${ARTICLE_SECTION_TITLE_MAX} karakter` })
    .default(''),
  text: required('Isi bagian', ARTICLE_SECTION_TEXT_MAX),
  image: z
    .object({
      url: articleImageUrlSchema,
      source: z
        .string({ error: 'Sumber gambar tidak valid' })
        .trim()
        .max(ARTICLE_IMAGE_SOURCE_MAX, { error: `Sumber gambar maksimal ${ARTICLE_IMAGE_SOURCE_MAX} karakter` })
        .default(''),
    })
    .nullable()
    .default(null),
});
export type AdminArticleSection = z.infer<typeof adminArticleSectionSchema>;

export const adminArticleFieldsSchema = z.object({
  title: required('Judul', ARTICLE_TITLE_MAX),
  slug: articleSlugSchema,
  tags: z
    .array(articleTagSchema, { error: 'Tag artikel tidak valid' })
    .max(BLOG_HASHTAGS.length)
    .refine((tags) => new Set(tags).size === tags.length, { error: 'Tag tidak boleh dipilih dua kali' }),
  /** With its offset (the editor sends WIB, +07:00); a later date schedules the article. */
  releaseDate: z.iso.datetime({ offset: true, error: 'Tanggal terbit harus tanggal dan jam yang valid' }),
  author: required('Penulis', ARTICLE_AUTHOR_MAX),
  thumbnail: articleImageUrlSchema,
  shortDescription: required('Deskripsi singkat', ARTICLE_SHORT_MAX),
  sections: z
    .array(adminArticleSectionSchema, { error: 'Bagian artikel tidak valid' })
    .min(1, { error: 'Artikel perlu minimal satu bagian' })
    .max(ARTICLE_SECTIONS_MAX, { error: `Artikel maksimal ${ARTICLE_SECTIONS_MAX} bagian` }),
  recommendedProductIds: z
    .array(z.uuid({ error: 'Produk rekomendasi tidak dikenal' }), { error: 'Produk rekomendasi tidak valid' })
    .max(ARTICLE_RECOMMENDED_MAX, { error: `Produk rekomendasi maksimal ${ARTICLE_RECOMMENDED_MAX}` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Produk rekomendasi tidak boleh dipilih dua kali' }),
});
const fields = adminArticleFieldsSchema.shape;

/** A new article: a draft unless `published` is true. */
export const adminArticleCreateSchema = adminArticleFieldsSchema.extend({
  tags: fields.tags.default([]),
  recommendedProductIds: fields.recommendedProductIds.default([]),
  published: z.boolean({ error: 'Status terbit tidak valid' }).default(false),
});
export type AdminArticleCreate = z.input<typeof adminArticleCreateSchema>;

/** Only the fields sent change (no defaults here: a field left out stays as it is); `published` true publishes, false takes it down (the shop answers 404). */
export const adminArticleUpdateSchema = adminArticleFieldsSchema
  .partial()
  .extend({ published: z.boolean({ error: 'Status terbit tidak valid' }).optional() });
export type AdminArticleUpdate = z.input<typeof adminArticleUpdateSchema>;

/** draft: not published; scheduled: published, release date still ahead; live: shoppers see it. */
export const ADMIN_ARTICLE_STATUSES = ['draft', 'scheduled', 'live'] as const;
export type AdminArticleStatus = (typeof ADMIN_ARTICLE_STATUSES)[number];

export const adminArticleListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  author: z.string(),
  releaseDate: z.string(),
  thumbnail: z.string(),
  published: z.boolean(),
  status: z.enum(ADMIN_ARTICLE_STATUSES),
});
export type AdminArticleListItem = z.infer<typeof adminArticleListItemSchema>;

export const adminArticleDetailSchema = adminArticleListItemSchema.extend({
  shortDescription: z.string(),
  sections: z.array(
    z.object({
      title: z.string(),
      text: z.string(),
      image: z.object({ url: z.string(), source: z.string() }).nullable(),
    }),
  ),
  recommendedProducts: z.array(z.object({ id: z.string(), name: z.string(), image: z.string() })),
});
export type AdminArticleDetail = z.infer<typeof adminArticleDetailSchema>;
