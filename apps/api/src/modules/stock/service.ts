import type { FastifyInstance } from 'fastify';
import { asc, inArray } from 'drizzle-orm';
import { STOCK_ADJUST_REASONS, type StockAdjustReason, type StockCountResult } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { variants } from '../../db/schema';
import type { StaffCaller } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { recordAudit } from '../audit/record';
import { fill } from '../../lib/fill';
import { staffActor } from '../staff/service';
import { moveStock } from './ledger';
import { stockMessages as m } from './messages';
import { heldUnits, insertStockCount, listSizes, movementsOf, sizesByIds, type StockListQuery } from './repository';
import { levelView, movementView } from './views';

const paging = (page: number, limit: number, total: number) => ({
  currentPage: page,
  totalPage: Math.max(1, Math.ceil(total / limit)),
  totalData: total,
  limit,
});

/** A reason's sign rule: Barang Masuk and Retur add, Rusak/Kedaluwarsa/Hilang take, Koreksi either. */
function checkSign(reason: StockAdjustReason, change: number) {
  const { label, sign } = STOCK_ADJUST_REASONS[reason];
  const wrong = (sign === 'plus' && change < 0) || (sign === 'minus' && change > 0);
  if (!wrong) return;
  const message = fill(sign === 'plus' ? m.mustAdd : m.mustTake, { reason: label });
  throw badRequest(message, [{ message, field: 'change' }]);
}

/** Locks the sizes a count corrects, in the order orders take stock (by id), so neither waits crosswise. */
async function lockSizes(tx: DbOrTx, ids: string[]) {
  await tx
    .select({ id: variants.id })
    .from(variants)
    .where(inArray(variants.id, ids))
    .orderBy(asc(variants.id))
    .for('update');
}

/** The stock ledger's back-office side: levels, a size's history, adjustments and stock counts (issue 27 §5). */
export function stockService(app: FastifyInstance) {
  const db = app.db;
  const now = () => app.clock.now();

  async function countIn(
    tx: DbOrTx,
    caller: StaffCaller,
    input: { lines: { variantId: string; counted: number }[]; note: string; dryRun: boolean },
  ): Promise<StockCountResult> {
    const ids = input.lines.map((l) => l.variantId);
    if (!input.dryRun) await lockSizes(tx, ids);
    const [sizes, held] = await Promise.all([sizesByIds(tx, ids), heldUnits(tx, ids)]);
    const byId = new Map(sizes.map((s) => [s.variantId, s]));
    const twice = ids.find((id, i) => ids.indexOf(id) !== i);
    if (twice) {
      const size = byId.get(twice);
      throw badRequest(fill(m.countedTwice, { size: size ? `${size.productName} ${size.size}` : twice }));
    }
    const lines = input.lines.map(({ variantId, counted }) => {
      const size = byId.get(variantId);
      if (!size) throw badRequest(m.sizeNotFound, [{ message: m.sizeNotFound, field: 'lines' }]);
      const name = `${size.productName} ${size.size}`;
      const h = held.get(variantId);
      const reserved = (h?.held ?? 0) + (h?.toShip ?? 0);
      const expected = size.stock + reserved;
      const difference = counted - expected;
      if (size.stock + difference < 0) throw badRequest(fill(m.countBelowOrders, { size: name, counted, reserved }));
      const { productName, size: label, sku } = size;
      return {
        variantId,
        productName,
        size: label,
        sku,
        expected,
        counted,
        difference,
        stockAfter: size.stock + difference,
      };
    });
    if (input.dryRun) return { id: null, lines };
    const at = now();
    const actor = staffActor(caller);
    const id = await insertStockCount(tx, input.note, actor, at);
    const corrected = lines.filter((l) => l.difference !== 0);
    for (const l of corrected) {
      await moveStock(tx, {
        variantId: l.variantId,
        change: l.difference,
        reason: 'koreksi',
        reference: id,
        note: input.note,
        actor,
        at,
      });
    }
    await recordAudit(tx, {
      actor,
      at,
      entity: 'stock-count',
      entityId: id,
      action: 'stock.count',
      before: null,
      after: {
        note: input.note,
        counted: lines.length,
        differences: corrected.map((l) => ({
          sku: l.sku,
          expected: l.expected,
          counted: l.counted,
          difference: l.difference,
        })),
      },
    });
    return { id, lines };
  }

  return {
    async list(q: StockListQuery) {
      const { rows, total } = await listSizes(db, q);
      const held = await heldUnits(
        db,
        rows.map((r) => r.variantId),
      );
      return { datas: rows.map((r) => levelView(r, held.get(r.variantId))), page: paging(q.page, q.limit, total) };
    },

    async movements(variantId: string, q: { page: number; limit: number }) {
      if (!(await sizesByIds(db, [variantId])).length) throw notFound(m.sizeNotFound);
      const { rows, total } = await movementsOf(db, variantId, q);
      return { datas: rows.map(movementView), page: paging(q.page, q.limit, total) };
    },

    /** One atomic change with its movement and audit row; parallel adjustments queue on the row and all land. */
    async adjust(
      caller: StaffCaller,
      variantId: string,
      input: { change: number; reason: StockAdjustReason; note: string },
    ) {
      checkSign(input.reason, input.change);
      const at = now();
      const actor = staffActor(caller);
      const movement = await db.transaction(async (tx) => {
        const moved = await moveStock(tx, { variantId, ...input, reference: null, actor, at });
        if (!moved) {
          const [size] = await sizesByIds(tx, [variantId]);
          if (!size) throw notFound(m.sizeNotFound);
          const held = (await heldUnits(tx, [variantId])).get(variantId)?.held ?? 0;
          const message = fill(held > 0 ? m.belowHeld : m.belowZero, { stock: size.stock, held });
          throw badRequest(message, [{ message, field: 'change' }]);
        }
        await recordAudit(tx, {
          actor,
          at,
          entity: 'variant',
          entityId: variantId,
          action: 'stock.adjust',
          before: { stock: moved.stockAfter - input.change },
          after: { stock: moved.stockAfter, change: input.change, reason: input.reason, note: input.note },
        });
        return moved;
      });
      app.responseCache.clear();
      return { variantId, stock: movement.stockAfter, movement: movementView(movement) };
    },

    async count(
      caller: StaffCaller,
      input: { lines: { variantId: string; counted: number }[]; note: string; dryRun: boolean },
    ) {
      if (input.dryRun) return countIn(db, caller, input);
      const result = await db.transaction((tx) => countIn(tx, caller, input));
      app.responseCache.clear();
      return result;
    },
  };
}
