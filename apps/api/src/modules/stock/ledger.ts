import { and, eq, sql } from 'drizzle-orm';
import type { StockMovementReason } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { stockMovements, variants } from '../../db/schema';
import type { AuditActor } from '../audit/record';

export type StockMovementRow = typeof stockMovements.$inferSelect;

/** One change of a size's stock and why (issue 27 §5). */
export interface StockMove {
  variantId: string;
  /** Units added (+) or taken (−). */
  change: number;
  reason: StockMovementReason;
  /** An order's invoice or a stock count's id. */
  reference?: string | null;
  note?: string | null;
  actor: AuditActor;
  at: Date;
}

/**
 * The only way `variants.stock` changes: one conditional statement (the row lock it takes holds
 * until the transaction ends, so parallel moves queue and none is lost) and its movement row with
 * the level after, in the caller's transaction. Answers the movement (`stockAfter`: the new level),
 * or null (nothing written) when the size is unknown or the change would leave it below 0.
 */
export async function moveStock(tx: DbOrTx, move: StockMove): Promise<StockMovementRow | null> {
  const [row] = await tx
    .update(variants)
    .set({ stock: sql`${variants.stock} + ${move.change}` })
    .where(and(eq(variants.id, move.variantId), sql`${variants.stock} + ${move.change} >= 0`))
    .returning({ stock: variants.stock });
  if (!row) return null;
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      variantId: move.variantId,
      change: move.change,
      reason: move.reason,
      reference: move.reference ?? null,
      note: move.note ?? null,
      actorKind: move.actor.kind,
      actorId: move.actor.id,
      actorName: move.actor.name,
      stockAfter: row.stock,
      createdAt: move.at,
    })
    .returning();
  return movement!;
}

/** The opening balance of sizes just created with some stock (the seed; migration 0012 did it for sizes that existed). */
export async function openingBalances(
  tx: DbOrTx,
  rows: readonly { id: string; stock: number }[],
  actor: AuditActor,
  at: Date,
): Promise<void> {
  const values = rows.map((r) => ({
    variantId: r.id,
    change: r.stock,
    reason: 'saldo_awal' as const,
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
    stockAfter: r.stock,
    note: 'Saldo awal buku stok',
    createdAt: at,
  }));
  for (let i = 0; i < values.length; i += 1000) await tx.insert(stockMovements).values(values.slice(i, i + 1000));
}

/** Moves a size to `level` (a movement for the difference, if any); for tools and tests that set a stock outright. */
export async function setStockLevel(
  tx: DbOrTx,
  variantId: string,
  level: number,
  by: Omit<StockMove, 'variantId' | 'change'>,
): Promise<void> {
  const [row] = await tx
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, variantId))
    .for('update');
  if (!row || row.stock === level) return;
  await moveStock(tx, { ...by, variantId, change: level - row.stock });
}

/** Sizes whose stock is not the sum of their movements (the ledger's invariant; empty when it holds). */
export async function ledgerMismatches(db: DbOrTx) {
  return db
    .select({
      variantId: variants.id,
      stock: variants.stock,
      sum: sql<number>`coalesce((select sum(${stockMovements.change}) from ${stockMovements} where ${stockMovements.variantId} = ${variants.id}), 0)::int`,
    })
    .from(variants)
    .where(
      sql`${variants.stock} <> coalesce((select sum(${stockMovements.change}) from ${stockMovements} where ${stockMovements.variantId} = ${variants.id}), 0)`,
    );
}
