import { asc, eq } from 'drizzle-orm';
import type { BankAccount, BankOption } from '@rona/domain';
import type { Database } from '../../db/client';
import { bankAccounts, banks } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUuid } from '@rona/domain';
import { isUniqueViolation } from './ids';
import { memberMessages as m } from './messages';

export async function listBanks(db: Database): Promise<BankOption[]> {
  return db.select({ id: banks.id, name: banks.name, image: banks.image }).from(banks).orderBy(asc(banks.position));
}

async function findBank(db: Database, bankId: string): Promise<BankOption> {
  const [bank] = isUuid(bankId)
    ? await db.select({ id: banks.id, name: banks.name, image: banks.image }).from(banks).where(eq(banks.id, bankId))
    : [];
  if (!bank) throw badRequest(m.bankMissing, [{ message: m.bankMissing, field: 'bankId' }]);
  return bank;
}

interface AccountInput {
  bankId: string;
  name: string;
  number: string;
}

/** Adds the member's refund account; a member has one, so a second add is refused (the form then edits). */
export async function addBankAccount(db: Database, userId: string, input: AccountInput): Promise<BankAccount> {
  const bank = await findBank(db, input.bankId);
  await db
    .insert(bankAccounts)
    .values({ userId, bankId: bank.id, holderName: input.name, accountNumber: input.number })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(m.bankAccountExists);
      throw error;
    });
  return { bank, rekening: input.number, name: input.name };
}

export async function updateBankAccount(db: Database, userId: string, input: AccountInput): Promise<BankAccount> {
  const bank = await findBank(db, input.bankId);
  const [row] = await db
    .update(bankAccounts)
    .set({ bankId: bank.id, holderName: input.name, accountNumber: input.number, updatedAt: new Date() })
    .where(eq(bankAccounts.userId, userId))
    .returning({ userId: bankAccounts.userId });
  if (!row) throw notFound(m.bankAccountNone);
  return { bank, rekening: input.number, name: input.name };
}
