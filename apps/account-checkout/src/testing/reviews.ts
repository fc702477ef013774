import type { Review, ReviewOrder } from '@rona/domain';

/** Test data: reviews and the orders they belong to (never imported by the app). */
export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    id: '4f6c7a52-1d1b-4e0e-9a53-2d9f7f3c0b11',
    score: 3,
    comment: 'Teksturnya ringan dan cepat meresap',
    visibleName: true,
    size: '30 ml',
    itemId: 'v1',
    invoice: 'NMW-20261123-0000aaaa',
    editable: true,
    date: '2026-11-25T03:00:00.000Z',
    lastUpdate: null,
    ...overrides,
  };
}

type ReviewLine = ReviewOrder['products'][number];

export function aReviewLine(overrides: Partial<ReviewLine> = {}): ReviewLine {
  return {
    id: 'v1',
    image: '/img/serum.jpg',
    name: 'Serum Glow',
    size: '30 ml',
    url: 'rona/serum-glow-30-ml',
    review: null,
    ...overrides,
  };
}

export function aReviewOrder(overrides: Partial<ReviewOrder> = {}): ReviewOrder {
  return {
    invoice: 'NMW-20261123-0000aaaa',
    recievedTransaction: '2026-11-24T05:00:00.000Z',
    products: [aReviewLine()],
    ...overrides,
  };
}

export const reviewsPage = (datas: ReviewOrder[], currentPage = 1, totalPage = 1) => ({
  datas,
  page: { currentPage, totalPage, totalData: datas.length, limit: 3 },
});
