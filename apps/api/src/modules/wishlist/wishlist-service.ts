import { PRODUCT_SORTS, type ProductSort, type WishlistChange } from '@rona/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { cardsByIds } from '../catalogue/repository';
import { isUuid } from '@rona/domain';
import { toListItem } from '../catalogue/service';
import { addWishlistItem, isActiveProduct, removeWishlistItem, wishlistCount, wishlistPage } from './repository';
import { wishlistMessages as m } from './messages';

const isSort = (value: string | undefined): value is ProductSort =>
  (PRODUCT_SORTS as readonly string[]).includes(value ?? '');

/** A member's koleksi: product cards with the wishlist flag, searchable and sortable. */
export function wishlistService(db: Database) {
  return {
    async add(userId: string, productId: string): Promise<WishlistChange> {
      if (!isUuid(productId) || !(await isActiveProduct(db, productId))) throw notFound(m.productNotFound);
      await addWishlistItem(db, userId, productId);
      return { itemId: productId, wishlist: true, total: await wishlistCount(db, userId) };
    },

    async remove(userId: string, productId: string): Promise<WishlistChange> {
      const removed = isUuid(productId) && (await removeWishlistItem(db, userId, productId));
      if (!removed) throw notFound(m.notInWishlist);
      return { itemId: productId, wishlist: false, total: await wishlistCount(db, userId) };
    },

    /** `search` may carry a sort id instead of text (the original client sends both through it). */
    async list(userId: string, q: { search?: string; sortBy?: ProductSort; page: number; limit: number }) {
      const sort = q.sortBy ?? (isSort(q.search) ? q.search : undefined);
      const text = isSort(q.search) ? undefined : q.search;
      const { ids, total: totalData } = await wishlistPage(db, userId, {
        text,
        sort,
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      const byId = new Map((await cardsByIds(db, ids)).map((r) => [r.productId, r]));
      const now = new Date();
      const datas = ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toListItem(row, now, true)] : [];
      });
      return {
        datas,
        page: { currentPage: q.page, totalPage: Math.ceil(totalData / q.limit), totalData, limit: q.limit },
      };
    },
  };
}
