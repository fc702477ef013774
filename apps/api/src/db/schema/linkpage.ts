import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Background, Widget } from '@rona/domain';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A partner's link page (spec 3 §3): background and widgets in order, shown at /short-link/{id}. */
export const linkPages = pgTable(
  'link_pages',
  {
    /** Short, unguessable public id (the /short-link/{id} segment). */
    id: text('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    background: jsonb('background').$type<Background>().notNull(),
    widgets: jsonb('widgets').$type<Widget[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('link_pages_owner_idx').on(t.ownerId, t.createdAt.desc())],
);

/** Where /everywhere/{params} leads. Only the operator writes this table; requests never choose the target. */
export const redirectTargets = pgTable('redirect_targets', {
  key: text('key').primaryKey(),
  url: text('url').notNull(),
  note: text('note').notNull().default(''),
  createdAt: at('created_at').notNull().defaultNow(),
});
