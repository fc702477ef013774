import { z } from 'zod';
import { pagedSchema, queryInt } from '../envelope';
import { PAGE_SIZES } from '../constants';
import { reviewCreateSchema, reviewEditSchema, reviewOrderSchema, reviewSchema } from '../entities/reviews';
import { endpoint } from './define';

/** A query flag: true/false, or their text forms. */
const queryBool = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

/** Reviews of received orders' products (the activity hub's review tab). */
export const reviewsContract = {
  reviewHistory: endpoint({
    method: 'GET',
    path: '/e-commerce/review/v1/history',
    auth: 'member',
    query: z.object({
      /** true: reviewed (Ulasan Saya); false: waiting for a review (Menunggu Diulas). */
      review: queryBool.default(false),
      page: queryInt({ min: 1, defaultValue: 1 }),
      limit: queryInt({ min: 1, max: 50, defaultValue: PAGE_SIZES.reviews }),
    }),
    result: pagedSchema(reviewOrderSchema),
    summary: 'Received orders with their products and reviews',
  }),
  reviewCreate: endpoint({
    method: 'POST',
    path: '/e-commerce/review/v1/create',
    auth: 'member',
    body: reviewCreateSchema,
    result: reviewSchema,
    summary: 'Review a product of a received order',
  }),
  reviewEdit: endpoint({
    method: 'PUT',
    path: '/e-commerce/review/v1/edit/:reviewId',
    auth: 'member',
    params: z.object({ reviewId: z.string().min(1).max(64) }),
    body: reviewEditSchema,
    result: reviewSchema,
    summary: 'Change an editable review',
  }),
} as const;
