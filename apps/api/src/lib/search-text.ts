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
