import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bankAccounts, users } from '../../../db/schema';

// What orders read of a member's account (the auth and account modules' tables).

/** A member's name, e-mail and phone, as the order's contact starts from; null when there is no such member. */
export async function memberContact(db: DbOrTx, userId: string) {
  const [u] = await db
    .select({ name: users.fullName, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return u ?? null;
}

/** Whether the member saved a bank account (where a refund is paid). */
export async function memberHasBankAccount(db: DbOrTx, userId: string): Promise<boolean> {
  const [bank] = await db
    .select({ userId: bankAccounts.userId })
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId));
  return Boolean(bank);
}
