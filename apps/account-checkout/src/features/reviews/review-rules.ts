// Part of the lazy review tab chunk only (activity-page.tsx loads it with lazy()): zod stays out of first loads.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { reviewEditSchema, type ReviewEdit } from '@rona/domain';
import { schemaResolver } from '@mantine/form';

/** The 'Nilai Produk' form's fields are the editable part of a review: score 1–5, comment, name shown. */
export const validateReview = schemaResolver(reviewEditSchema, { sync: true }) as (
  values: ReviewEdit,
) => Record<string, string>;
