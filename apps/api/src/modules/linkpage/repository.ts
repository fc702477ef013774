import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Background, Widget } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { linkPages, products, redirectTargets, variants } from '../../db/schema';

export type LinkPageRow = typeof linkPages.$inferSelect;

/** The owner's pages, newest first. */
export function linkPagesOf(db: DbOrTx, ownerId: string): Promise<LinkPageRow[]> {
  return db
    .select()
    .from(linkPages)
    .where(eq(linkPages.ownerId, ownerId))
    .orderBy(desc(linkPages.createdAt), desc(linkPages.id));
}

export async function linkPageById(db: DbOrTx, id: string): Promise<LinkPageRow | null> {
  const [row] = await db.select().from(linkPages).where(eq(linkPages.id, id)).limit(1);
  return row ?? null;
}

export async function insertLinkPage(
  db: DbOrTx,
  row: { id: string; ownerId: string; background: Background; widgets?: Widget[] },
): Promise<void> {
  await db.insert(linkPages).values({ ...row, widgets: row.widgets ?? [] });
}

export async function deleteLinkPage(db: DbOrTx, id: string): Promise<void> {
  await db.delete(linkPages).where(eq(linkPages.id, id));
}

export async function setLinkPageWidgets(db: DbOrTx, id: string, widgets: Widget[]): Promise<LinkPageRow> {
  const [row] = await db
    .update(linkPages)
    .set({ widgets, updatedAt: new Date() })
    .where(eq(linkPages.id, id))
    .returning();
  return row!;
}

export async function setLinkPageBackground(db: DbOrTx, id: string, background: Background): Promise<void> {
  await db.update(linkPages).set({ background, updatedAt: new Date() }).where(eq(linkPages.id, id));
}

export async function redirectTargetUrl(db: DbOrTx, key: string): Promise<string | null> {
  const [row] = await db
    .select({ url: redirectTargets.url })
    .from(redirectTargets)
    .where(eq(redirectTargets.key, key))
    .limit(1);
  return row?.url ?? null;
}

/** Active variants by slug, with what the live price needs. */
export async function activeVariantsBySlug(db: DbOrTx, slugs: string[]) {
  if (slugs.length === 0) return [];
  return db
    .select({
      slug: variants.slug,
      price: variants.price,
      stock: variants.stock,
      discountKind: variants.discountKind,
      discountValue: variants.discountValue,
      promoPurchaseLimit: variants.promoPurchaseLimit,
      purchaseLimit: variants.purchaseLimit,
      discountStart: variants.discountStart,
      discountEnd: variants.discountEnd,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(inArray(variants.slug, slugs), eq(products.status, true)));
}
