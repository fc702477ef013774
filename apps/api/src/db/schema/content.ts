import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const articles = pgTable(
  'articles',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    tags: text('tags').array().notNull(),
    author: text('author').notNull(),
    releaseDate: at('release_date').notNull(),
    shortDescription: text('short_description').notNull(),
    thumbnail: text('thumbnail').notNull(),
    /** Off: a draft or taken down (the shop answers 404); on: shown from its release date (app.clock). */
    published: boolean('published').notNull().default(true),
    /** Products staff chose for 'Direkomendasikan juga', in their order. */
    recommendedProductIds: uuid('recommended_product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (t) => [index('articles_release_idx').on(t.releaseDate.desc()), index('articles_tags_idx').using('gin', t.tags)],
);

export const articleSections = pgTable(
  'article_sections',
  {
    id: id(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    imageSource: text('image_source'),
  },
  (t) => [index('article_sections_article_idx').on(t.articleId, t.position)],
);

export const promos = pgTable(
  'promos',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    type: text('type').$type<'Voucher' | 'Discount'>().notNull(),
    startDate: at('start_date').notNull(),
    endDate: at('end_date').notNull(),
    banner: text('banner'),
    thumbnail: text('thumbnail'),
    longBanner: text('long_banner'),
    /** Off: a draft or taken down (the shop answers 404 and lists it nowhere). */
    published: boolean('published').notNull().default(true),
    /** Its place in the home promo carousel and the promo list (1 first); null: after those, newest start first. */
    position: integer('position'),
  },
  (t) => [index('promos_end_idx').on(t.endDate), index('promos_start_idx').on(t.startDate.desc())],
);

export const promoSections = pgTable(
  'promo_sections',
  {
    id: id(),
    promoId: uuid('promo_id')
      .notNull()
      .references(() => promos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('promo_sections_promo_idx').on(t.promoId, t.position)],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    promoId: uuid('promo_id').references(() => promos.id, { onDelete: 'set null' }),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    category: text('category').$type<'shipping' | 'transaction'>().notNull(),
    discType: text('disc_type').$type<'fixed' | 'percentage'>().notNull(),
    discAmount: integer('disc_amount').notNull(),
    maxDiscount: integer('max_discount').notNull().default(0),
    minimumTransaction: integer('minimum_transaction').notNull().default(0),
    redeemCode: text('redeem_code').unique(),
    termsCondition: text('terms_condition').notNull(),
    /** Usable from (null = from its creation) until `expiresAt`. */
    startsAt: at('starts_at'),
    expiresAt: at('expires_at').notNull(),
    /** Orders that may use it in all (null = no limit), counted in `voucher_uses`. */
    usageLimit: integer('usage_limit'),
    /** Orders one member may use it on (null = no limit). */
    perMemberLimit: integer('per_member_limit'),
    /** When staff switched it off (its end is then set to that moment too, so the cart and checkout refuse it). */
    deactivatedAt: at('deactivated_at'),
  },
  (t) => [
    index('vouchers_promo_idx').on(t.promoId),
    // A redeem code is one code whatever its case (shoppers type it in any case).
    uniqueIndex('vouchers_redeem_code_upper_idx').on(sql`upper(${t.redeemCode})`),
  ],
);

/**
 * Staff's home banners (docs/product/banners.md): shown in `position` order while active and the
 * app clock is inside [showFrom, showUntil) (a null end is open); none showing → the promos' banners.
 */
export const banners = pgTable(
  'banners',
  {
    id: id(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /** A shop path (`/promo/12-12`), never another site. */
    link: text('link').notNull(),
    image: text('image').notNull(),
    longImage: text('long_image').notNull(),
    thumbnail: text('thumbnail').notNull().default(''),
    alt: text('alt').notNull().default(''),
    showFrom: at('show_from'),
    showUntil: at('show_until'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('banners_position_idx').on(t.position)],
);

export const certificates = pgTable('certificates', {
  id: id(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  issuer: text('issuer').notNull(),
  image: text('image').notNull(),
});

export const skinQuestions = pgTable('skin_questions', {
  id: id(),
  position: integer('position').notNull(),
  type: text('type').$type<'option' | 'essay'>().notNull(),
  answerType: text('answer_type').$type<'multiple' | 'text' | 'other'>().notNull(),
  text: text('text').notNull(),
  options: jsonb('options').$type<string[]>().notNull(),
});

export const paymentMethods = pgTable('payment_methods', {
  id: id(),
  position: integer('position').notNull(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  category: text('category').$type<'virtual-account' | 'other'>().notNull(),
  groupName: text('group_name').notNull(),
  photo: text('photo').notNull(),
});

export const couriers = pgTable('couriers', {
  id: id(),
  position: integer('position').notNull(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  image: text('image').notNull(),
});

export const banks = pgTable('banks', {
  id: id(),
  position: integer('position').notNull(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  image: text('image').notNull(),
});
