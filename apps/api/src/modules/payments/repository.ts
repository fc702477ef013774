import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentMethods, paymentNotifications, payments, type PaymentStatus } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export async function paymentByInvoice(db: DbOrTx, invoice: string): Promise<PaymentRow | null> {
  return (await db.select().from(payments).where(eq(payments.invoice, invoice)).limit(1))[0] ?? null;
}

export async function paymentById(db: DbOrTx, id: string): Promise<PaymentRow | null> {
  return (await db.select().from(payments).where(eq(payments.id, id)).limit(1))[0] ?? null;
}

/** The payments of these invoices (what their pages show: the provider's detail, status, deadline). */
export function paymentsOfInvoices(db: DbOrTx, invoices: string[]) {
  return db
    .select({
      invoice: payments.invoice,
      detail: payments.detail,
      status: payments.status,
      expiresAt: payments.expiresAt,
    })
    .from(payments)
    .where(inArray(payments.invoice, invoices));
}

/** Stores a started payment; null when the invoice already has one (a parallel start won). */
export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow | null> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing({ target: payments.invoice }).returning();
  return row ?? null;
}

/** Unpaid payments whose time is up at `at`, oldest first. */
export function expiredPayments(db: DbOrTx, at: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'PENDING'), lte(payments.expiresAt, at)))
    .orderBy(asc(payments.expiresAt))
    .limit(limit);
}

/**
 * Closes an invoice's payment if it is still PENDING (and, with `dueBy`, only if its time is up by
 * then): it becomes `status`, settled at `at`. True when this call closed it.
 */
export async function closePendingPayment(
  db: DbOrTx,
  invoice: string,
  status: Extract<PaymentStatus, 'FAILED' | 'EXPIRED'>,
  at: Date,
  dueBy?: Date,
): Promise<boolean> {
  const done = await db
    .update(payments)
    .set({ status, settledAt: at })
    .where(
      and(
        eq(payments.invoice, invoice),
        eq(payments.status, 'PENDING'),
        dueBy === undefined ? undefined : lte(payments.expiresAt, dueBy),
      ),
    )
    .returning({ id: payments.id });
  return done.length > 0;
}

/**
 * Moves a payment out of PENDING (the one delivery that wins, also under parallel deliveries):
 * true when this call did it.
 */
export async function claimPendingPayment(
  db: DbOrTx,
  paymentId: string,
  set: { status: PaymentStatus; settledAt: Date; paidAt: Date | null },
): Promise<boolean> {
  const claimed = await db
    .update(payments)
    .set(set)
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'PENDING')))
    .returning({ id: payments.id });
  return claimed.length > 0;
}

/** Records money received for a closed (FAILED, EXPIRED) payment, once: true when this call recorded it. */
export async function recordPaidAfterClose(db: DbOrTx, paymentId: string, paidAt: Date): Promise<boolean> {
  const recorded = await db
    .update(payments)
    .set({ paidAt })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['FAILED', 'EXPIRED']), isNull(payments.paidAt)))
    .returning({ id: payments.id });
  return recorded.length > 0;
}

/** Keeps one received notification; answers its id. */
export async function insertNotification(
  db: DbOrTx,
  values: { paymentId: string | null; requestId: string | null; rawBody: string; signatureOk: boolean },
): Promise<string> {
  const [row] = await db.insert(paymentNotifications).values(values).returning({ id: paymentNotifications.id });
  if (!row) throw new Error('payment notification not recorded');
  return row.id;
}

export async function markNotificationProcessed(db: DbOrTx, notificationId: string): Promise<void> {
  await db.update(paymentNotifications).set({ processed: true }).where(eq(paymentNotifications.id, notificationId));
}

/** One seeded payment method by its code, or null. */
export async function paymentMethodByCode(db: DbOrTx, code: string): Promise<PaymentMethodRow | null> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.code, code));
  return row ?? null;
}

/** The seeded payment methods in seed order. */
export function paymentMethodsInOrder(db: DbOrTx): Promise<PaymentMethodRow[]> {
  return db.select().from(paymentMethods).orderBy(asc(paymentMethods.position), asc(paymentMethods.code));
}
