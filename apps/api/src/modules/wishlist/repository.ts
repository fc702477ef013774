import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ProductSort } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';
import { PRODUCT_SORT_ORDER } from '../catalogue/repository';
import { searchMatchSql } from '../catalogue/search-text';

/** True when the product exists and is on sale (only those can be kept). */
export async function isActiveProduct(db: DbOrTx, productId: string): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, true)));
  return product !== undefined;
}

export async function addWishlistItem(db: DbOrTx, userId: string, productId: string): Promise<void> {
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

/** False when the member did not keep the product. */
export async function removeWishlistItem(db: DbOrTx, userId: string, productId: string): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.productId });
  return removed.length > 0;
}

export const wishlistCount = (db: DbOrTx, userId: string) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .then((r) => r[0]?.n ?? 0);

/**
 * One page of the member's kept product ids, matching `text` if given, in the catalogue's `sort`
 * (else the newest kept first), and how many match.
 */
export async function wishlistPage(
  db: DbOrTx,
  userId: string,
  q: { text?: string; sort?: ProductSort; limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const where = and(eq(wishlistItems.userId, userId), q.text ? searchMatchSql(products.searchText, q.text) : undefined);
  const order = q.sort
    ? [...PRODUCT_SORT_ORDER[q.sort], asc(products.id)]
    : [desc(wishlistItems.addedAt), asc(products.id)];
  const [ids, [count]] = await Promise.all([
    db
      .select({ id: products.id })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(where),
  ]);
  return { ids: ids.map((r) => r.id), total: count?.n ?? 0 };
}
