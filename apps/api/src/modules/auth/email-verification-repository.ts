import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

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
