import { and, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { searchText } from '../../lib/search-text';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards escaped. */
export const containsPattern = (term: string) => `%${escapeLike(searchText(term))}%`;

/** The normalised words of a search box text ('  Sérum  VIT ' → ['serum', 'vit']). */
export const searchWords = (term: string) => searchText(term).split(' ').filter(Boolean);

/** Spaces removed, so 'sun screen' and 'sunscreen' meet. */
const compact = (normalised: string) => normalised.replace(/ /g, '');

/** pg_trgm's default `pg_trgm.word_similarity_threshold`, the bar of the `<%` operator. */
export const NEAR_WORD_THRESHOLD = 0.6;

const trigrams = (word: string) => {
  const padded = `  ${word} `;
  return Array.from({ length: padded.length - 2 }, (_, i) => padded.slice(i, i + 3));
};

/**
 * pg_trgm's `word_similarity(word, text)`, per word of the text: the best trigram overlap
 * (shared / union) between the searched word and a run of trigrams of one word of the text.
 * 'serm' in 'serum vitamin c' → 0.6.
 */
export function wordSimilarity(word: string, text: string): number {
  const wanted = new Set(trigrams(word));
  let best = 0;
  for (const part of text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)) {
    const own = trigrams(part);
    for (let from = 0; from < own.length; from++) {
      for (let to = from + 1; to <= own.length; to++) {
        const run = new Set(own.slice(from, to));
        const shared = [...run].filter((g) => wanted.has(g)).length;
        best = Math.max(best, shared / (wanted.size + run.size - shared));
      }
    }
  }
  return best;
}

/**
 * How well a normalised text matches a search (lower is better), or null when it does not:
 * 0 the text starts with the whole search, 1 a word starts with it, 2 every searched word starts
 * a word of the text, 3 every searched word appears somewhere, 4 it appears once spaces are
 * ignored ('sun screen' in 'sunscreen'), 5 every searched word appears or nearly does (a typo:
 * 'serm' for 'serum', pg_trgm's `<%`). Mirrors `searchMatchSql` and `searchRankSql`.
 */
export function searchRank(text: string, term: string): number | null {
  const phrase = searchText(term);
  const words = searchWords(term);
  if (!phrase) return null;
  if (words.every((w) => text.includes(w))) {
    if (text.startsWith(phrase)) return 0;
    if (text.includes(` ${phrase}`)) return 1;
    const startsWord = (w: string) => text.startsWith(w) || text.includes(` ${w}`);
    return words.every(startsWord) ? 2 : 3;
  }
  if (compact(text).includes(compact(phrase))) return 4;
  return words.every((w) => text.includes(w) || wordSimilarity(w, text) >= NEAR_WORD_THRESHOLD) ? 5 : null;
}

const contains = (column: PgColumn | SQL, w: string) => sql`${column} like ${`%${escapeLike(w)}%`}`;
const containsCompact = (column: PgColumn | SQL, phrase: string) =>
  sql`replace(${column}, ' ', '') like ${`%${escapeLike(compact(phrase))}%`}`;

/**
 * SQL: the column (already normalised, see `searchText`) matches the search as `searchRank` does:
 * every searched word appears or nearly does (pg_trgm's `<%`, served by the trigram index), or
 * the search appears once spaces are ignored.
 */
export function searchMatchSql(column: PgColumn | SQL, term: string): SQL | undefined {
  const words = searchWords(term);
  if (words.length === 0) return undefined;
  return or(
    and(...words.map((w) => sql`(${contains(column, w)} or ${w} <% ${column})`)),
    containsCompact(column, searchText(term)),
  );
}

/** SQL: the rank of `searchRank` for ORDER BY (ascending), for rows `searchMatchSql` kept. */
export function searchRankSql(column: PgColumn | SQL, term: string): SQL {
  const phrase = escapeLike(searchText(term));
  const words = searchWords(term);
  if (words.length === 0) return sql`0`;
  const escaped = words.map(escapeLike);
  const startsWords = sql.join(
    escaped.map((w) => sql`(${column} like ${`${w}%`} or ${column} like ${`% ${w}%`})`),
    sql` and `,
  );
  const allContained = sql.join(
    words.map((w) => contains(column, w)),
    sql` and `,
  );
  return sql`case when not (${allContained}) then (case when ${containsCompact(column, searchText(term))} then 4 else 5 end)
    when ${column} like ${`${phrase}%`} then 0 when ${column} like ${`% ${phrase}%`} then 1 when ${startsWords} then 2 else 3 end`;
}
