/**
 * Plain constants of the domain, free of zod so browser code can import them
 * (`@rona/domain/constants`) without pulling the validation library into a first load.
 */
export const SKIN_FILTERS = [
  'Normal',
  'Kering',
  'Berminyak',
  'Jerawat',
  'Sensitif',
  'Kombinasi',
  'Penuaan',
  'Kusam',
  'Flek Hitam',
] as const;
export type SkinFilter = (typeof SKIN_FILTERS)[number];
/** The listing's two skin filters split the one fixed list: skin types and skin problems. */
export const SKIN_TYPES: readonly SkinFilter[] = ['Normal', 'Kering', 'Berminyak', 'Sensitif', 'Kombinasi'];
export const SKIN_PROBLEMS: readonly SkinFilter[] = ['Jerawat', 'Penuaan', 'Kusam', 'Flek Hitam'];

export const PRODUCT_SORTS = ['popular', 'best_seller', 'best_rating', 'high_price', 'low_price'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const BLOG_HASHTAGS = [
  'sunscreen',
  'acne',
  'normal',
  'oily',
  'combination',
  'antiaging',
  'diet',
  'botox',
] as const;

/** The merchant segment of every product URL (`/products/{merchant}/{item}`). */
export const MERCHANT_SLUG = 'rona';

/**
 * Page sizes: the front ends ask for these and the contract makes them the defaults of its
 * `limit` query parameters (the API relies on the parsed default).
 */
export const PAGE_SIZES = {
  productGrid: 15,
  homeCarousel: 30,
  relatedProducts: 10,
  blog: 5,
  promo: 6,
  reviews: 3,
  orders: 3,
  notifications: 5,
  /** Spec 3 §9: points are listed by 10. */
  points: 10,
  /** Spec 3 §9: the skin questions in one page (up to 100). */
  skinQuestions: 100,
  linkToolPicker: 100,
  /** The development mail outbox. */
  devOutbox: 20,
} as const;

/** Every order status the shop knows, in the order of an order's life (spec 2 §4). */
export const ORDER_STATUSES = [
  'WAITING_PAYMENT',
  'PENDING',
  'WAITING',
  'WAITING_CONFIRM',
  'PROCESS',
  'WAITING_COURIER',
  'SHIPPED',
  'DELIVERED',
  'SUCCESS',
  'REQUEST_REFUND',
  'REFUND_APPROVED',
  'FAILED',
  'CANCEL',
  'EXPIRED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Payment method kinds; a method's code contains one of them (spec 2 §2). */
export const PAYMENT_METHOD_TYPES = [
  'VIRTUAL_ACCOUNT',
  'CREDIT_CARD',
  'ONLINE_TO_OFFLINE',
  'EMONEY_SHOPEE_PAY',
] as const;

/** Invoice numbers are shown with this prefix (spec 2 §9). */
export const INVOICE_PREFIX = 'NMW-';

/** Longest review comment a buyer can write (the spec shows no rule; ours). */
export const REVIEW_COMMENT_MAX = 1000;

/** Upload limit for photos and link-page images: 5 MB (spec 3 §5). */
export const MAX_UPLOAD_BYTES = 5_242_880;

/** The site a user's roles must include to enter the link-page studio (spec 3 §4). */
export const LINK_TOOL_SITE = 'rona-store';

/** The shop's customer-care WhatsApp number (the chat bubble, the link pages' 'Chat Customer Care'). */
export const CUSTOMER_CARE_WHATSAPP = '6281110002024';

/** Width variants of uploaded photos (docs/product/images.md). */
export * from './media-variants';

/** A password's least length (spec 3 §5; the whole rule is the zod schema in entities/account.ts). */
export const PASSWORD_MIN = 8;
