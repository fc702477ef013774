import type { FastifyInstance } from 'fastify';
import {
  discountPriceProblem,
  sizeUpdatePermissions,
  type AdminSize,
  type adminDiscountInputSchema,
  type adminSizeCreateSchema,
  type adminSizeUpdateSchema,
} from '@rona/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { variantSlug } from '../../db/seed/content-types';
import { isUniqueViolation } from '../../db/unique-violation';
import type { StaffCaller } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { checkStaffPermission } from '../../http/register-endpoint';
import { fill } from '../../lib/fill';
import { recordAudit } from '../audit/record';
import { staffActor } from '../staff/service';
import { adminPricesMessages as m } from './messages';
import {
  freeVariantSlug,
  insertSize,
  nextPosition,
  otherEnabledSize,
  productById,
  sizeById,
  sizeLabelTaken,
  sizesOf,
  skuTaken,
  updateSize,
  type SizeRow,
} from './repository';
import { discountFields, sizeFields, sizeView } from './views';

type SizeCreate = z.output<typeof adminSizeCreateSchema>;
type SizeUpdate = z.output<typeof adminSizeUpdateSchema>;
type DiscountInput = z.output<typeof adminDiscountInputSchema>;

const fieldError = (field: string, message: string) => badRequest(message, [{ message, field }]);

const NO_DISCOUNT = {
  discountKind: null,
  discountValue: 0,
  discountStart: null,
  discountEnd: null,
  purchaseLimit: 0,
  promoPurchaseLimit: 0,
  promoId: null,
} as const;

/**
 * Sizes, prices and discounts in the back office (issue 27 §2–3; docs/product/prices-and-discounts.md).
 * Every write locks the size, checks, writes and records its audit row in one transaction, then
 * tells every API instance the catalogue changed (the shop shows it on the next request).
 */
export function adminPricesService(app: FastifyInstance) {
  const db = app.db;
  const now = () => app.clock.now();

  async function checkSku(tx: DbOrTx, sku: string, exceptId: string | null) {
    if (await skuTaken(tx, sku, exceptId)) throw fieldError('sku', fill(m.skuTaken, { sku }));
  }

  async function checkLabel(tx: DbOrTx, productId: string, size: string, exceptId: string | null) {
    if (await sizeLabelTaken(tx, productId, size, exceptId)) throw fieldError('size', fill(m.sizeTaken, { size }));
  }

  /** The write in its transaction, a SKU taken by a parallel write answered as a taken SKU, then the shop told. */
  async function write(sku: string | undefined, work: (tx: DbOrTx) => Promise<string>): Promise<AdminSize> {
    let id: string;
    try {
      id = await db.transaction(work);
    } catch (error) {
      if (sku && isUniqueViolation(error)) throw fieldError('sku', fill(m.skuTaken, { sku }));
      throw error;
    }
    app.catalogueChanges.announce();
    const row = await sizeById(db, id);
    return sizeView(row!, now());
  }

  async function locked(tx: DbOrTx, variantId: string): Promise<SizeRow> {
    const row = await sizeById(tx, variantId, true);
    if (!row) throw notFound(m.sizeNotFound);
    return row;
  }

  /**
   * A published product keeps an enabled size (docs/product/catalogue.md): disabling its last one is
   * refused. Under the product's lock, taken before the size's (the order the import and the
   * product's publish lock in), so two disables of its last two sizes, or a disable and a publish,
   * queue and the second sees the first.
   */
  async function checkNotLastEnabled(tx: DbOrTx, variantId: string) {
    const size = await sizeById(tx, variantId);
    if (!size) throw notFound(m.sizeNotFound);
    const product = await productById(tx, size.productId, true);
    const current = await sizeById(tx, variantId, true);
    if (!product?.status || !current?.enabled) return;
    if (!(await otherEnabledSize(tx, size.productId, variantId))) throw fieldError('enabled', m.lastEnabledSize);
  }

  return {
    async list(productId: string): Promise<AdminSize[]> {
      const rows = await sizesOf(db, productId);
      if (!rows.length && !(await productById(db, productId))) throw notFound(m.productNotFound);
      const at = now();
      return rows.map((r) => sizeView(r, at));
    },

    /** A new size after the product's last; its first price needs prices:write too. */
    async create(caller: StaffCaller, productId: string, input: SizeCreate): Promise<AdminSize> {
      checkStaffPermission(caller, 'prices:write');
      const at = now();
      return write(input.sku, async (tx) => {
        const product = await productById(tx, productId, true);
        if (!product) throw notFound(m.productNotFound);
        await checkSku(tx, input.sku, null);
        await checkLabel(tx, productId, input.size, null);
        const id = await insertSize(tx, {
          productId,
          position: await nextPosition(tx, productId),
          slug: await freeVariantSlug(tx, variantSlug(product.slug, input.size)),
          stock: 0,
          ...input,
        });
        await recordAudit(tx, {
          actor: staffActor(caller),
          at,
          entity: 'variant',
          entityId: id,
          action: 'size.create',
          before: null,
          after: { productId, ...input },
        });
        return id;
      });
    },

    /** Only the fields sent; price needs prices:write, the others catalogue:write (403 names the missing key). */
    async update(caller: StaffCaller, variantId: string, input: SizeUpdate): Promise<AdminSize> {
      const fields = Object.keys(input).filter((k) => input[k as keyof SizeUpdate] !== undefined);
      for (const key of sizeUpdatePermissions(fields)) checkStaffPermission(caller, key);
      const at = now();
      return write(input.sku, async (tx) => {
        if (input.enabled === false) await checkNotLastEnabled(tx, variantId);
        const before = await locked(tx, variantId);
        if (input.sku !== undefined) await checkSku(tx, input.sku, variantId);
        if (input.size !== undefined) await checkLabel(tx, before.productId, input.size, variantId);
        const discount = discountFields(before);
        if (input.price !== undefined && discount) {
          const problem = discountPriceProblem(discount, input.price);
          if (problem) throw fieldError('price', fill(m.priceBelowDiscount, { problem: problem.message }));
        }
        await updateSize(tx, variantId, input);
        const after = { ...sizeFields(before), ...input };
        await recordAudit(tx, {
          actor: staffActor(caller),
          at,
          entity: 'variant',
          entityId: variantId,
          action: fields.includes('price') ? 'price.update' : 'size.update',
          before: sizeFields(before),
          after,
        });
        return variantId;
      });
    },

    /** Sets or replaces the size's discount; it applies only inside its window, everywhere the shop prices. */
    async setDiscount(caller: StaffCaller, variantId: string, input: DiscountInput): Promise<AdminSize> {
      const at = now();
      if (Date.parse(input.end) <= at.getTime()) throw fieldError('end', m.endPassed);
      return write(undefined, async (tx) => {
        const before = await locked(tx, variantId);
        const problem = discountPriceProblem(input, before.price);
        if (problem) throw fieldError(problem.field, problem.message);
        await updateSize(tx, variantId, {
          discountKind: input.kind,
          discountValue: input.value,
          discountStart: new Date(input.start),
          discountEnd: new Date(input.end),
          purchaseLimit: input.purchaseLimit,
          promoPurchaseLimit: input.promoPurchaseLimit,
        });
        await recordAudit(tx, {
          actor: staffActor(caller),
          at,
          entity: 'variant',
          entityId: variantId,
          action: 'discount.set',
          before: { discount: discountFields(before) },
          after: {
            discount: {
              kind: input.kind,
              value: input.value,
              start: input.start,
              end: input.end,
              purchaseLimit: input.purchaseLimit,
              promoPurchaseLimit: input.promoPurchaseLimit,
            },
          },
        });
        return variantId;
      });
    },

    /** Ends the discount now (and its place on a promo page); a size without one answers as it is. */
    async endDiscount(caller: StaffCaller, variantId: string): Promise<AdminSize> {
      const at = now();
      return write(undefined, async (tx) => {
        const before = await locked(tx, variantId);
        if (!before.discountKind) return variantId;
        await updateSize(tx, variantId, NO_DISCOUNT);
        await recordAudit(tx, {
          actor: staffActor(caller),
          at,
          entity: 'variant',
          entityId: variantId,
          action: 'discount.end',
          before: { discount: discountFields(before), promoId: before.promoId },
          after: { discount: null, promoId: null },
        });
        return variantId;
      });
    },
  };
}
