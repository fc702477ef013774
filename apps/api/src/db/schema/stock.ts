import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditActorKind, StockMovementReason } from '@rona/domain';
import { variants } from './catalogue';

/**
 * The stock ledger (issue 27 §5): every change of `variants.stock` is one row here, written in the
 * same transaction, so a size's stock always equals the sum of its movements (migration 0012 wrote
 * each existing size's opening balance).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    reason: text('reason').$type<StockMovementReason>().notNull(),
    /** An order's invoice, a stock count's id; null for the opening balance and adjustments. */
    reference: text('reference'),
    note: text('note'),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    /** The staff id or the buyer's user id; null for ops, system, payment and guests. */
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    stockAfter: integer('stock_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_variant_idx').on(t.variantId, t.createdAt)],
);

/** A stock count (stok opname): who counted, the note; its corrections are movements referencing it. */
export const stockCounts = pgTable('stock_counts', {
  id: uuid('id').primaryKey().defaultRandom(),
  note: text('note').notNull(),
  actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
  actorId: text('actor_id'),
  actorName: text('actor_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
