import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationSettings, NotificationType, SkinAnswer } from '@rona/domain';
import { users } from './accounts';
import { banks, skinQuestions } from './content';

const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Indonesia's areas (Kepmendagri codes: 11, 11.01, 11.01.01), loaded by the seed from seed/regions.json. */
export const provinces = pgTable('provinces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: text('id').primaryKey(),
    provinceId: text('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
  },
  (t) => [index('cities_province_idx').on(t.provinceId)],
);

export const districts = pgTable(
  'districts',
  {
    id: text('id').primaryKey(),
    cityId: text('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    /** The district's most common village postal code (geografis); '' where the source has none. */
    postalCode: text('postal_code').notNull().default(''),
  },
  (t) => [index('districts_city_idx').on(t.cityId)],
);

/** A member's shipping addresses; at most one primary per member (partial unique index). */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    label: text('label').$type<'Kantor' | 'Rumah'>().notNull(),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    note: text('note').notNull().default(''),
    /** Filled from the district's postal code and editable by the member (a district may span several). */
    postalCode: text('postal_code').notNull(),
    provinceId: text('province_id')
      .notNull()
      .references(() => provinces.id),
    cityId: text('city_id')
      .notNull()
      .references(() => cities.id),
    districtId: text('district_id')
      .notNull()
      .references(() => districts.id),
    primary: boolean('is_primary').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_primary_idx')
      .on(t.userId)
      .where(sql`${t.primary}`),
  ],
);

/** The member's refund account (one per member). */
export const bankAccounts = pgTable('bank_accounts', {
  userId: userRef().primaryKey(),
  bankId: uuid('bank_id')
    .notNull()
    .references(() => banks.id),
  holderName: text('holder_name').notNull(),
  accountNumber: text('account_number').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The point log: income (with an expiry) and expense entries; the balance is derived from it. */
export const pointLogs = pgTable(
  'point_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    type: text('type').$type<'income' | 'expense'>().notNull(),
    point: integer('point').notNull(),
    invoice: text('invoice'),
    /** Why staff added or took the points (the member reads it in Poin Saya); null for other entries. */
    note: text('note'),
    /** When income points lapse; null for expenses. */
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('point_logs_user_idx').on(t.userId, t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    icon: text('icon'),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** Which mails and messages the member wants; no row = the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: userRef().primaryKey(),
  settings: jsonb('settings').$type<NotificationSettings>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The member's answers per skin question. */
export const skinAnswers = pgTable(
  'skin_answers',
  {
    userId: userRef(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => skinQuestions.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<SkinAnswer[]>().notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** One-use proof that the member just typed the current password (validation-password → change-password). */
export const passwordChangeTokens = pgTable('password_change_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: userRef(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});
