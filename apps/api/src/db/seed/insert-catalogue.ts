import { finalPrice } from '@rona/rules';
import type { DbOrTx } from '../client';
import { categories, productImages, products, reviews, subcategories, variants } from '../schema';
import { searchText } from '../../lib/search-text';
import { SYSTEM_ACTOR } from '../../modules/audit/record';
import { openingBalances } from '../../modules/stock/ledger';
import { avatarSvg, productImageSvg } from '../../media';
import { daysFrom, marketplaceOf, variantSlug, type SeedContent } from './content-types';
import type { MediaWriter } from './media-writer';
import type { SeedProduct } from './content/types';

const VIEWS = ['tampak depan', 'detail kemasan', 'tekstur produk'];
export type PromoDates = Map<string, { id: string; startDate: Date; endDate: Date }>;

export async function insertCategories(db: DbOrTx, content: SeedContent) {
  const cats = await db
    .insert(categories)
    .values(content.categories.map((c, i) => ({ slug: c.slug, name: c.name, position: i })))
    .returning({ id: categories.id, slug: categories.slug });
  const catId = new Map(cats.map((c) => [c.slug, c.id]));
  const subRows = content.categories.flatMap((c) =>
    c.subcategories.map((s, i) => ({ categoryId: catId.get(c.slug)!, slug: s.slug, name: s.name, position: i })),
  );
  const subs = subRows.length ? await db.insert(subcategories).values(subRows).returning() : [];
  return { catId, subs: new Map(subs.map((s) => [s.slug, s])) };
}

export type CategoryIds = Awaited<ReturnType<typeof insertCategories>>;

/** Inserts products with their images and variants, in batches (synthetic catalogues reuse this). */
export async function insertProducts(
  db: DbOrTx,
  list: (SeedProduct & { imageUrls: string[] })[],
  ids: CategoryIds,
  promoDates: PromoDates,
) {
  const slugToId = new Map<string, string>();
  for (let start = 0; start < list.length; start += 500) {
    const batch = list.slice(start, start + 500);
    const inserted = await db
      .insert(products)
      .values(
        batch.map((p) => {
          const sub = ids.subs.get(p.subCategorySlug);
          if (!sub) throw new Error(`Seed product ${p.slug}: unknown subcategory ${p.subCategorySlug}`);
          const prices = p.variants.map((v) => v.price);
          return {
            slug: p.slug,
            name: p.name,
            description: p.description,
            warning: p.warning,
            howToUse: p.howToUse,
            composition: p.composition,
            video: p.video,
            bpom: p.bpom,
            status: p.active ?? true,
            categoryId: ids.catId.get(p.categorySlug) ?? sub.categoryId,
            subcategoryId: sub.id,
            skinTypes: p.skinTypes,
            dimension: p.dimension,
            marketplace: marketplaceOf(p.slug),
            image: p.imageUrls[0] ?? '',
            imageAlt: p.name,
            defaultPrice: p.variants[0]?.price ?? 0,
            minPrice: Math.min(...prices.map((price, i) => finalPrice(price, p.variants[i]?.discount ?? null))),
            soldCount: p.sold,
            viewCount: p.views,
            searchText: searchText(p.name, sub.name),
          };
        }),
      )
      .returning({ id: products.id, slug: products.slug });
    for (const row of inserted) slugToId.set(row.slug, row.id);

    const imageRows = batch.flatMap((p) =>
      p.imageUrls.map((url, i) => ({
        productId: slugToId.get(p.slug)!,
        position: i,
        url,
        alt: `${p.name} - ${VIEWS[i] ?? `foto ${i + 1}`}`,
        primary: i === 0,
      })),
    );
    if (imageRows.length) await db.insert(productImages).values(imageRows);

    const variantRows = batch.flatMap((p) =>
      p.variants.map((v, i) => {
        const promo = v.promoSlug ? promoDates.get(v.promoSlug) : undefined;
        if (v.promoSlug && !promo) throw new Error(`Seed product ${p.slug}: unknown promo ${v.promoSlug}`);
        return {
          productId: slugToId.get(p.slug)!,
          position: i,
          size: v.size,
          slug: variantSlug(p.slug, v.size),
          // As migration 0018 gave the sizes that existed before SKUs: the shop slug upper-cased.
          sku: variantSlug(p.slug, v.size).toUpperCase(),
          price: v.price,
          stock: v.stock,
          weight: v.weight,
          discountKind: v.discount?.kind ?? null,
          discountValue: v.discount?.value ?? 0,
          promoPurchaseLimit: v.discount?.promoPurchaseLimit ?? 0,
          purchaseLimit: v.discount?.purchaseLimit ?? 0,
          promoId: promo?.id ?? null,
          discountStart: promo?.startDate ?? null,
          discountEnd: promo?.endDate ?? null,
        };
      }),
    );
    if (variantRows.length) {
      const created = await db
        .insert(variants)
        .values(variantRows)
        .returning({ id: variants.id, stock: variants.stock });
      await openingBalances(db, created, SYSTEM_ACTOR, new Date());
    }
  }
  return slugToId;
}

export async function insertShopProducts(
  db: DbOrTx,
  content: SeedContent,
  ids: CategoryIds,
  promoDates: PromoDates,
  media: MediaWriter,
  now: Date,
) {
  const withImages = content.products.map((p) => ({
    ...p,
    imageUrls: [0, 1, 2].map((view) => media.image('products', p.slug, view, () => productImageSvg(p, view))),
  }));
  const slugToId = await insertProducts(db, withImages, ids, promoDates);

  const reviewRows = content.reviews.map((r) => {
    const productId = slugToId.get(r.productSlug);
    if (!productId) throw new Error(`Seed review: unknown product ${r.productSlug}`);
    return {
      productId,
      size: r.size,
      authorName: r.author,
      authorImage: media.image('avatars', r.author, undefined, () => avatarSvg(r.author)),
      score: r.score,
      comment: r.comment,
      createdAt: daysFrom(now, -r.daysAgo),
    };
  });
  for (let i = 0; i < reviewRows.length; i += 1000) await db.insert(reviews).values(reviewRows.slice(i, i + 1000));
}
