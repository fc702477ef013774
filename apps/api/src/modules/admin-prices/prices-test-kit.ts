import { eq } from 'drizzle-orm';
import { variants } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';

/** The product a size belongs to (its `productId`, as the shop's API answers it). */
export async function productIdOfVariant(t: TestApp, variantId: string): Promise<string> {
  const [row] = await t.app.db
    .select({ productId: variants.productId })
    .from(variants)
    .where(eq(variants.id, variantId));
  if (!row) throw new Error(`no size ${variantId}`);
  return row.productId;
}
