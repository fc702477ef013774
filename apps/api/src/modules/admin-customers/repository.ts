import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { normalizePhone } from '@rona/rules';
import type { DbOrTx } from '../../db/client';
import {
  addresses,
  cities,
  districts,
  orders,
  pointLogs,
  provinces,
  sessions,
  skinAnswers,
  skinQuestions,
  users,
  type UserRole,
} from '../../db/schema';

export type CustomerRow = Pick<
  typeof users.$inferSelect,
  'id' | 'fullName' | 'email' | 'phone' | 'emailVerified' | 'phoneVerified' | 'roles' | 'createdAt'
>;

const customerColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  emailVerified: users.emailVerified,
  phoneVerified: users.phoneVerified,
  roles: users.roles,
  createdAt: users.createdAt,
};

/**
 * What the search box means: an e-mail (has '@': exact, lower-case as stored), a phone in any form
 * (08…, 62…, +62…: normalised with the sign-up rule and compared with the stored 62… number), else
 * part of the name (or of the e-mail).
 */
export function customerSearch(raw: string | undefined): SQL | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  if (text.includes('@')) return eq(users.email, text.toLowerCase());
  if (/^\+?[\d\s().-]{6,}$/.test(text)) return eq(users.phone, normalizePhone(text));
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(users.fullName, like), ilike(users.email, like));
}

export async function searchCustomers(
  db: DbOrTx,
  q: { search?: string; page: number; limit: number },
): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = customerSearch(q.search);
  const [rows, [total]] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function customerById(db: DbOrTx, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

/**
 * The member's row locked as an order locks its buyer (FOR NO KEY UPDATE, orders' lockBuyer): an
 * adjustment and an order spending points go one at a time, so the balance checked is the balance.
 */
export async function lockCustomer(db: DbOrTx, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, id)).for('no key update');
  return row ?? null;
}

export async function setCustomerRoles(db: DbOrTx, id: string, roles: UserRole[]): Promise<void> {
  await db.update(users).set({ roles }).where(eq(users.id, id));
}

export const customerAddresses = (db: DbOrTx, userId: string) =>
  db
    .select({
      id: addresses.id,
      label: addresses.label,
      recipientName: addresses.recipientName,
      phone: addresses.phone,
      street: addresses.street,
      note: addresses.note,
      postalCode: addresses.postalCode,
      primary: addresses.primary,
      district: districts.name,
      city: cities.name,
      province: provinces.name,
    })
    .from(addresses)
    .innerJoin(districts, eq(districts.id, addresses.districtId))
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .innerJoin(provinces, eq(provinces.id, addresses.provinceId))
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.primary), desc(addresses.createdAt));
export type CustomerAddressRow = Awaited<ReturnType<typeof customerAddresses>>[number];

/** The whole point log, newest first (a member's log is small: an entry per order or bonus). */
export const customerPointLog = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(pointLogs)
    .where(eq(pointLogs.userId, userId))
    .orderBy(desc(pointLogs.createdAt), desc(pointLogs.id));
export type PointLogRow = typeof pointLogs.$inferSelect;

export async function customerOrders(db: DbOrTx, userId: string, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        invoice: orders.invoice,
        status: orders.status,
        createdAt: orders.createdAt,
        grandTotal: orders.grandTotal,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.invoice))
      .limit(limit),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The skin analysis answers with their questions, in the questionnaire's order. */
export const customerSkinAnswers = (db: DbOrTx, userId: string) =>
  db
    .select({ question: skinQuestions.text, answers: skinAnswers.answers })
    .from(skinAnswers)
    .innerJoin(skinQuestions, eq(skinQuestions.id, skinAnswers.questionId))
    .where(eq(skinAnswers.userId, userId))
    .orderBy(skinQuestions.position);

export async function hasSkinAnswers(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(skinAnswers).where(eq(skinAnswers.userId, userId));
  return (row?.n ?? 0) > 0;
}

/** How many of the member's sessions are live (shop and studio; registration tokens included). */
export async function liveSessionCount(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.revoked, false), sql`${sessions.expiresAt} > ${now}`));
  return row?.n ?? 0;
}
