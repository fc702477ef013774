/**
 * The shape of the seed's content. Content files (pure data) satisfy these types; the seed
 * inserter (../run.ts) turns them into rows and generates the images with ../../../media.
 */
import type { DiscountKind, SkinFilter } from '@rona/domain';
import type { ImageStyle, PackShape } from '../../../media';

export type { ImageStyle, PackShape };

export interface SeedCategory {
  slug: string;
  name: string;
  subcategories: { slug: string; name: string }[];
}

export interface SeedDiscount {
  kind: DiscountKind;
  /** percentage: 1–90; fixed: Rupiah off; override: the new price in Rupiah. */
  value: number;
  promoPurchaseLimit: number;
  purchaseLimit: number;
}

export interface SeedVariant {
  size: string; // e.g. '30 ml', '50 g'
  price: number; // Rupiah, whole numbers
  stock: number; // include 0 (sold out) and 1–10 (low stock) cases across the catalogue
  weight: number; // grams, shipping weight
  discount?: SeedDiscount;
  /** Slug of the promo (SeedPromo.slug) this discount belongs to, when it is a special-discount promo. */
  promoSlug?: string;
}

export interface SeedProduct {
  slug: string; // unique, kebab-case, e.g. 'serum-niacinamide-10'
  name: string; // Indonesian product name
  categorySlug: string;
  subCategorySlug: string;
  skinTypes: SkinFilter[];
  description: string; // several paragraphs separated by \n\n; the first is the excerpt
  warning: string;
  howToUse: string;
  composition: string;
  video: string | null; // a YouTube URL for a few products, else null
  bpom: string; // BPOM notification number, e.g. 'NA18230100123'
  shape: PackShape;
  style: ImageStyle;
  dimension: { length: number; width: number; height: number }; // cm
  /** 1–4 variants; the first is the default shown on cards. */
  variants: SeedVariant[];
  /** Popularity inputs: units sold historically and page views (drive popular/best_seller sorts). */
  sold: number;
  views: number;
  active?: boolean; // default true; a few inactive products test status=false
}

export interface SeedReview {
  productSlug: string;
  size: string;
  author: string; // reviewer full name
  score: 1 | 2 | 3 | 4 | 5;
  comment: string;
  daysAgo: number;
}

export interface SeedArticleSection {
  title: string;
  description: string; // paragraphs separated by \n\n
  image: { style: ImageStyle; caption: string; source: string | null } | null;
}

export interface SeedArticle {
  slug: string;
  title: string;
  tags: string[]; // from the fixed hashtags: sunscreen, acne, normal, oily, combination, antiaging, diet, botox
  author: string;
  releaseDate: string; // ISO date
  shortDescription: string;
  style: ImageStyle;
  sections: SeedArticleSection[];
}

/**
 * When a voucher runs: its own days from seeding, or exactly its promo's start and end (`withPromo`,
 * one source for a sale's dates, issue 24).
 */
export type SeedVoucherWhen =
  | {
      expiresInDays: number; // negative = already expired (for testing unusable vouchers)
      /** Usable from (relative to seeding day); omitted = from seeding. */
      startsInDays?: number;
    }
  | { withPromo: true };

export type SeedVoucher = SeedVoucherWhen & {
  code: string; // internal id-like code, unique
  name: string;
  category: 'shipping' | 'transaction';
  discType: 'fixed' | 'percentage';
  discAmount: number;
  maxDiscount: number; // 0 = no cap
  minimumTransaction: number;
  /** Redeem code members type to claim it; null = given to every member automatically. */
  redeemCode: string | null;
  termsCondition: string; // multi-line Indonesian terms
  /** Orders that may use it in all / per member; omitted = no limit. */
  usageLimit?: number;
  perMemberLimit?: number;
};

/**
 * When a promo runs: days from seeding (negative = already started), or calendar dates worked out
 * from the seeding moment itself (a yearly sale that starts at 00.00 WIB on its day).
 */
export type SeedPromoWhen =
  { startsInDays: number; endsInDays: number } | { calendar: (now: Date) => { start: Date; end: Date } };

export type SeedPromo = SeedPromoWhen & {
  slug: string;
  title: string;
  type: 'Voucher' | 'Discount';
  style: ImageStyle;
  /** When false the promo has no banner of its own and the default banners are used. */
  hasBanner: boolean;
  sections: { title: string; description: string }[];
  vouchers: SeedVoucher[]; // for type Voucher
};

export interface SeedPaymentMethod {
  code: string; // e.g. 'VIRTUAL_ACCOUNT_BCA', 'CREDIT_CARD', 'ONLINE_TO_OFFLINE_ALFA', 'EMONEY_SHOPEE_PAY'
  name: string;
  category: 'virtual-account' | 'other';
  group: string; // checkout grouping, e.g. 'Virtual Account', 'Kartu Kredit', 'Bayar di Gerai', 'E-Wallet'
  style: ImageStyle;
}

export interface SeedCourier {
  code: string; // e.g. 'jne'
  name: string; // e.g. 'JNE'
  style: ImageStyle;
}

export interface SeedBank {
  code: string;
  name: string;
  style: ImageStyle;
}

export interface SeedSkinQuestion {
  type: 'option' | 'essay';
  answerType: 'multiple' | 'text' | 'other';
  text: string;
  options: string[];
}

export interface SeedBanner {
  title: string;
  subtitle: string;
  link: string;
  style: ImageStyle;
}

export interface SeedCertificate {
  title: string;
  issuer: string;
  style: ImageStyle;
}
