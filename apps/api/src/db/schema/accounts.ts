import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A role on one or more sites, e.g. `{ name: 'partner', sites: ['store'] }` opens the link tool. */
export type UserRole = { name: string; sites: string[] };

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull().unique(),
  phone: text('phone'),
  /** `scrypt$<salt hex>$<key hex>` (node:crypto scrypt). */
  passwordHash: text('password_hash').notNull(),
  emailVerified: boolean('email_verified').notNull().default(false),
  phoneVerified: boolean('phone_verified').notNull().default(false),
  roles: jsonb('roles').$type<UserRole[]>().notNull().default([]),
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
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const subscribers = pgTable('subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  preferences: jsonb('preferences').$type<Record<string, boolean>>().notNull().default({}),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** One row per applied seed step, so seeding twice changes nothing. */
export const seedRuns = pgTable('seed_runs', {
  key: text('key').primaryKey(),
  ranAt: at('ran_at').notNull().defaultNow(),
});
