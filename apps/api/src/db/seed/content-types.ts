import type {
  SeedArticle,
  SeedBank,
  SeedBanner,
  SeedCategory,
  SeedCertificate,
  SeedCourier,
  SeedPaymentMethod,
  SeedProduct,
  SeedPromo,
  SeedPromoWhen,
  SeedReview,
  SeedSkinQuestion,
} from './content/types';

/** Everything the seed inserts; `./content` provides the shop's real content. */
export interface SeedContent {
  categories: SeedCategory[];
  products: SeedProduct[];
  reviews: SeedReview[];
  articles: SeedArticle[];
  promos: SeedPromo[];
  paymentMethods: SeedPaymentMethod[];
  couriers: SeedCourier[];
  banks: SeedBank[];
  skinQuestions: SeedSkinQuestion[];
  banners: SeedBanner[];
  certificates: SeedCertificate[];
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/** A promo's start and end for a seed run at `now`: the one source its vouchers and discounts take. */
export function promoWindow(p: SeedPromoWhen, now: Date): { start: Date; end: Date } {
  return 'calendar' in p ? p.calendar(now) : { start: daysFrom(now, p.startsInDays), end: daysFrom(now, p.endsInDays) };
}

export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export const variantSlug = (productSlug: string, size: string) => `${productSlug}-${slugify(size)}`;

export const marketplaceOf = (slug: string) => [
  { name: 'Shopee', url: `https://shopee.co.id/ronaofficial/${slug}` },
  { name: 'Tokopedia', url: `https://www.tokopedia.com/ronaofficial/${slug}` },
];
