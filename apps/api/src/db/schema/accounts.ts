import { boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A role on one or more sites, e.g. `{ name: 'partner', sites: ['rona-store'] }` (LINK_TOOL_SITE) opens the link tool. */
export type UserRole = { name: string; sites: string[] };

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name').notNull(),
  /** Stored lower-case. */
  email: text('email').notNull().unique(),
  /** Normalised `62…` (spec 3 §5); one account per number. */
  phone: text('phone').unique(),
  /** `scrypt$<salt hex>$<key hex>` (node:crypto scrypt). */
  passwordHash: text('password_hash').notNull(),
  emailVerified: boolean('email_verified').notNull().default(false),
  phoneVerified: boolean('phone_verified').notNull().default(false),
  roles: jsonb('roles').$type<UserRole[]>().notNull().default([]),
  /** Profile photo: a URL from the image upload. */
  image: text('image'),
  /** YYYY-MM-DD. */
  birthDate: date('birth_date', { mode: 'string' }),
  /** 1 male, 0 female (spec 3 §9). */
  sex: smallint('sex').$type<0 | 1>(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    revoked: boolean('revoked').notNull().default(false),
    /** `registration`: the token registration answers with; it opens no member call until the phone is verified. */
    kind: text('kind').$type<SessionKind>().notNull().default('member'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type SessionKind = 'member' | 'registration';

/** What a phone code proves: the registration/login phone (`/o/oauth`) or the profile's phone dialog. */
export type PhoneOtpPurpose = 'account' | 'profile';

/** WhatsApp codes; only their hash is stored. One active code per user and purpose (older ones are used up). */
export const phoneOtps = pgTable(
  'phone_otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    purpose: text('purpose').$type<PhoneOtpPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('phone_otps_phone_idx').on(t.phone, t.purpose)],
);

export type AccountTokenKind = 'reset_password' | 'verify_email';

/** Mailed one-time links (password reset, e-mail verification); only the sha256 of the token is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AccountTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address a verify_email token confirms (the member may change it in between). */
    email: text('email').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.kind)],
);

/** Registration promotions behind a `?qr=` code. */
export const qrOffers = pgTable('qr_offers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  points: integer('points').notNull(),
  active: boolean('active').notNull().default(true),
  expiresAt: at('expires_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A QR offer used at registration; `creditedAt` is set once the phone is verified (the points become due). */
export const qrRedemptions = pgTable('qr_redemptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code')
    .notNull()
    .references(() => qrOffers.code),
  points: integer('points').notNull(),
  creditedAt: at('credited_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const subscribers = pgTable('subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  preferences: jsonb('preferences').$type<Record<string, boolean>>().notNull().default({}),
  /** Second half of the unsubscribe link /subscribe/{id}/{unsubscribeToken}. */
  unsubscribeToken: uuid('unsubscribe_token').notNull().defaultRandom(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** One row per applied seed step, so seeding twice changes nothing. */
export const seedRuns = pgTable('seed_runs', {
  key: text('key').primaryKey(),
  ranAt: at('ran_at').notNull().defaultNow(),
});
