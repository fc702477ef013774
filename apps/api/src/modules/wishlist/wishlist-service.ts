import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { PRODUCT_SORTS, type ProductSort, type WishlistChange } from '@rona/domain';
import type { Database } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';
import { notFound } from '../../http/errors';
import { cartMessages as m } from '../cart/messages';
import { catalogueRepository, PRODUCT_SORT_ORDER } from '../catalogue/repository';
import { isUuid, searchMatchSql } from '../catalogue/search-text';
import { toListItem } from '../catalogue/service';

const isSort = (value: string | undefined): value is ProductSort =>
  (PRODUCT_SORTS as readonly string[]).includes(value ?? '');

/** A member's koleksi: product cards with the wishlist flag, searchable and sortable. */
export function wishlistService(db: Database) {
  const catalogue = catalogueRepository(db);

  const total = (userId: string) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .then((r) => r[0]?.n ?? 0);

  return {
    async add(userId: string, productId: string): Promise<WishlistChange> {
      const [product] = isUuid(productId)
        ? await db
            .select({ id: products.id })
            .from(products)
            .where(and(eq(products.id, productId), eq(products.status, true)))
        : [];
      if (!product) throw notFound(m.productNotFound);
      await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
      return { itemId: productId, wishlist: true, total: await total(userId) };
    },

    async remove(userId: string, productId: string): Promise<WishlistChange> {
      const removed = isUuid(productId)
        ? await db
            .delete(wishlistItems)
            .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
            .returning({ id: wishlistItems.productId })
        : [];
      if (!removed.length) throw notFound(m.notInWishlist);
      return { itemId: productId, wishlist: false, total: await total(userId) };
    },

    /** `search` may carry a sort id instead of text (the original client sends both through it). */
    async list(userId: string, q: { search?: string; sortBy?: ProductSort; page: number; limit: number }) {
      const sort = q.sortBy ?? (isSort(q.search) ? q.search : undefined);
      const text = isSort(q.search) ? undefined : q.search;
      const where = and(eq(wishlistItems.userId, userId), text ? searchMatchSql(products.searchText, text) : undefined);
      const order = sort
        ? [...PRODUCT_SORT_ORDER[sort], asc(products.id)]
        : [desc(wishlistItems.addedAt), asc(products.id)];
      const [ids, [count]] = await Promise.all([
        db
          .select({ id: products.id })
          .from(wishlistItems)
          .innerJoin(products, eq(products.id, wishlistItems.productId))
          .where(where)
          .orderBy(...order)
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(wishlistItems)
          .innerJoin(products, eq(products.id, wishlistItems.productId))
          .where(where),
      ]);
      const byId = new Map((await catalogue.cardsByIds(ids.map((r) => r.id))).map((r) => [r.productId, r]));
      const now = new Date();
      const datas = ids.flatMap((r) => {
        const row = byId.get(r.id);
        return row ? [toListItem(row, now, true)] : [];
      });
      const totalData = count?.n ?? 0;
      return {
        datas,
        page: { currentPage: q.page, totalPage: Math.ceil(totalData / q.limit), totalData, limit: q.limit },
      };
    },

    /** Which of these products the member keeps (for the flag on lists and details). */
    async wishlisted(userId: string, productIds: string[]): Promise<Set<string>> {
      if (!productIds.length) return new Set();
      const rows = await db
        .select({ id: wishlistItems.productId })
        .from(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.productId, productIds)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
