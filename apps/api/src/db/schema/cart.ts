import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, variants } from './catalogue';
import { vouchers } from './content';

const at = (name: string) => timestamp(name, { withTimezone: true });
/** The owning member; their rows go with the account. */
const memberId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const voucherId = () =>
  uuid('voucher_id')
    .notNull()
    .references(() => vouchers.id, { onDelete: 'cascade' });

/** A member's cart: one row per variant. Prices are never stored here; every read reprices from the catalogue. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: memberId(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    isSelected: boolean('is_selected').notNull().default(true),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.variantId] })],
);

/** Vouchers a member claimed with a redeem code (vouchers without a code are open to every member). */
export const voucherClaims = pgTable(
  'voucher_claims',
  {
    userId: memberId(),
    voucherId: voucherId(),
    claimedAt: at('claimed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.voucherId] })],
);

/** Vouchers applied to a member's cart: at most one per category (enforced by the service). */
export const cartVouchers = pgTable(
  'cart_vouchers',
  {
    userId: memberId(),
    voucherId: voucherId(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.voucherId] })],
);

/** A member's koleksi. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: memberId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('wishlist_items_product_idx').on(t.productId)],
);

/** A frozen cart line: what the buyer saw when the checkout started. */
export interface CheckoutLine {
  variantId: string;
  productId: string;
  name: string;
  size: string;
  url: string;
  image: string;
  weight: number;
  quantity: number;
  price: number;
  finalPrice: number;
  discountId: string | null;
}

/** A checkout started from the cart (member) or from the local cart (guest). The checkout issue completes it. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a guest checkout. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guest: boolean('guest').notNull().default(false),
    lines: jsonb('lines').$type<CheckoutLine[]>().notNull(),
    voucherIds: jsonb('voucher_ids').$type<string[]>().notNull().default([]),
    status: text('status').$type<'open' | 'ordered' | 'expired'>().notNull().default('open'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The grand total the checkout last showed the buyer: what an order without a total must match (issue 25). */
    shownGrandTotal: integer('shown_grand_total'),
  },
  (t) => [index('checkouts_user_idx').on(t.userId)],
);
