import type { ProductSort } from '@rona/domain';
import { PAGE_SIZES } from '@rona/domain/browser';

/** The home page offers three of the five sorts (spec 1 §9), the first being the default. */
export const HOME_SORTS = ['popular', 'best_seller', 'best_rating'] as const satisfies readonly ProductSort[];
export type HomeSort = (typeof HOME_SORTS)[number];

/** 30 are fetched: the first 15 fill the desktop carousel, the rest the mobile one. */
export const HOME_PRODUCT_LIMIT = PAGE_SIZES.homeCarousel;
export const DESKTOP_CAROUSEL_SIZE = 15;

export const HOME_PROMO_LIMIT = PAGE_SIZES.promo;
