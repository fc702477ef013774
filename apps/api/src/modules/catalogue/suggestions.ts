import type { CategoryItem } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { searchText } from '../../lib/search-text';
import { categoryTree, suggestedProducts } from './repository';
import { searchRank, searchWords } from './search-text';

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
export async function findSuggestions(db: DbOrTx, term: string, merchant: string): Promise<Suggestions> {
  if (searchWords(term).length === 0) return { products: [], categories: [] };
  // A shop has tens of categories: ranking them here keeps one ranking rule for both databases.
  const [items, { cats, subs }] = await Promise.all([suggestedProducts(db, term, SUGGESTION_LIMIT), categoryTree(db)]);
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
