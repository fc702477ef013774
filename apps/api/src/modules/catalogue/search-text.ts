/** Lower-case and strip accents so 'Sérum' matches 'serum'; the same function fills products.search_text. */
export const searchText = (...parts: string[]) =>
  parts
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards escaped. */
export const containsPattern = (term: string) => `%${searchText(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids; anything else is looked up by slug so a bad id is a miss, never a database error. */
export const isUuid = (value: string) => UUID.test(value);
