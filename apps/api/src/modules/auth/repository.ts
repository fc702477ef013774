import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accountTokens,
  phoneOtps,
  qrOffers,
  qrRedemptions,
  sessions,
  users,
  type AccountTokenKind,
  type PhoneOtpPurpose,
  type SessionKind,
} from '../../db/schema';
import type { SessionMember } from '../../http/auth';

export type UserRow = typeof users.$inferSelect;
export type QrOfferRow = typeof qrOffers.$inferSelect;
export type PhoneOtpRow = typeof phoneOtps.$inferSelect;

// ── users ───────────────────────────────────────────────────────────────────────────────────────

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserByPhone(db: DbOrTx, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export async function insertUser(
  db: DbOrTx,
  values: { fullName: string; email: string; phone: string; passwordHash: string },
): Promise<UserRow> {
  const [created] = await db.insert(users).values(values).returning();
  if (!created) throw new Error('account not stored');
  return created;
}

export async function deleteUser(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Replaces the hash only if it is still `previous` (a password changed meanwhile is left alone). */
export async function replacePasswordHash(
  db: DbOrTx,
  userId: string,
  previous: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, previous)));
}

/** Marks the address verified if it is still `email`; answers the member's name, or null. */
export async function markEmailVerified(
  db: DbOrTx,
  userId: string,
  email: string,
): Promise<{ fullName: string } | null> {
  const [user] = await db
    .update(users)
    .set({ emailVerified: true })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ fullName: users.fullName });
  return user ?? null;
}

export async function markPhoneVerified(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ phoneVerified: true }).where(eq(users.id, userId));
}

/** What a new verification link needs of a member: the address, the name, and whether it is confirmed already. */
export async function verificationTarget(
  db: DbOrTx,
  userId: string,
): Promise<{ id: string; email: string; fullName: string; emailVerified: boolean } | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

// ── QR offers ───────────────────────────────────────────────────────────────────────────────────

export async function findQrOffer(db: DbOrTx, code: string): Promise<QrOfferRow | null> {
  const [offer] = await db.select().from(qrOffers).where(eq(qrOffers.code, code)).limit(1);
  return offer ?? null;
}

export async function insertQrRedemption(
  db: DbOrTx,
  values: { userId: string; code: string; points: number },
): Promise<void> {
  await db.insert(qrRedemptions).values(values);
}

/**
 * Marks the member's uncredited redemption credited and answers its points (null when there is
 * none). The conditional update is the guard: of parallel or repeated calls exactly one finds the
 * row still uncredited (PostgreSQL re-checks `credited_at is null` after the first commit).
 */
export async function claimQrRedemption(db: DbOrTx, userId: string, now: Date): Promise<number | null> {
  const [redemption] = await db
    .update(qrRedemptions)
    .set({ creditedAt: now })
    .where(and(eq(qrRedemptions.userId, userId), isNull(qrRedemptions.creditedAt)))
    .returning({ points: qrRedemptions.points });
  return redemption?.points ?? null;
}

// ── mailed account tokens ───────────────────────────────────────────────────────────────────────

/** Uses up the member's unused tokens of this kind. */
export async function retireAccountTokens(db: DbOrTx, userId: string, kind: AccountTokenKind): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)));
}

export async function insertAccountToken(
  db: DbOrTx,
  values: { userId: string; kind: AccountTokenKind; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(accountTokens).values(values);
}

/** Uses a token up if it is known, unused and unexpired (atomically: a replay finds nothing). */
export async function useAccountToken(
  db: DbOrTx,
  kind: AccountTokenKind,
  tokenHash: string,
): Promise<{ userId: string; email: string } | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row ?? null;
}

// ── phone codes ─────────────────────────────────────────────────────────────────────────────────

export interface OtpOwner {
  userId: string;
  phone: string;
  purpose: PhoneOtpPurpose;
}

/** Uses up the owner's unused codes of this purpose (whatever phone they went to). */
export async function retirePhoneOtps(db: DbOrTx, userId: string, purpose: PhoneOtpPurpose): Promise<void> {
  await db
    .update(phoneOtps)
    .set({ usedAt: new Date() })
    .where(and(eq(phoneOtps.userId, userId), eq(phoneOtps.purpose, purpose), isNull(phoneOtps.usedAt)));
}

export async function insertPhoneOtp(
  db: DbOrTx,
  values: OtpOwner & { codeHash: string; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(phoneOtps).values(values).returning({ id: phoneOtps.id });
  if (!row) throw new Error('phone OTP not stored');
  return row.id;
}

export async function markPhoneOtpUsed(db: DbOrTx, id: string): Promise<void> {
  await db.update(phoneOtps).set({ usedAt: new Date() }).where(eq(phoneOtps.id, id));
}

const ownedBy = (o: OtpOwner) =>
  and(
    eq(phoneOtps.userId, o.userId),
    eq(phoneOtps.purpose, o.purpose),
    eq(phoneOtps.phone, o.phone),
    isNull(phoneOtps.usedAt),
  );

/** When the owner's newest unused code expires, if it is still live. */
export async function liveOtpExpiry(db: DbOrTx, owner: OtpOwner): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: phoneOtps.expiresAt })
    .from(phoneOtps)
    .where(and(ownedBy(owner), gt(phoneOtps.expiresAt, new Date())))
    .orderBy(desc(phoneOtps.createdAt))
    .limit(1);
  return row?.expiresAt ?? null;
}

/** The owner's newest unused code (live or not). */
export async function newestUnusedOtp(db: DbOrTx, owner: OtpOwner): Promise<PhoneOtpRow | null> {
  const [otp] = await db.select().from(phoneOtps).where(ownedBy(owner)).orderBy(desc(phoneOtps.createdAt)).limit(1);
  return otp ?? null;
}

/** Counts a wrong try; answers the tries so far (null if the code is gone). */
export async function countOtpAttempt(db: DbOrTx, id: string): Promise<number | null> {
  const [after] = await db
    .update(phoneOtps)
    .set({ attempts: sql`${phoneOtps.attempts} + 1` })
    .where(eq(phoneOtps.id, id))
    .returning({ attempts: phoneOtps.attempts });
  return after?.attempts ?? null;
}

/** Uses the code up unless a parallel call already did; true when this call did. */
export async function usePhoneOtp(db: DbOrTx, id: string): Promise<boolean> {
  const [used] = await db
    .update(phoneOtps)
    .set({ usedAt: new Date() })
    .where(and(eq(phoneOtps.id, id), isNull(phoneOtps.usedAt)))
    .returning({ id: phoneOtps.id });
  return used !== undefined;
}

// ── sessions ────────────────────────────────────────────────────────────────────────────────────

export async function insertSession(
  db: DbOrTx,
  values: { tokenHash: string; userId: string; expiresAt: Date; kind: SessionKind },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The member of a live, unrevoked member session (registration sessions open nothing). */
export async function sessionMemberByTokenHash(db: DbOrTx, tokenHash: string): Promise<SessionMember | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      roles: users.roles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.revoked, false),
        eq(sessions.kind, 'member'),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revoked: true }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a member (after a password reset), or only those of one kind. */
export async function revokeUserSessions(db: DbOrTx, userId: string, kind?: SessionKind): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked: true })
    .where(and(eq(sessions.userId, userId), eq(sessions.revoked, false), kind ? eq(sessions.kind, kind) : undefined));
}
