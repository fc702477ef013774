import type { DbOrTx } from '../client';
import {
  articleSections,
  articles,
  banks,
  banners,
  certificates,
  couriers,
  paymentMethods,
  promoSections,
  promos,
  skinQuestions,
  vouchers,
} from '../schema';
import { articleImageSvg, bannerSvg, certificateSvg, logoSvg } from '../../media';
import { daysFrom, promoWindow, type SeedContent } from './content-types';
import type { PromoDates } from './insert-catalogue';
import type { MediaWriter } from './media-writer';

export async function insertPromos(
  db: DbOrTx,
  content: SeedContent,
  media: MediaWriter,
  now: Date,
): Promise<PromoDates> {
  const dates: PromoDates = new Map();
  for (const p of content.promos) {
    const { start, end } = promoWindow(p, now);
    const art = (kind: 'banner' | 'long' | 'thumbnail') =>
      p.hasBanner ? media.image('banners', `promo-${p.slug}`, kind, () => bannerSvg(p, kind)) : null;
    const [row] = await db
      .insert(promos)
      .values({
        slug: p.slug,
        title: p.title,
        type: p.type,
        startDate: start,
        endDate: end,
        banner: art('banner'),
        thumbnail: art('thumbnail'),
        longBanner: art('long'),
      })
      .returning();
    if (!row) continue;
    dates.set(p.slug, { id: row.id, startDate: row.startDate, endDate: row.endDate });
    if (p.sections.length) {
      await db.insert(promoSections).values(p.sections.map((s, i) => ({ promoId: row.id, position: i, ...s })));
    }
    if (p.vouchers.length) {
      await db.insert(vouchers).values(
        p.vouchers.map((v) => ({
          promoId: row.id,
          code: v.code,
          name: v.name,
          category: v.category,
          discType: v.discType,
          discAmount: v.discAmount,
          maxDiscount: v.maxDiscount,
          minimumTransaction: v.minimumTransaction,
          redeemCode: v.redeemCode,
          termsCondition: v.termsCondition,
          ...('withPromo' in v
            ? { startsAt: row.startDate, expiresAt: row.endDate }
            : {
                startsAt: v.startsInDays === undefined ? null : daysFrom(now, v.startsInDays),
                expiresAt: daysFrom(now, v.expiresInDays),
              }),
          usageLimit: v.usageLimit ?? null,
          perMemberLimit: v.perMemberLimit ?? null,
        })),
      );
    }
  }
  return dates;
}

export async function insertArticles(db: DbOrTx, content: SeedContent, media: MediaWriter) {
  for (const a of content.articles) {
    const [row] = await db
      .insert(articles)
      .values({
        slug: a.slug,
        title: a.title,
        tags: a.tags,
        author: a.author,
        releaseDate: new Date(a.releaseDate),
        shortDescription: a.shortDescription,
        thumbnail: media.image('articles', a.slug, undefined, () => articleImageSvg(a.style, a.title)),
      })
      .returning({ id: articles.id });
    if (!row || !a.sections.length) continue;
    await db.insert(articleSections).values(
      a.sections.map((s, i) => ({
        articleId: row.id,
        position: i,
        title: s.title,
        description: s.description,
        imageUrl: s.image
          ? media.image('articles', a.slug, i + 1, () => articleImageSvg(s.image!.style, s.image!.caption))
          : null,
        imageSource: s.image?.source ?? null,
      })),
    );
  }
}

/**
 * The storefront's fallback banners (`defaultBannerUrls` of @rona/ui: /media/banners/default-<n>.webp),
 * for promos without a banner of their own. Written on every seed run, not only with the content: a
 * database seeded before decision 028 has the SVG ones only (files already there are kept).
 */
export function writeDefaultBanners(content: SeedContent, media: MediaWriter): void {
  content.banners.forEach((b, i) => media.image('banners', 'default', i + 1, () => bannerSvg(b, 'banner')));
}

export async function insertReferenceData(db: DbOrTx, content: SeedContent, media: MediaWriter) {
  const logo = (key: string, name: string, style: SeedContent['couriers'][number]['style']) =>
    media.image('logos', key, undefined, () => logoSvg(name, style));
  if (content.paymentMethods.length) {
    await db.insert(paymentMethods).values(
      content.paymentMethods.map((m, i) => ({
        position: i,
        code: m.code,
        name: m.name,
        category: m.category,
        groupName: m.group,
        photo: logo(`payment-${m.code}`, m.name, m.style),
      })),
    );
  }
  if (content.couriers.length) {
    await db.insert(couriers).values(
      content.couriers.map((c, i) => ({
        position: i,
        code: c.code,
        name: c.name,
        image: logo(`courier-${c.code}`, c.name, c.style),
      })),
    );
  }
  if (content.banks.length) {
    await db.insert(banks).values(
      content.banks.map((b, i) => ({
        position: i,
        code: b.code,
        name: b.name,
        image: logo(`bank-${b.code}`, b.name, b.style),
      })),
    );
  }
  if (content.skinQuestions.length) {
    await db.insert(skinQuestions).values(content.skinQuestions.map((q, i) => ({ position: i, ...q })));
  }
  if (content.banners.length) {
    await db.insert(banners).values(
      content.banners.map((b, i) => {
        const art = (kind: 'banner' | 'long' | 'thumbnail') =>
          media.image('banners', `home-${i + 1}-${b.title}`, kind, () => bannerSvg(b, kind));
        return {
          position: i,
          title: b.title,
          subtitle: b.subtitle,
          link: b.link,
          image: art('banner'),
          longImage: art('long'),
          thumbnail: art('thumbnail'),
          alt: `${b.title}: ${b.subtitle}`,
          // Examples for staff, switched off: the home page keeps showing the promos' banners
          // (spec 1 §2) until Pemasaran switches one on (docs/product/banners.md).
          active: false,
        };
      }),
    );
  }
  if (content.certificates.length) {
    await db.insert(certificates).values(
      content.certificates.map((c, i) => ({
        position: i,
        title: c.title,
        issuer: c.issuer,
        image: media.image('certificates', `${i + 1}-${c.title}`, undefined, () => certificateSvg(c)),
      })),
    );
  }
}
