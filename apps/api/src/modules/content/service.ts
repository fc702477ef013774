import {
  MERCHANT_SLUG,
  type ArticleDetail,
  type ArticleListItem,
  type PromoDetail,
  type PromoListItem,
} from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { contentMessages } from './messages';
import { activeDiscount, finalPrice } from '../catalogue/pricing';
import { cardsByIds } from '../catalogue/repository';
import { toListItem } from '../catalogue/service';
import { enqueueNewsletterWelcome } from '../order-messages/newsletter';
import {
  articleBySlug,
  articlePage,
  certificateRows,
  insertSubscriber,
  onSaleIds,
  promoBySlug,
  promoPage,
} from './repository';

type DiscountProduct = NonNullable<PromoDetail['discounts']>['products'][number];

const page = (currentPage: number, limit: number, totalData: number) => ({
  currentPage,
  totalPage: Math.ceil(totalData / limit),
  totalData,
  limit,
});

/** `now`: the app's clock (a scheduled article shows from its release date). */
export function contentService(db: DbOrTx, now: () => Date = () => new Date()) {
  return {
    async articleList({ page: current = 1, limit = 5, tag }: { page?: number; limit?: number; tag?: string }) {
      const { rows, total } = await articlePage(db, tag || undefined, limit, (current - 1) * limit, now());
      const datas: ArticleListItem[] = rows.map((a) => ({
        slug: a.slug,
        title: a.title,
        thumbnail: a.thumbnail,
        releaseDate: a.releaseDate.toISOString(),
        shortDescription: a.shortDescription,
        tags: a.tags,
      }));
      return { datas, page: page(current, limit, total) };
    },

    async articleDetail(slug: string): Promise<ArticleDetail> {
      const found = await articleBySlug(db, slug.toLowerCase(), now());
      if (!found) throw notFound(contentMessages.articleNotFound);
      const { article: a, sections } = found;
      const onSale = await onSaleIds(db, a.recommendedProductIds);
      const cards = new Map((await cardsByIds(db, onSale)).map((row) => [row.productId, row]));
      const at = now();
      const recommendedProducts = onSale.flatMap((id) => {
        const row = cards.get(id);
        return row ? [toListItem(row, at)] : [];
      });
      return {
        slug: a.slug,
        title: a.title,
        thumbnail: a.thumbnail,
        tags: a.tags,
        realeseDate: a.releaseDate.toISOString(),
        author: a.author,
        shortDescription: a.shortDescription,
        sections: sections.map((s) => ({
          title: s.title,
          description: s.description,
          images: s.imageUrl ? { url: s.imageUrl, originalURL: s.imageUrl, source: s.imageSource } : null,
        })),
        recommendedProducts,
      };
    },

    async promoList({ page: current = 1, limit = 6 }: { page?: number; limit?: number }) {
      const { rows, total } = await promoPage(db, now(), limit, (current - 1) * limit);
      const datas: PromoListItem[] = rows.map(({ promo: p, countVoucher }) => ({
        title: p.title,
        url: p.slug,
        thumbnail: p.thumbnail,
        banner: p.banner,
        long_banner: p.longBanner,
        start_date: p.startDate.toISOString(),
        end_date: p.endDate.toISOString(),
        type: p.type,
        count_voucher: countVoucher,
      }));
      return { datas, page: page(current, limit, total) };
    },

    async promoDetail(slug: string): Promise<PromoDetail> {
      const found = await promoBySlug(db, slug.toLowerCase());
      if (!found) throw notFound(contentMessages.promoNotFound);
      const { promo: p } = found;
      const at = now();
      const started = p.startDate <= at;
      const byProduct = new Map<string, DiscountProduct>();
      for (const { variant: v, productName, productImage, productStatus } of found.discounted) {
        // Before the promo starts its discount is not active yet: show what it will be, disabled ('Akan Datang').
        const discount = activeDiscount({ ...v, discountStart: null, discountEnd: null }, at);
        const entry = byProduct.get(v.productId) ?? { name: productName, variant: [] };
        entry.variant.push({
          size: v.size,
          image: productImage,
          price: v.price,
          fixedPrice: finalPrice(v.price, discount),
          url: `${MERCHANT_SLUG}/${v.slug}`,
          discount: discount?.text ?? '',
          disable: !started || !productStatus || !v.enabled,
        });
        byProduct.set(v.productId, entry);
      }
      return {
        title: p.title,
        url: p.slug,
        long_banner: p.longBanner,
        start_date: p.startDate.toISOString(),
        end_date: p.endDate.toISOString(),
        type: p.type,
        sections: found.sections.map((s) => ({ title: s.title, description: s.description })),
        vouchers: found.vouchers.map((v) => ({
          name: v.name,
          redeem_code: v.redeemCode,
          termsCondition: v.termsCondition,
          category: v.category,
        })),
        discounts: byProduct.size
          ? {
              startDate: p.startDate.toISOString(),
              endDate: p.endDate.toISOString(),
              products: [...byProduct.values()],
            }
          : null,
      };
    },

    async certificates() {
      return (await certificateRows(db)).map((c) => ({ title: c.title, issuer: c.issuer, image: c.image }));
    },

    async subscribe(email: string) {
      const normalised = email.trim().toLowerCase();
      // 409: the request was fine, the address simply is on the list already.
      // The subscriber and its confirmation mail are stored together.
      const added = await db.transaction(async (tx) => {
        const id = await insertSubscriber(tx, normalised);
        if (id) await enqueueNewsletterWelcome(tx, id, normalised);
        return id !== null;
      });
      if (!added) throw conflict(contentMessages.newsletterRegistered);
      return { email: normalised };
    },
  };
}
