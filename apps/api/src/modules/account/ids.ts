const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in URLs and bodies are free text to the contract; anything not a uuid cannot match a row (and must not reach a uuid column). */
export const isUuid = (value: string) => UUID.test(value);

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle may wrap it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
