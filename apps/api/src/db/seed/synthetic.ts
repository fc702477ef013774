import { count } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { categories, products, subcategories } from '../schema';
import { productImageSvg } from '../../media';
import type { SeedContent } from './content-types';
import { insertProducts, type PromoDates } from './insert-catalogue';
import type { MediaWriter } from './media-writer';

/** A repeatable pseudo-random number in [0, 1) for `key`. */
function unit(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}

const roundTo500 = (n: number) => Math.max(500, Math.round(n / 500) * 500);

/**
 * Tops the catalogue up to `target` products with variations of the shop's products (for
 * benchmarks). Running it again with the same target adds nothing.
 */
export async function addSyntheticProducts(
  db: DbOrTx,
  content: SeedContent,
  target: number,
  media: MediaWriter,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  const existing = row?.n ?? 0;
  const missing = target - existing;
  if (missing <= 0 || !content.products.length) return 0;

  const [cats, subs] = await Promise.all([db.select().from(categories), db.select().from(subcategories)]);
  const ids = { catId: new Map(cats.map((c) => [c.slug, c.id])), subs: new Map(subs.map((s) => [s.slug, s])) };
  const list = Array.from({ length: missing }, (_, j) => {
    const n = existing + j;
    const base = content.products[n % content.products.length]!;
    const slug = `${base.slug}-seri-${n}`;
    const factor = 0.7 + unit(`${slug}:price`) * 0.6;
    return {
      ...base,
      slug,
      name: `${base.name} Seri ${n}`,
      active: unit(`${slug}:status`) > 0.03,
      sold: Math.round(base.sold * (0.2 + unit(`${slug}:sold`) * 1.6)),
      views: Math.round(base.views * (0.2 + unit(`${slug}:views`) * 1.6)),
      variants: base.variants.map((v) => ({ ...v, price: roundTo500(v.price * factor), promoSlug: undefined })),
      imageUrls: [0, 1, 2].map((view) => media.image('products', base.slug, view, () => productImageSvg(base, view))),
    };
  });
  await insertProducts(db, list, ids, new Map() as PromoDates);
  return missing;
}
