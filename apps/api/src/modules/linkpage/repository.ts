import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Background, Widget } from '@rona/domain';
import type { Database } from '../../db/client';
import { linkPages, products, redirectTargets, variants } from '../../db/schema';

export type LinkPageRow = typeof linkPages.$inferSelect;

export function linkPageRepository(db: Database) {
  return {
    async byOwner(ownerId: string): Promise<LinkPageRow[]> {
      return db
        .select()
        .from(linkPages)
        .where(eq(linkPages.ownerId, ownerId))
        .orderBy(desc(linkPages.createdAt), desc(linkPages.id));
    },
    async byId(id: string): Promise<LinkPageRow | null> {
      const [row] = await db.select().from(linkPages).where(eq(linkPages.id, id)).limit(1);
      return row ?? null;
    },
    async insert(row: { id: string; ownerId: string; background: Background; widgets?: Widget[] }): Promise<void> {
      await db.insert(linkPages).values({ ...row, widgets: row.widgets ?? [] });
    },
    async remove(id: string): Promise<void> {
      await db.delete(linkPages).where(eq(linkPages.id, id));
    },
    async setWidgets(id: string, widgets: Widget[]): Promise<LinkPageRow> {
      const [row] = await db
        .update(linkPages)
        .set({ widgets, updatedAt: new Date() })
        .where(eq(linkPages.id, id))
        .returning();
      return row!;
    },
    async setBackground(id: string, background: Background): Promise<void> {
      await db.update(linkPages).set({ background, updatedAt: new Date() }).where(eq(linkPages.id, id));
    },
    async redirectTarget(key: string): Promise<string | null> {
      const [row] = await db
        .select({ url: redirectTargets.url })
        .from(redirectTargets)
        .where(eq(redirectTargets.key, key))
        .limit(1);
      return row?.url ?? null;
    },
    /** Active variants by slug, with what the live price needs. */
    async variantsBySlug(slugs: string[]) {
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
    },
  };
}
