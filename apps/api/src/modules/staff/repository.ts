import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffInvitations, staffMembers, staffRoles } from '../../db/schema';

export type StaffRow = typeof staffMembers.$inferSelect;
export type StaffRoleRow = typeof staffRoles.$inferSelect;
export type StaffWithRole = StaffRow & { role: StaffRoleRow };

async function withRole(db: DbOrTx, where: ReturnType<typeof eq>): Promise<StaffWithRole[]> {
  const rows = await db
    .select({ staff: staffMembers, role: staffRoles })
    .from(staffMembers)
    .innerJoin(staffRoles, eq(staffRoles.id, staffMembers.roleId))
    .where(where)
    .orderBy(asc(staffMembers.email));
  return rows.map((r) => ({ ...r.staff, role: r.role }));
}

export const staffByEmail = async (db: DbOrTx, email: string) =>
  (await withRole(db, eq(staffMembers.email, email.toLowerCase())))[0] ?? null;
export const staffById = async (db: DbOrTx, id: string) => (await withRole(db, eq(staffMembers.id, id)))[0] ?? null;

export async function lockStaff(db: DbOrTx, id: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
  return row ?? null;
}

export async function allStaff(db: DbOrTx): Promise<StaffWithRole[]> {
  const rows = await db
    .select({ staff: staffMembers, role: staffRoles })
    .from(staffMembers)
    .innerJoin(staffRoles, eq(staffRoles.id, staffMembers.roleId))
    .orderBy(asc(staffMembers.email));
  return rows.map((r) => ({ ...r.staff, role: r.role }));
}

export const allRoles = (db: DbOrTx) =>
  db.select().from(staffRoles).orderBy(asc(staffRoles.createdAt), asc(staffRoles.id));

export async function roleById(db: DbOrTx, id: string): Promise<StaffRoleRow | null> {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.id, id));
  return row ?? null;
}

export async function updateStaff(db: DbOrTx, id: string, set: Partial<typeof staffMembers.$inferInsert>) {
  await db.update(staffMembers).set(set).where(eq(staffMembers.id, id));
}

export async function insertStaff(db: DbOrTx, values: typeof staffMembers.$inferInsert): Promise<StaffRow | null> {
  const [row] = await db
    .insert(staffMembers)
    .values(values)
    .onConflictDoNothing({ target: staffMembers.email })
    .returning();
  return row ?? null;
}

/** Active owners other than this account (the last one cannot be demoted or deactivated). */
export async function otherActiveOwners(db: DbOrTx, staffId: string): Promise<number> {
  const rows = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .innerJoin(staffRoles, eq(staffRoles.id, staffMembers.roleId))
    .where(eq(staffRoles.owner, true));
  const all = await db.select({ id: staffMembers.id, active: staffMembers.active }).from(staffMembers);
  const active = new Set(all.filter((s) => s.active).map((s) => s.id));
  return rows.filter((r) => r.id !== staffId && active.has(r.id)).length;
}

/** Takes a TOTP step for this account if no later or equal one was used: false for a replayed code. */
export async function takeTotpStep(db: DbOrTx, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(and(eq(staffMembers.id, id), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))))
    .returning({ id: staffMembers.id });
  return rows.length > 0;
}

/** A new invitation for the account; earlier unused ones stop working. */
export async function insertInvitation(
  db: DbOrTx,
  values: { staffId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .update(staffInvitations)
    .set({ usedAt: values.createdAt })
    .where(and(eq(staffInvitations.staffId, values.staffId), isNull(staffInvitations.usedAt)));
  await db.insert(staffInvitations).values(values);
}

/** Uses an invitation up if it is unused and unexpired (one statement: a replay finds nothing). */
export async function useInvitation(db: DbOrTx, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(staffInvitations)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .returning({ staffId: staffInvitations.staffId });
  return row?.staffId ?? null;
}

/** A new role; null when its id or name is taken. */
export async function insertRole(db: DbOrTx, values: typeof staffRoles.$inferInsert): Promise<StaffRoleRow | null> {
  const [row] = await db.insert(staffRoles).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function lockRole(db: DbOrTx, id: string): Promise<StaffRoleRow | null> {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.id, id)).for('update');
  return row ?? null;
}

export async function roleByName(db: DbOrTx, name: string): Promise<StaffRoleRow | null> {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.name, name));
  return row ?? null;
}

export async function updateRole(
  db: DbOrTx,
  id: string,
  set: { name: string; permissions: StaffRoleRow['permissions'] },
) {
  await db.update(staffRoles).set(set).where(eq(staffRoles.id, id));
}
