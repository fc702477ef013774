import { eq, sql } from 'drizzle-orm';
import { phoneSchema, type LoginResult } from '@rona/domain';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { createSession } from './sessions';

export type UserRow = typeof users.$inferSelect;

/** The login field holds an e-mail or a phone (0812…, +62812…, 62812… all name the same account). */
export function loginIdentifier(value: string): { kind: 'email' | 'phone'; value: string } {
  if (value.includes('@')) return { kind: 'email', value: value.trim().toLowerCase() };
  const phone = phoneSchema.safeParse(value);
  return { kind: 'phone', value: phone.success ? phone.data : value.replace(/\D/g, '') };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserByPhone(db: Database, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export const findUserByLogin = (db: Database, id: ReturnType<typeof loginIdentifier>) =>
  id.kind === 'email' ? findUserByEmail(db, id.value) : findUserByPhone(db, id.value);

/** A new member session and the login answer (user with roles; the link tool checks roles[].sites). */
export async function startMemberSession(db: Database, user: UserRow): Promise<LoginResult> {
  const { token } = await createSession(db, user.id);
  return {
    accessToken: token,
    data: { id: user.id, fullName: user.fullName, email: user.email, image: user.image, roles: user.roles },
  };
}
