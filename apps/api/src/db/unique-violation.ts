/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle may wrap it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
