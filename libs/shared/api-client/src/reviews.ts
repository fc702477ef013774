import type { QueryClient } from '@tanstack/react-query';
import type { ReviewCreate, ReviewEdit } from '@rona/domain';
import { apiKeys, apiQuery, getApiClient } from './queries';

/** Spec 2 §9: the review lists page by 3 orders, like the order list. */
export const REVIEW_HISTORY_LIMIT = 3;

/** Cache keys a review write refreshes: both review lists and every product page (its buyer reviews and rating). */
export const reviewKeys = {
  lists: apiKeys.endpoint('reviewHistory'),
  products: apiKeys.endpoint('productDetail'),
};

/** One page of finished orders: lines still to review (`reviewed` false, Menunggu Diulas) or reviewed ones (Ulasan Saya). */
export const reviewHistoryQuery = (reviewed: boolean, page: number) =>
  apiQuery('reviewHistory', { query: { review: reviewed, page, limit: REVIEW_HISTORY_LIMIT } });

async function refreshReviews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.lists }),
    queryClient.invalidateQueries({ queryKey: reviewKeys.products }),
  ]);
}

/** Beri Ulasan: a review of one line of a finished order. */
export function reviewCreateMutation(queryClient: QueryClient) {
  return {
    mutationKey: apiKeys.endpoint('reviewCreate'),
    mutationFn: (body: ReviewCreate) => getApiClient().call('reviewCreate', { body }),
    onSuccess: () => refreshReviews(queryClient),
  };
}

/** Ubah Ulasan: changes an editable review (score, comment, name choice). */
export function reviewEditMutation(queryClient: QueryClient) {
  return {
    mutationKey: apiKeys.endpoint('reviewEdit'),
    mutationFn: ({ reviewId, body }: { reviewId: string; body: ReviewEdit }) =>
      getApiClient().call('reviewEdit', { params: { reviewId }, body }),
    onSuccess: () => refreshReviews(queryClient),
  };
}
