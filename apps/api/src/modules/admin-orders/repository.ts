import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ORDER_TABS, INVOICE_PREFIX, type AdminOrderTab, type OrderStatus } from '@rona/domain';
import { normalizePhone, shopTime } from '@rona/rules';
import type { DbOrTx } from '../../db/client';
import {
  orderNotes,
  orders,
  outgoingMessages,
  paymentNotifications,
  payments,
  staffMembers,
  voucherUses,
  vouchers,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** Money owed back, not yet approved, for an order whose status no longer says so (a late payment). */
const lateRefundDue = and(isNotNull(orders.refundDueAt), isNull(orders.refundApprovedAt));

const tabOf = (id: AdminOrderTab) => ADMIN_ORDER_TABS.find((t) => t.id === id)!;

function tabFilter(tab: AdminOrderTab): SQL | undefined {
  const statuses = [...tabOf(tab).statuses] as OrderStatus[];
  const inTab = inArray(orders.status, statuses);
  return tab === 'refund' ? or(inTab, lateRefundDue) : inTab;
}

/**
 * What the search box means: an invoice, an e-mail, a phone number in any form (08…, 62…, +62…:
 * compared normalised, as orders store it), else a waybill, an invoice or part of the buyer's name.
 */
export function searchFilter(raw: string): SQL | undefined {
  const text = raw.trim();
  if (!text) return undefined;
  if (text.toUpperCase().startsWith(INVOICE_PREFIX)) return inArray(orders.invoice, [text, text.toUpperCase()]);
  if (text.includes('@')) return eq(sql`lower(${orders.contact}->>'email')`, text.toLowerCase());
  if (/^\+?[\d\s().-]{6,}$/.test(text)) {
    const phone = normalizePhone(text);
    return or(eq(sql`${orders.contact}->>'phone'`, phone), eq(sql`${orders.address}->>'phone'`, phone));
  }
  const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    eq(orders.waybill, text.toUpperCase()),
    eq(orders.invoice, text),
    sql`lower(${orders.contact}->>'name') like ${like}`,
  );
}

export interface AdminOrderFilter {
  tab?: AdminOrderTab;
  status?: OrderStatus[];
  search?: string;
  from?: string;
  to?: string;
}

/** Search and dates: what the tab counts share with the list. */
function baseFilter(q: AdminOrderFilter): (SQL | undefined)[] {
  return [
    q.search ? searchFilter(q.search) : undefined,
    q.from ? gte(orders.createdAt, new Date(shopTime(q.from, 'start'))) : undefined,
    q.to ? lte(orders.createdAt, new Date(shopTime(q.to, 'end'))) : undefined,
  ];
}

export async function listAdminOrders(
  db: DbOrTx,
  q: AdminOrderFilter & { sort: 'newest' | 'oldest' | 'ship-by'; page: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    ...baseFilter(q),
    q.tab ? tabFilter(q.tab) : undefined,
    q.status?.length ? inArray(orders.status, q.status) : undefined,
  );
  // Ship-by grows with the payment time (same day before the cut-off, else the next working day).
  const order =
    q.sort === 'oldest'
      ? [asc(orders.createdAt), asc(orders.invoice)]
      : q.sort === 'ship-by'
        ? [sql`${orders.paidAt} asc nulls last`, asc(orders.invoice)]
        : [desc(orders.createdAt), desc(orders.invoice)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Every tab's count under the same search and dates: statuses counted from the (status, created_at)
 * index, and the late payments due back (a partial index) on their own, so no count reads the rows.
 */
export async function tabCounts(db: DbOrTx, q: AdminOrderFilter): Promise<Record<AdminOrderTab, number>> {
  const base = and(...baseFilter(q));
  const [rows, [late]] = await Promise.all([
    db.select({ status: orders.status, n: count() }).from(orders).where(base).groupBy(orders.status),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(base, lateRefundDue, sql`${orders.status} <> 'REQUEST_REFUND'`)),
  ]);
  const counts = Object.fromEntries(ADMIN_ORDER_TABS.map((t) => [t.id, 0])) as Record<AdminOrderTab, number>;
  for (const r of rows) {
    const tab = ADMIN_ORDER_TABS.find((t) => (t.statuses as readonly string[]).includes(r.status));
    if (tab) counts[tab.id] += r.n;
  }
  // A late payment due back is counted under Pengembalian Dana too (its status is a closed one).
  counts.refund += late?.n ?? 0;
  return counts;
}

export function ordersByInvoices(db: DbOrTx, invoices: string[]): Promise<OrderRow[]> {
  return invoices.length ? db.select().from(orders).where(inArray(orders.invoice, invoices)) : Promise.resolve([]);
}

export async function orderByInvoice(db: DbOrTx, invoice: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.invoice, invoice));
  return row ?? null;
}

export async function paymentsOf(db: DbOrTx, invoice: string) {
  const rows = await db.select().from(payments).where(eq(payments.invoice, invoice));
  const notes = rows.length
    ? await db
        .select()
        .from(paymentNotifications)
        .where(
          and(
            inArray(
              paymentNotifications.paymentId,
              rows.map((r) => r.id),
            ),
            eq(paymentNotifications.signatureOk, true),
          ),
        )
        .orderBy(asc(paymentNotifications.receivedAt))
    : [];
  return rows.map((p) => ({ payment: p, notifications: notes.filter((n) => n.paymentId === p.id) }));
}

export const messagesOf = (db: DbOrTx, orderId: string) =>
  db
    .select()
    .from(outgoingMessages)
    .where(eq(outgoingMessages.orderId, orderId))
    .orderBy(asc(outgoingMessages.createdAt), asc(outgoingMessages.kind));

export const vouchersOf = (db: DbOrTx, orderId: string) =>
  db
    .select({ code: vouchers.code, name: vouchers.name })
    .from(voucherUses)
    .innerJoin(vouchers, eq(vouchers.id, voucherUses.voucherId))
    .where(eq(voucherUses.orderId, orderId));

export const notesOf = (db: DbOrTx, orderId: string) =>
  db
    .select({
      id: orderNotes.id,
      at: orderNotes.createdAt,
      text: orderNotes.text,
      staffId: staffMembers.id,
      staffName: staffMembers.name,
    })
    .from(orderNotes)
    .innerJoin(staffMembers, eq(staffMembers.id, orderNotes.staffId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));

export async function insertNote(db: DbOrTx, values: typeof orderNotes.$inferInsert) {
  const [row] = await db.insert(orderNotes).values(values).returning();
  return row!;
}
