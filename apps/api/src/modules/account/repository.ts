import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { NotificationSettings, SkinAnswer } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import {
  addresses,
  bankAccounts,
  banks,
  cities,
  districts,
  notificationSettings,
  notifications,
  passwordChangeTokens,
  phoneOtps,
  pointLogs,
  provinces,
  sessions,
  skinAnswers,
  skinQuestions,
  subscribers,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<typeof users.$inferInsert>;
export type SkinQuestionRow = typeof skinQuestions.$inferSelect;

// ── the member ──────────────────────────────────────────────────────────────────────────────────

export async function userById(db: DbOrTx, userId: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

export async function passwordHashOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return user?.hash ?? null;
}

/** True when another account than `userId` has this e-mail (as stored: lower-case) or phone. */
export async function takenByOther(
  db: DbOrTx,
  field: 'email' | 'phone',
  value: string,
  userId: string,
): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users[field], value), ne(users.id, userId)))
    .limit(1);
  return taken !== undefined;
}

export async function updateUser(db: DbOrTx, userId: string, changes: UserChanges) {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export async function phoneOf(db: DbOrTx, userId: string): Promise<{ phone: string | null; verified: boolean } | null> {
  const [user] = await db
    .select({ phone: users.phone, verified: users.phoneVerified })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

export async function contactOf(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({ email: users.email, fullName: users.fullName, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/** Serialises one member's changes (first-address-is-primary, one primary) by locking their user row. */
export async function lockMember(tx: DbOrTx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

// ── sessions and password changes ───────────────────────────────────────────────────────────────

/** Ends every live session of the member but one. */
export async function revokeOtherSessions(db: DbOrTx, userId: string, keepSessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked: true })
    .where(and(eq(sessions.userId, userId), eq(sessions.revoked, false), ne(sessions.id, keepSessionId)));
}

export async function insertPasswordChangeToken(
  db: DbOrTx,
  values: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordChangeTokens).values(values);
}

/** Uses the member's token up if it is known, unused and unexpired; false otherwise. */
export async function usePasswordChangeToken(db: DbOrTx, userId: string, tokenHash: string): Promise<boolean> {
  const [used] = await db
    .update(passwordChangeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordChangeTokens.tokenHash, tokenHash),
        eq(passwordChangeTokens.userId, userId),
        isNull(passwordChangeTokens.usedAt),
        gt(passwordChangeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordChangeTokens.userId });
  return used !== undefined;
}

/** True when a profile code sent to the member is still usable (the profile's "code requested"). */
export async function hasLiveProfileCode(db: DbOrTx, userId: string): Promise<boolean> {
  const [pendingCode] = await db
    .select({ id: phoneOtps.id })
    .from(phoneOtps)
    .where(
      and(
        eq(phoneOtps.userId, userId),
        eq(phoneOtps.purpose, 'profile'),
        isNull(phoneOtps.usedAt),
        gt(phoneOtps.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return pendingCode !== undefined;
}

// ── notifications and their settings ────────────────────────────────────────────────────────────

export async function unreadNotificationCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

export async function storedNotificationSettings(db: DbOrTx, userId: string): Promise<NotificationSettings | null> {
  const [row] = await db
    .select({ settings: notificationSettings.settings })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.settings ?? null;
}

export async function saveNotificationSettings(db: DbOrTx, userId: string, settings: NotificationSettings) {
  await db
    .insert(notificationSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings, updatedAt: new Date() } });
}

/** The newsletter subscription of the address follows the member's promo and new-product choices. */
export async function followSubscriberPreferences(db: DbOrTx, email: string, settings: NotificationSettings) {
  const [subscriber] = await db.select().from(subscribers).where(eq(subscribers.email, email));
  if (!subscriber) return;
  const preferences = {
    ...subscriber.preferences,
    discountVoucher: settings.promotion.discountVoucher,
    newProduct: settings.promotion.newProduct,
  };
  await db.update(subscribers).set({ preferences }).where(eq(subscribers.id, subscriber.id));
}

// ── bank ────────────────────────────────────────────────────────────────────────────────────────

const bankColumns = { id: banks.id, name: banks.name, image: banks.image };

export const listBankRows = (db: DbOrTx) => db.select(bankColumns).from(banks).orderBy(asc(banks.position));

export async function bankById(db: DbOrTx, bankId: string) {
  const [bank] = await db.select(bankColumns).from(banks).where(eq(banks.id, bankId));
  return bank ?? null;
}

/** The member's refund account with its bank, or null. */
export async function bankAccountOf(db: DbOrTx, userId: string) {
  const [bank] = await db
    .select({
      id: banks.id,
      name: banks.name,
      image: banks.image,
      rekening: bankAccounts.accountNumber,
      holder: bankAccounts.holderName,
    })
    .from(bankAccounts)
    .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
    .where(eq(bankAccounts.userId, userId));
  return bank ?? null;
}

export const insertBankAccount = (
  db: DbOrTx,
  values: { userId: string; bankId: string; holderName: string; accountNumber: string },
) => db.insert(bankAccounts).values(values);

/** False when the member has no account to update. */
export async function updateBankAccountRow(
  db: DbOrTx,
  userId: string,
  values: { bankId: string; holderName: string; accountNumber: string },
): Promise<boolean> {
  const [row] = await db
    .update(bankAccounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(bankAccounts.userId, userId))
    .returning({ userId: bankAccounts.userId });
  return row !== undefined;
}

// ── points ──────────────────────────────────────────────────────────────────────────────────────

/** The member's whole point log (what the balance is derived from). */
export const pointEntries = (db: DbOrTx, userId: string) =>
  db
    .select({
      type: pointLogs.type,
      point: pointLogs.point,
      createdAt: pointLogs.createdAt,
      expiresAt: pointLogs.expiresAt,
    })
    .from(pointLogs)
    .where(eq(pointLogs.userId, userId));

/** One page of the log, newest first. */
export const pointLogPage = (db: DbOrTx, userId: string, limit: number, offset: number) =>
  db
    .select()
    .from(pointLogs)
    .where(eq(pointLogs.userId, userId))
    .orderBy(desc(pointLogs.createdAt), desc(pointLogs.id))
    .limit(limit)
    .offset(offset);

// ── regions and addresses ───────────────────────────────────────────────────────────────────────

export const provinceRows = (db: DbOrTx) =>
  db.select({ id: provinces.id, provinsi_name: provinces.name }).from(provinces).orderBy(asc(provinces.name));

export const cityRows = (db: DbOrTx, provinceId: string) =>
  db
    .select({ id: cities.id, kabupaten_name: cities.name, provinsi_id: cities.provinceId })
    .from(cities)
    .where(eq(cities.provinceId, provinceId))
    .orderBy(asc(cities.name));

export const districtRows = (db: DbOrTx, cityId: string) =>
  db
    .select({
      id: districts.id,
      kecamatan_name: districts.name,
      kabupaten_id: districts.cityId,
      postal_code: districts.postalCode,
    })
    .from(districts)
    .where(eq(districts.cityId, cityId))
    .orderBy(asc(districts.name));

export async function provinceExists(db: DbOrTx, id: string): Promise<boolean> {
  const [province] = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, id));
  return province !== undefined;
}

export async function provinceOfCity(db: DbOrTx, cityId: string): Promise<string | null> {
  const [city] = await db.select({ provinceId: cities.provinceId }).from(cities).where(eq(cities.id, cityId));
  return city?.provinceId ?? null;
}

export async function cityOfDistrict(db: DbOrTx, districtId: string): Promise<string | null> {
  const [district] = await db.select({ cityId: districts.cityId }).from(districts).where(eq(districts.id, districtId));
  return district?.cityId ?? null;
}

function selectAddresses(db: DbOrTx) {
  return db
    .select({
      id: addresses.id,
      label: addresses.label,
      recipientName: addresses.recipientName,
      phone: addresses.phone,
      street: addresses.street,
      note: addresses.note,
      primary: addresses.primary,
      postalCode: addresses.postalCode,
      provinceId: addresses.provinceId,
      province: provinces.name,
      cityId: addresses.cityId,
      city: cities.name,
      districtId: addresses.districtId,
      district: districts.name,
    })
    .from(addresses)
    .innerJoin(provinces, eq(provinces.id, addresses.provinceId))
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .innerJoin(districts, eq(districts.id, addresses.districtId));
}

export type AddressRow = Awaited<ReturnType<ReturnType<typeof selectAddresses>['execute']>>[number];

/** The member's addresses, primary first, then oldest first. */
export const addressRows = (db: DbOrTx, userId: string): Promise<AddressRow[]> =>
  selectAddresses(db)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.primary), asc(addresses.createdAt), asc(addresses.id));

/** One of the member's addresses (another member's is not found). */
export async function ownAddressRow(db: DbOrTx, userId: string, id: string): Promise<AddressRow | null> {
  const [row] = await selectAddresses(db).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row ?? null;
}

export async function addressCount(db: DbOrTx, userId: string): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return count?.n ?? 0;
}

export type AddressColumns = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'primary' | 'createdAt'>;

export async function insertAddress(
  db: DbOrTx,
  userId: string,
  columns: AddressColumns,
  primary: boolean,
): Promise<string> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...columns, primary })
    .returning({ id: addresses.id });
  if (!row) throw new Error('address insert returned no row');
  return row.id;
}

export async function updateAddressRow(db: DbOrTx, userId: string, id: string, columns: AddressColumns) {
  await db
    .update(addresses)
    .set(columns)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

/** Makes one address the primary: clears first (the partial unique index allows one primary per member at any moment). */
export async function movePrimaryAddress(db: DbOrTx, userId: string, id: string) {
  await db
    .update(addresses)
    .set({ primary: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.primary, true)));
  await db
    .update(addresses)
    .set({ primary: true })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

export async function deleteNonPrimaryAddress(db: DbOrTx, userId: string, id: string) {
  await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.primary, false)));
}

// ── skin profile ────────────────────────────────────────────────────────────────────────────────

export async function skinQuestionCount(db: DbOrTx): Promise<number> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(skinQuestions);
  return count?.n ?? 0;
}

export const skinQuestionPage = (db: DbOrTx, limit: number, offset: number) =>
  db.select().from(skinQuestions).orderBy(asc(skinQuestions.position)).limit(limit).offset(offset);

export async function skinQuestionById(db: DbOrTx, id: string): Promise<SkinQuestionRow | null> {
  const [q] = await db.select().from(skinQuestions).where(eq(skinQuestions.id, id));
  return q ?? null;
}

export const skinAnswersOf = (db: DbOrTx, userId: string) =>
  db.select().from(skinAnswers).where(eq(skinAnswers.userId, userId));

/** The member's answers in question order (the profile's skin section). */
export const skinProfileOf = (db: DbOrTx, userId: string) =>
  db
    .select({ question: skinAnswers.questionId, answers: skinAnswers.answers })
    .from(skinAnswers)
    .innerJoin(skinQuestions, eq(skinQuestions.id, skinAnswers.questionId))
    .where(eq(skinAnswers.userId, userId))
    .orderBy(asc(skinQuestions.position));

export async function saveSkinAnswerRow(db: DbOrTx, userId: string, questionId: string, answers: SkinAnswer[]) {
  await db
    .insert(skinAnswers)
    .values({ userId, questionId, answers })
    .onConflictDoUpdate({
      target: [skinAnswers.userId, skinAnswers.questionId],
      set: { answers, updatedAt: new Date() },
    });
}
