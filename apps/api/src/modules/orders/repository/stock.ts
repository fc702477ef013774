import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { variants } from '../../../db/schema';

/** Takes `quantity` units of a variant if it has them (one conditional update); false when it is short. */
export async function takeStock(db: DbOrTx, variantId: string, quantity: number): Promise<boolean> {
  const taken = await db
    .update(variants)
    .set({ stock: sql`${variants.stock} - ${quantity}` })
    .where(and(eq(variants.id, variantId), sql`${variants.stock} >= ${quantity}`))
    .returning({ id: variants.id });
  return taken.length > 0;
}

/** Puts `quantity` units of a variant back on sale. */
export async function returnStock(db: DbOrTx, variantId: string, quantity: number): Promise<void> {
  await db
    .update(variants)
    .set({ stock: sql`${variants.stock} + ${quantity}` })
    .where(eq(variants.id, variantId));
}
