import {
  MERCHANT_SLUG,
  type CategoryItem,
  type ProductDetail,
  type ProductListItem,
  type ProductSort,
  type SkinFilter,
} from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { movedPermanently, notFound } from '../../http/errors';
import type { OrderCaps } from '../../config';
import { DEFAULT_ORDER_CAPS, variantCap } from './variant-caps';
import { catalogueMessages } from './messages';
import { stockText, warehouseOf } from './pricing';
import type { ResponseCache } from '../../http/response-cache';
import {
  cardsByIds,
  categoryTree,
  courierRows,
  imagesOf,
  movedVariantSlug,
  orderedProductIds,
  paymentMethodRows,
  productByVariantSlug,
  productListPage,
  recommendedCards,
  reviewsOf,
  variantsOf,
  wishlistedIds,
  type ListRow,
  type ProductFilter,
} from './repository';
import { findSuggestions } from './suggestions';

export const REVIEWS_PER_PAGE = 3;

const roundRating = (n: number) => Math.round(n * 10) / 10;
const statistics = (r: { ratingAvg: number; reviewCount: number; soldCount: number }) => ({
  countScore: { average: roundRating(r.ratingAvg) },
  countReviews: r.reviewCount,
  sold: r.soldCount,
});

export function toListItem(row: ListRow, now: Date, wishlisted = false): ProductListItem {
  return {
    productId: row.productId,
    variantId: row.variantId,
    name: row.name,
    url: `${MERCHANT_SLUG}/${row.variantSlug}`,
    image: row.image,
    imageAlt: row.imageAlt,
    category: row.category,
    subCategory: row.subCategory,
    statistics: statistics(row),
    wishlist: wishlisted,
    warehouse: warehouseOf(row, row.soldCount, now),
    size: row.size,
    dimension: row.dimension,
    weight: row.weight,
    marketplace: row.marketplace,
    status: row.status,
  };
}

const page = (currentPage: number, limit: number, totalData: number) => ({
  currentPage,
  totalPage: Math.ceil(totalData / limit),
  totalData,
  limit,
});

export function catalogueService(
  db: DbOrTx,
  listOrderCache?: ResponseCache<string[]>,
  caps: OrderCaps = DEFAULT_ORDER_CAPS,
  /** The time discounts are judged at: the app's clock. */
  clock: () => Date = () => new Date(),
) {
  /** One page: a slice of the cached list order plus one query for its rows, or two queries without the cache. */
  async function listPage(filter: ProductFilter, sort: ProductSort | undefined, limit: number, offset: number) {
    if (!listOrderCache?.enabled) return productListPage(db, filter, sort, limit, offset);
    const key = JSON.stringify([filter, sort]);
    let ids = listOrderCache.get(key);
    if (!ids) {
      ids = await orderedProductIds(db, filter, sort);
      listOrderCache.set(key, ids);
    }
    const pageIds = ids.slice(offset, offset + limit);
    const byId = new Map((await cardsByIds(db, pageIds)).map((r) => [r.productId, r]));
    return { rows: pageIds.map((id) => byId.get(id)).filter((r) => r !== undefined), total: ids.length };
  }

  return {
    async listProducts(q: {
      limit?: number;
      page?: number;
      sortBy?: ProductSort;
      category?: string;
      subCategory?: string;
      skin?: SkinFilter;
      skinType?: SkinFilter;
      search?: string;
    }) {
      const skins = [...new Set([q.skin, q.skinType].filter((s): s is SkinFilter => Boolean(s)))];
      const filter: ProductFilter = {
        category: q.category || undefined,
        subCategory: q.subCategory || undefined,
        skins,
        search: q.search || undefined,
      };
      const { limit = 15, page: current = 1 } = q;
      // No sort chosen: the popular order, with the best search matches first when searching.
      const { rows, total } = await listPage(filter, q.sortBy, limit, (current - 1) * limit);
      const now = clock();
      return { datas: rows.map((r) => toListItem(r, now)), page: page(current, limit, total) };
    },

    async recommendations(productId: string | undefined, limit = 10) {
      const now = clock();
      return (await recommendedCards(db, productId, limit)).map((r) => toListItem(r, now));
    },

    async productDetail(merchant: string, item: string, reviewPage = 1): Promise<ProductDetail> {
      const ours = merchant.toLowerCase() === MERCHANT_SLUG;
      const found = ours ? await productByVariantSlug(db, item.toLowerCase()) : null;
      if (!found && ours) {
        // An earlier URL of a size whose product changed its slug: a permanent redirect to the current one.
        const moved = await movedVariantSlug(db, item.toLowerCase());
        if (moved?.published) {
          const location = `${encodeURIComponent(moved.slug)}${reviewPage > 1 ? `?reviewPage=${reviewPage}` : ''}`;
          throw movedPermanently(location, catalogueMessages.productMoved, { url: `${MERCHANT_SLUG}/${moved.slug}` });
        }
      }
      // A hidden product is not on sale: its page answers 404 (past orders and reviews keep their own copy).
      if (!found?.product.status) throw notFound(catalogueMessages.productNotFound);
      const { product: p } = found;
      const [variantRows, images, reviewRows] = await Promise.all([
        variantsOf(db, p.id),
        imagesOf(db, p.id),
        reviewsOf(db, p.id, REVIEWS_PER_PAGE, (reviewPage - 1) * REVIEWS_PER_PAGE),
      ]);
      const now = clock();
      const selected = variantRows.find((v) => v.id === found.selectedVariantId) ?? variantRows[0];
      return {
        productId: p.id,
        name: p.name,
        description: p.description,
        warning: p.warning,
        howToUse: p.howToUse,
        composition: p.composition,
        video: p.video,
        bpom: p.bpom,
        status: p.status,
        category: found.category,
        subCategory: found.subCategory,
        skinTypes: p.skinTypes,
        image: images.map((i) => ({ originalURL: i.url, primary: i.primary, alt: i.alt })),
        wishlist: false,
        dimension: selected?.dimension ?? p.dimension,
        weight: selected?.weight ?? 0,
        marketplace: p.marketplace,
        selectedVariantId: found.selectedVariantId,
        variant: variantRows.map((v) => {
          // A size staff switched off is shown, with nothing of it on sale (docs/product/prices-and-discounts.md).
          const onSale = { ...v, stock: v.enabled ? v.stock : 0 };
          return {
            id: v.id,
            size: v.size,
            url: `${MERCHANT_SLUG}/${v.slug}`,
            image: p.image || null,
            maxPerOrder: variantCap(caps, onSale),
            warehouse: { ...warehouseOf(onSale, p.soldCount, now), stockText: stockText(onSale.stock) },
          };
        }),
        review: {
          datas: reviewRows.map((r) => ({
            id: r.id,
            user: { image: r.authorImage, fullName: r.authorName },
            createdAt: r.createdAt.toISOString(),
            size: r.size,
            comment: r.comment,
            score: r.score,
          })),
          page: page(reviewPage, REVIEWS_PER_PAGE, p.reviewCount),
        },
        statistics: statistics(p),
      };
    },

    async categories(): Promise<CategoryItem[]> {
      const { cats, subs: unsorted } = await categoryTree(db);
      const order = new Map(cats.map((c, i) => [c.id, i]));
      const subs = [...unsorted].sort(
        (a, b) => (order.get(a.categoryId) ?? 0) - (order.get(b.categoryId) ?? 0) || a.position - b.position,
      );
      return [
        ...cats.map((c) => ({ _id: c.id, name: c.name, type: 'category' as const, parentId: null })),
        ...subs.map((s) => ({ _id: s.id, name: s.name, type: 'subcategory' as const, parentId: s.categoryId })),
      ];
    },

    suggestions: (term: string) => findSuggestions(db, term, MERCHANT_SLUG),

    /**
     * A member sees their own koleksi on every card, overlaid on the shared cached answer (one query on
     * the wishlist's primary key); a guest's cards stay unflagged.
     */
    async withWishlistFlags<T extends { productId: string; wishlist: boolean }>(
      userId: string | null,
      items: T[],
    ): Promise<T[]> {
      if (!userId || !items.length) return items;
      const kept = await wishlistedIds(
        db,
        userId,
        items.map((i) => i.productId),
      );
      return items.map((i) => ({ ...i, wishlist: kept.has(i.productId) }));
    },

    async paymentMethods() {
      return (await paymentMethodRows(db)).map((m) => ({ name: m.name, photo: m.photo, category: m.category }));
    },

    async shippingMethods() {
      return (await courierRows(db)).map((c) => ({ expeditionName: c.name, image: c.image }));
    },
  };
}
