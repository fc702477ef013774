import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Lower-case and strip accents so 'Sérum' matches 'serum'; the same function fills
 * products.search_text. Normalising in a stored column (not the unaccent extension) keeps search
 * identical on PGlite and PostgreSQL.
 */
export const searchText = (...parts: string[]) =>
  parts
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards escaped. */
export const containsPattern = (term: string) => `%${escapeLike(searchText(term))}%`;

/** The normalised words of a search box text ('  Sérum  VIT ' → ['serum', 'vit']). */
export const searchWords = (term: string) => searchText(term).split(' ').filter(Boolean);

/**
 * How well a normalised text matches a search (lower is better), or null when it does not:
 * 0 the text starts with the whole search, 1 a word starts with it, 2 every searched word starts
 * a word of the text, 3 every searched word appears somewhere. Mirrors `searchRankSql`.
 */
export function searchRank(text: string, term: string): number | null {
  const phrase = searchText(term);
  const words = searchWords(term);
  if (!phrase || !words.every((w) => text.includes(w))) return null;
  if (text.startsWith(phrase)) return 0;
  if (text.includes(` ${phrase}`)) return 1;
  const startsWord = (w: string) => text.startsWith(w) || text.includes(` ${w}`);
  return words.every(startsWord) ? 2 : 3;
}

/** SQL: the column (already normalised, see `searchText`) contains every searched word. */
export function searchMatchSql(column: PgColumn | SQL, term: string): SQL | undefined {
  const words = searchWords(term);
  if (words.length === 0) return undefined;
  return and(...words.map((w) => sql`${column} like ${`%${escapeLike(w)}%`}`));
}

/** SQL: the rank of `searchRank` for ORDER BY (ascending). */
export function searchRankSql(column: PgColumn | SQL, term: string): SQL {
  const phrase = escapeLike(searchText(term));
  const words = searchWords(term).map(escapeLike);
  if (words.length === 0) return sql`0`;
  const startsWords = sql.join(
    words.map((w) => sql`(${column} like ${`${w}%`} or ${column} like ${`% ${w}%`})`),
    sql` and `,
  );
  return sql`case when ${column} like ${`${phrase}%`} then 0 when ${column} like ${`% ${phrase}%`} then 1 when ${startsWords} then 2 else 3 end`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids; anything else is looked up by slug so a bad id is a miss, never a database error. */
export const isUuid = (value: string) => UUID.test(value);
