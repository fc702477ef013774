import { and, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminVoucherStatus, AdminVoucherUsage } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { orders, users, voucherUses, vouchers } from '../../db/schema';

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherValues = Omit<typeof vouchers.$inferInsert, 'id'>;

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What a voucher took off one order, read from the order's frozen summary: a shipping voucher's is
 * the shipping discount; a transaction voucher's is the summary's discount beyond the products' own
 * (the rule of `transactionVoucherOf` in @rona/rules, in SQL so the totals are summed by the database).
 */
const discountGiven = sql<number>`case when ${vouchers.category} = 'shipping'
  then coalesce((${orders.summary}->>'discountShipping')::bigint, 0)
  else greatest(0, coalesce((${orders.summary}->>'discountTotal')::bigint, 0)
    - (coalesce((${orders.summary}->>'itemsTotal')::bigint, 0) - coalesce((${orders.summary}->>'totalPrice')::bigint, 0)))
  end`;

/** The SQL condition of a status at `now` (the same order of checks as `statusOf`). */
function statusCondition(status: AdminVoucherStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'inactive':
      return isNotNull(vouchers.deactivatedAt);
    case 'ended':
      return and(isNull(vouchers.deactivatedAt), lte(vouchers.expiresAt, now));
    case 'scheduled':
      return and(isNull(vouchers.deactivatedAt), gt(vouchers.expiresAt, now), gt(vouchers.startsAt, now));
    case 'active':
      return and(
        isNull(vouchers.deactivatedAt),
        gt(vouchers.expiresAt, now),
        or(isNull(vouchers.startsAt), lte(vouchers.startsAt, now)),
      );
  }
}

export interface VoucherListQuery {
  search?: string;
  status?: AdminVoucherStatus;
  page: number;
  limit: number;
}

export async function listVouchers(
  db: DbOrTx,
  q: VoucherListQuery,
  now: Date,
): Promise<{ rows: VoucherRow[]; total: number }> {
  const where = and(
    q.search
      ? or(
          ilike(vouchers.name, likeText(q.search)),
          ilike(vouchers.redeemCode, likeText(q.search)),
          ilike(vouchers.code, likeText(q.search)),
        )
      : undefined,
    q.status ? statusCondition(q.status, now) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vouchers)
      .where(where)
      .orderBy(desc(vouchers.expiresAt), vouchers.id)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(vouchers).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function voucherById(db: DbOrTx, id: string, lock = false): Promise<VoucherRow | null> {
  const query = db.select().from(vouchers).where(eq(vouchers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Another voucher already answering this redeem code (codes compare in capitals). */
export async function redeemCodeTaken(db: DbOrTx, code: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(
      and(sql`upper(${vouchers.redeemCode}) = ${code.toUpperCase()}`, exceptId ? ne(vouchers.id, exceptId) : undefined),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertVoucher(db: DbOrTx, values: VoucherValues): Promise<VoucherRow> {
  const [row] = await db.insert(vouchers).values(values).returning();
  return row!;
}

export async function updateVoucher(db: DbOrTx, id: string, values: Partial<VoucherValues>): Promise<VoucherRow> {
  const [row] = await db.update(vouchers).set(values).where(eq(vouchers.id, id)).returning();
  return row!;
}

const noUse: AdminVoucherUsage = { orders: 0, members: 0, discount: 0 };

/** Use so far per voucher: the orders that hold it, their distinct members, and the discount they got. */
export async function usageOf(db: DbOrTx, ids: string[]): Promise<Map<string, AdminVoucherUsage>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      voucherId: voucherUses.voucherId,
      orders: sql<number>`count(*)`,
      members: sql<number>`count(distinct ${voucherUses.userId})`,
      discount: sql<number>`coalesce(sum(${discountGiven}), 0)`,
    })
    .from(voucherUses)
    .innerJoin(vouchers, eq(vouchers.id, voucherUses.voucherId))
    .innerJoin(orders, eq(orders.id, voucherUses.orderId))
    .where(inArray(voucherUses.voucherId, ids))
    .groupBy(voucherUses.voucherId);
  return new Map(
    rows.map((r) => [
      r.voucherId,
      { orders: Number(r.orders), members: Number(r.members), discount: Number(r.discount) },
    ]),
  );
}

export const usageOrNone = (usage: Map<string, AdminVoucherUsage>, id: string) => usage.get(id) ?? noUse;

/** One page of the orders holding a voucher, newest first. */
export async function usesOf(db: DbOrTx, voucherId: string, q: { page: number; limit: number }) {
  return db
    .select({
      orderId: orders.id,
      invoice: orders.invoice,
      status: orders.status,
      memberId: users.id,
      memberName: users.fullName,
      memberEmail: users.email,
      usedAt: voucherUses.usedAt,
      discount: sql<number>`${discountGiven}`,
    })
    .from(voucherUses)
    .innerJoin(vouchers, eq(vouchers.id, voucherUses.voucherId))
    .innerJoin(orders, eq(orders.id, voucherUses.orderId))
    .leftJoin(users, eq(users.id, voucherUses.userId))
    .where(eq(voucherUses.voucherId, voucherId))
    .orderBy(desc(voucherUses.usedAt), orders.invoice)
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
}
