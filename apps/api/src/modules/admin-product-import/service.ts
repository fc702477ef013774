import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AdminProductImportPreview, AdminProductImportResult } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { variantSlug } from '../../db/seed/content-types';
import { isUniqueViolation } from '../../db/unique-violation';
import type { StaffCaller } from '../../http/auth';
import { conflict } from '../../http/errors';
import { checkStaffPermission } from '../../http/register-endpoint';
import { searchText } from '../../lib/search-text';
import { auditedFields } from '../admin-catalogue/views';
import { freeVariantSlug, insertSize, nextPosition, updateSize } from '../admin-prices/repository';
import { recordAudit, type AuditActor } from '../audit/record';
import { staffActor } from '../staff/service';
import { productImportMessages as m } from './messages';
import { parseProductCsv, type ParsedCsv } from './parse';
import { planImport, type ImportPlan } from './plan';
import { catalogueStateFor } from './repository';

const keysOf = (parsed: ParsedCsv) => {
  const skus = new Set<string>();
  const slugs = new Set<string>();
  for (const { cells } of parsed.rows) {
    skus.add((cells.SKU ?? '').trim().toUpperCase());
    slugs.add((cells.Slug ?? '').trim());
  }
  return { skus: [...skus].filter(Boolean), slugs: [...slugs].filter(Boolean) };
};

async function plan(db: DbOrTx, parsed: ParsedCsv, lock: boolean): Promise<ImportPlan> {
  const { skus, slugs } = keysOf(parsed);
  return planImport(parsed.rows, await catalogueStateFor(db, skus, slugs, lock));
}

const sizeTrail = (s: { size: string; sku: string; price: number; weight: number; enabled: boolean }) => ({
  size: s.size,
  sku: s.sku,
  price: s.price,
  weight: s.weight,
  enabled: s.enabled,
});

/** The plan's writes, in the caller's transaction, each with its audit row. */
async function write(tx: DbOrTx, p: ImportPlan, actor: AuditActor, at: Date) {
  const audit = (entity: string, entityId: string, action: string, before: object | null, after: object) =>
    recordAudit(tx, { actor, at, entity, entityId, action, before: before as never, after: after as never });
  const productIds = new Map<string, string>();
  for (const n of p.ops.newProducts) {
    const [row] = await tx
      .insert(products)
      .values({
        slug: n.slug,
        name: n.name,
        description: '',
        warning: '',
        howToUse: '',
        composition: '',
        video: null,
        bpom: n.bpom,
        // Hidden until its texts and photos are written in the editor and Katalog publishes it.
        status: false,
        categoryId: n.categoryId,
        subcategoryId: n.subcategoryId,
        skinTypes: [],
        dimension: { length: 0, width: 0, height: 0 },
        marketplace: [],
        searchText: searchText(n.name, n.subcategoryName),
      })
      .returning();
    productIds.set(n.slug, row!.id);
    await audit('product', row!.id, 'create', null, { ...auditedFields(row!), via: 'import' });
  }
  for (const u of p.ops.productUpdates) {
    const [before] = await tx.select().from(products).where(eq(products.id, u.id));
    const [after] = await tx
      .update(products)
      .set({
        name: u.after.name,
        categoryId: u.after.categoryId,
        subcategoryId: u.after.subcategoryId,
        status: u.after.published,
        bpom: u.after.bpom,
        searchText: searchText(u.after.name, u.subcategoryName),
      })
      .where(eq(products.id, u.id))
      .returning();
    const action = u.after.published === u.before.status ? 'update' : u.after.published ? 'publish' : 'hide';
    await audit('product', u.id, action, auditedFields(before!), { ...auditedFields(after!), via: 'import' });
  }
  for (const n of p.ops.newSizes) {
    const productId =
      productIds.get(n.productSlug) ??
      (await tx.select({ id: products.id }).from(products).where(eq(products.slug, n.productSlug)))[0]!.id;
    const values = { sku: n.sku, size: n.size, price: n.price, weight: n.weight, enabled: n.enabled };
    const id = await insertSize(tx, {
      productId,
      position: await nextPosition(tx, productId),
      slug: await freeVariantSlug(tx, variantSlug(n.productSlug, n.size)),
      // Stock is never set by an import: a new size starts empty, the stock ledger fills it.
      stock: 0,
      ...values,
    });
    await audit('variant', id, 'size.create', null, { productId, ...values, via: 'import' });
  }
  for (const u of p.ops.sizeUpdates) {
    const { sku: _sku, ...change } = u.after;
    await updateSize(tx, u.before.id, change);
    await audit(
      'variant',
      u.before.id,
      u.before.price !== u.after.price ? 'price.update' : 'size.update',
      sizeTrail(u.before),
      { ...sizeTrail(u.after), via: 'import' },
    );
  }
  await audit('import', 'products.csv', 'import', null, { ...p.summary });
}

/**
 * The product CSV import (issue 28 §7; docs/product/product-csv.md): the preview reads the file
 * against the catalogue and changes nothing; the apply reads it again on the locked rows, checks it
 * still plans exactly what was previewed (the token), and writes it all in one transaction or nothing.
 */
export function productImportService(app: FastifyInstance) {
  const db = app.db;
  const checkPrices = (caller: StaffCaller, p: ImportPlan) => {
    if (p.touchesPrices) checkStaffPermission(caller, 'prices:write');
  };

  return {
    async preview(caller: StaffCaller, csv: string): Promise<AdminProductImportPreview> {
      const parsed = parseProductCsv(csv);
      const p = await plan(db, parsed, false);
      checkPrices(caller, p);
      return {
        token: p.token,
        delimiter: parsed.delimiter,
        summary: p.summary,
        changes: p.changes,
        refused: p.refused,
      };
    },

    async apply(caller: StaffCaller, csv: string, token: string): Promise<AdminProductImportResult> {
      const parsed = parseProductCsv(csv);
      let summary: AdminProductImportResult['summary'];
      try {
        summary = await db.transaction(async (tx) => {
          const p = await plan(tx, parsed, true);
          if (p.token !== token) throw conflict(m.stale);
          checkPrices(caller, p);
          await write(tx, p, staffActor(caller), app.clock.now());
          return p.summary;
        });
      } catch (error) {
        // A parallel write took a SKU or slug between the plan and the write: the preview no longer holds.
        if (isUniqueViolation(error)) throw conflict(m.stale);
        throw error;
      }
      app.catalogueChanges.announce();
      return { summary };
    },
  };
}
