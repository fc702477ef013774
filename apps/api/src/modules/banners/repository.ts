import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banners, certificates } from '../../db/schema';

export type BannerRow = typeof banners.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;
type Table = typeof banners | typeof certificates;

/** The banners the shop shows at `now`: switched on and inside their window (an open end never ends), in order. */
export const showingBanners = (db: DbOrTx, now: Date) =>
  db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.active, true),
        or(isNull(banners.showFrom), lte(banners.showFrom, now)),
        or(isNull(banners.showUntil), gt(banners.showUntil, now)),
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id));

export const allBanners = (db: DbOrTx) => db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
export const allCertificates = (db: DbOrTx) =>
  db.select().from(certificates).orderBy(asc(certificates.position), asc(certificates.id));

/** Every row of `table`, locked for a reorder (two reorders at once take turns). */
export const lockAll = (tx: DbOrTx, table: Table): Promise<{ id: string; position: number }[]> =>
  table === banners
    ? tx
        .select({ id: banners.id, position: banners.position })
        .from(banners)
        .orderBy(asc(banners.position))
        .for('update')
    : tx
        .select({ id: certificates.id, position: certificates.position })
        .from(certificates)
        .orderBy(asc(certificates.position))
        .for('update');

export async function bannerById(db: DbOrTx, id: string, lock = false): Promise<BannerRow | null> {
  const query = db.select().from(banners).where(eq(banners.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function certificateById(db: DbOrTx, id: string, lock = false): Promise<CertificateRow | null> {
  const query = db.select().from(certificates).where(eq(certificates.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The next place at the end of the order, and how many rows there are. */
export async function nextPosition(tx: DbOrTx, table: Table): Promise<{ position: number; count: number }> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${table.position})`, count: sql<number>`count(*)::int` })
    .from(table);
  return { position: (row?.max ?? -1) + 1, count: row?.count ?? 0 };
}

/** Positions 0, 1, 2 … in the order of `ids`. */
export async function setPositions(tx: DbOrTx, table: Table, ids: readonly string[]) {
  for (const [position, id] of ids.entries()) await tx.update(table).set({ position }).where(eq(table.id, id));
}
