import { z } from 'zod';
import { REVIEW_COMMENT_MAX } from '../constants';

export const reviewScoreSchema = z
  .number({ error: 'Nilai produk belum dipilih' })
  .int({ error: 'Nilai produk harus 1 sampai 5' })
  .min(1, { error: 'Nilai produk harus 1 sampai 5' })
  .max(5, { error: 'Nilai produk harus 1 sampai 5' });

export const reviewSchema = z.object({
  id: z.string(),
  score: z.number().int().min(1).max(5),
  comment: z.string(),
  /** Show the member's name (true) or the masked one. */
  visibleName: z.boolean(),
  size: z.string(),
  /** The variant id. */
  itemId: z.string(),
  invoice: z.string(),
  editable: z.boolean(),
  date: z.string(),
  lastUpdate: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewOrderSchema = z.object({
  invoice: z.string(),
  /** When the order was received (spelt as the spec spells it). */
  recievedTransaction: z.string().nullable(),
  products: z.array(
    z.object({
      id: z.string(),
      image: z.string(),
      name: z.string(),
      size: z.string(),
      url: z.string(),
      review: reviewSchema.nullable(),
    }),
  ),
});
export type ReviewOrder = z.infer<typeof reviewOrderSchema>;

const reviewComment = z
  .string()
  .trim()
  .max(REVIEW_COMMENT_MAX, { error: `Ulasan maksimal ${REVIEW_COMMENT_MAX} karakter` })
  .default('');

export const reviewCreateSchema = z.object({
  score: reviewScoreSchema,
  size: z.string().min(1).max(64),
  comment: reviewComment,
  visibleName: z.boolean().default(true),
  itemId: z.string().min(1, { error: 'Produk tidak valid' }),
  invoice: z.string().min(1, { error: 'Invoice Tidak Valid' }),
});
export type ReviewCreate = z.input<typeof reviewCreateSchema>;

export const reviewEditSchema = reviewCreateSchema.pick({ score: true, comment: true, visibleName: true });
export type ReviewEdit = z.input<typeof reviewEditSchema>;
