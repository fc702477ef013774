import { and, asc, desc, eq } from 'drizzle-orm';
import type { CategoryItem } from '@rona/domain';
import type { Database } from '../../db/client';
import { categories, products, subcategories, variants } from '../../db/schema';
import { searchText } from '../../lib/search-text';
import { searchMatchSql, searchRank, searchRankSql, searchWords } from './search-text';

/** How many products and how many categories the header suggests. */
export const SUGGESTION_LIMIT = 6;

export interface Suggestions {
  products: { name: string; url: string; image: string }[];
  categories: CategoryItem[];
}

/**
 * Header search suggestions: active products and (sub)categories matching every searched word,
 * case- and accent-insensitively, best match first (see `searchRank`), then the most popular.
 * Products link to their default variant, `/products/{merchant}/{variant slug}`.
 */
export async function findSuggestions(db: Database, term: string, merchant: string): Promise<Suggestions> {
  const match = searchMatchSql(products.searchText, term);
  if (!match || searchWords(term).length === 0) return { products: [], categories: [] };
  const [items, cats, subs] = await Promise.all([
    db
      .select({ name: products.name, image: products.image, slug: variants.slug })
      .from(products)
      .innerJoin(variants, and(eq(variants.productId, products.id), eq(variants.position, 0)))
      .where(and(eq(products.status, true), match))
      .orderBy(
        searchRankSql(products.searchText, term),
        desc(products.popularity),
        asc(products.name),
        asc(products.id),
      )
      .limit(SUGGESTION_LIMIT),
    // A shop has tens of categories: ranking them here keeps one ranking rule for both databases.
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
    db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.name)),
  ]);
  const ranked = [
    ...cats.map((c, order) => ({
      item: { _id: c.id, name: c.name, type: 'category' as const, parentId: null },
      order,
    })),
    ...subs.map((s, order) => ({
      item: { _id: s.id, name: s.name, type: 'subcategory' as const, parentId: s.categoryId },
      order: cats.length + order,
    })),
  ]
    .map((entry) => ({ ...entry, rank: searchRank(searchText(entry.item.name), term) }))
    .filter((entry): entry is typeof entry & { rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.order - b.order);
  return {
    products: items.map((i) => ({ name: i.name, url: `${merchant}/${i.slug}`, image: i.image })),
    categories: ranked.slice(0, SUGGESTION_LIMIT).map((entry) => entry.item),
  };
}
