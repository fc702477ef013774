import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@rona/domain';
import { LOW_STOCK_THRESHOLD } from '@rona/rules';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders, products, stockCounts, stockMovements, variants } from '../../db/schema';
import type { AuditActor } from '../audit/record';
import type { StockMovementRow } from './ledger';

/** Orders whose units are taken from `stock` but still on the shelf: not paid yet, or paid and not yet with the courier. */
export const UNPAID_STATUSES: OrderStatus[] = ['WAITING_PAYMENT', 'PENDING'];
/** A refund is asked for before shipping only (order machine): its units are still on the shelf until it is approved. */
export const TO_SHIP_STATUSES: OrderStatus[] = [
  'WAITING',
  'WAITING_CONFIRM',
  'PROCESS',
  'WAITING_COURIER',
  'REQUEST_REFUND',
];

const sizeColumns = {
  variantId: variants.id,
  productId: products.id,
  productName: products.name,
  size: variants.size,
  sku: variants.sku,
  stock: variants.stock,
};
export type SizeRow = {
  variantId: string;
  productId: string;
  productName: string;
  size: string;
  sku: string;
  stock: number;
};

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface StockListQuery {
  filter?: 'low' | 'out';
  search?: string;
  page: number;
  limit: number;
}

export async function listSizes(db: DbOrTx, q: StockListQuery): Promise<{ rows: SizeRow[]; total: number }> {
  const filters: (SQL | undefined)[] = [
    q.filter === 'out' ? lte(variants.stock, 0) : undefined,
    q.filter === 'low' ? and(gt(variants.stock, 0), lte(variants.stock, LOW_STOCK_THRESHOLD)) : undefined,
    q.search ? or(ilike(products.name, likeText(q.search)), ilike(variants.sku, likeText(q.search))) : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(sizeColumns)
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(where)
      .orderBy(asc(products.name), asc(variants.position))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(variants).innerJoin(products, eq(products.id, variants.productId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function sizesByIds(db: DbOrTx, ids: readonly string[]): Promise<SizeRow[]> {
  if (!ids.length) return [];
  return db
    .select(sizeColumns)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.id, [...ids]));
}

/** Units each size's open orders hold: `held` by unpaid ones, `toShip` by paid ones not yet with the courier. */
export async function heldUnits(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, { held: number; toShip: number }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      variantId: orderLines.variantId,
      held: sql<number>`coalesce(sum(${orderLines.quantity}) filter (where ${inArray(orders.status, UNPAID_STATUSES)}), 0)::int`,
      toShip: sql<number>`coalesce(sum(${orderLines.quantity}) filter (where ${inArray(orders.status, TO_SHIP_STATUSES)}), 0)::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(inArray(orderLines.variantId, [...ids]), inArray(orders.status, [...UNPAID_STATUSES, ...TO_SHIP_STATUSES])),
    )
    .groupBy(orderLines.variantId);
  return new Map(rows.map((r) => [r.variantId!, { held: Number(r.held), toShip: Number(r.toShip) }]));
}

export async function movementsOf(
  db: DbOrTx,
  variantId: string,
  page: { page: number; limit: number },
): Promise<{ rows: StockMovementRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.variantId, variantId))
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(stockMovements).where(eq(stockMovements.variantId, variantId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertStockCount(tx: DbOrTx, note: string, actor: AuditActor, at: Date): Promise<string> {
  const [row] = await tx
    .insert(stockCounts)
    .values({ note, actorKind: actor.kind, actorId: actor.id, actorName: actor.name, createdAt: at })
    .returning({ id: stockCounts.id });
  return row!.id;
}
