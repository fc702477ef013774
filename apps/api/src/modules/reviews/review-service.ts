import type { Review, ReviewCreate, ReviewEdit, ReviewOrder } from '@rona/domain';
import { maskUsername } from '@rona/rules';
import type { DbOrTx } from '../../db/client';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors';
import { reviewsMessages as m } from './messages';
import { refreshReviewStatistics } from '../catalogue/repository';
import {
  authorOf,
  editReviewOnce,
  insertReview,
  memberOrderLine,
  memberReview,
  reviewOrderDetails,
  reviewOrderPage,
  type ReviewRow,
} from './repository';

/** A buyer may change a review once, within this many days (the spec only says "when editable"). */
export const REVIEW_EDIT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isEditable(row: Pick<ReviewRow, 'updatedAt' | 'createdAt'>, now = new Date()): boolean {
  return row.updatedAt === null && now.getTime() - row.createdAt.getTime() < REVIEW_EDIT_DAYS * DAY_MS;
}

const toReview = (r: ReviewRow): Review => ({
  id: r.id,
  score: r.score,
  comment: r.comment,
  visibleName: r.visibleName,
  size: r.size,
  itemId: r.variantId ?? '',
  invoice: r.invoice ?? '',
  editable: isEditable(r),
  date: r.createdAt.toISOString(),
  lastUpdate: r.updatedAt?.toISOString() ?? null,
});

/**
 * Buyers' reviews (spec 2 §2 Reviews): only a member whose order is finished (SUCCESS) reviews its
 * lines, once per line; the review shows on the product page under the name as chosen (masked when
 * hidden) and the product's rating statistics follow.
 */
export function reviewService(db: DbOrTx, onCatalogueChanged: () => void) {
  async function authorName(userId: string, visible: boolean) {
    const u = await authorOf(db, userId);
    return { name: visible ? (u?.fullName ?? '') : maskUsername(u?.fullName ?? ''), image: u?.image ?? null };
  }

  async function afterChange(productId: string) {
    await refreshReviewStatistics(db, [productId]);
    onCatalogueChanged();
  }

  return {
    /** Finished orders with lines still to review (`reviewed` false) or already reviewed (true), newest first. */
    async history(userId: string, reviewed: boolean, page: number, limit: number) {
      const { orderIds, total: totalData } = await reviewOrderPage(db, userId, reviewed, limit, (page - 1) * limit);
      const datas: ReviewOrder[] = [];
      if (orderIds.length) {
        const { orderRows, lines, received } = await reviewOrderDetails(db, orderIds, reviewed);
        const invoiceOf = new Map(orderRows.map((o) => [o.id, o.invoice]));
        const receivedOf = new Map(received.map((r) => [r.orderId, new Date(r.at).toISOString()]));
        for (const id of orderIds) {
          datas.push({
            invoice: invoiceOf.get(id)!,
            recievedTransaction: receivedOf.get(id) ?? null,
            products: lines
              .filter((l) => l.line.orderId === id)
              .map(({ line, review }) => ({
                id: line.variantId ?? line.id,
                image: line.image,
                name: line.name,
                size: line.size,
                url: line.url,
                review: review ? toReview(review) : null,
              })),
          });
        }
      }
      return { datas, page: { currentPage: page, totalPage: Math.ceil(totalData / limit), totalData, limit } };
    },

    async create(userId: string, body: ReviewCreate & { visibleName: boolean; comment: string }): Promise<Review> {
      const found = await memberOrderLine(db, userId, body.invoice, body.itemId);
      if (!found || !found.line.productId) throw notFound(m.lineNotFound);
      if (found.status !== 'SUCCESS') throw badRequest(m.notFinished);
      const author = await authorName(userId, body.visibleName);
      const row = await insertReview(db, {
        productId: found.line.productId,
        size: found.line.size,
        userId,
        authorName: author.name,
        authorImage: author.image,
        score: body.score,
        comment: body.comment,
        orderLineId: found.line.id,
        variantId: found.line.variantId,
        invoice: found.invoice,
        visibleName: body.visibleName,
      });
      if (!row) throw conflict(m.alreadyReviewed);
      await afterChange(row.productId);
      return toReview(row);
    },

    async edit(
      userId: string,
      reviewId: string,
      body: ReviewEdit & { visibleName: boolean; comment: string },
    ): Promise<Review> {
      const row = /^[0-9a-f-]{36}$/i.test(reviewId) ? await memberReview(db, userId, reviewId) : null;
      if (!row) throw notFound(m.reviewNotFound);
      if (!isEditable(row)) throw new HttpError(403, m.notEditable, [{ message: m.notEditable }]);
      const author = await authorName(userId, body.visibleName);
      const updated = await editReviewOnce(db, row.id, {
        score: body.score,
        comment: body.comment,
        visibleName: body.visibleName,
        authorName: author.name,
      });
      if (!updated) throw new HttpError(403, m.notEditable, [{ message: m.notEditable }]);
      await afterChange(updated.productId);
      return toReview(updated);
    },
  };
}
