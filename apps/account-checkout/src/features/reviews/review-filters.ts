import { pageOf } from '../../shared/member-area/activity-tabs';

/** The review tab's sub-tabs (spec 2 §2 Reviews): Menunggu Diulas first and the default, then Ulasan Saya. */
export const REVIEW_MENUS = ['new', 'history'] as const;
export type ReviewMenu = (typeof REVIEW_MENUS)[number];

export interface ReviewState {
  menu: ReviewMenu;
  page: number;
}

/** `menu` and `page` from the URL; unknown values fall back to Menunggu Diulas, page 1. */
export function reviewStateOf(params: URLSearchParams): ReviewState {
  const menu = REVIEW_MENUS.find((m) => m === params.get('menu')) ?? 'new';
  return { menu, page: pageOf(params.get('page')) };
}

/** The URL of a state: `?action=review&menu=…`, with `page` only after the first. */
export function reviewParams({ menu, page }: ReviewState): Record<string, string> {
  return { action: 'review', menu, ...(page > 1 ? { page: String(page) } : {}) };
}
