import type { BankAccount, BankOption } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUuid } from '@rona/domain';
import { isUniqueViolation } from '../../db/unique-violation';
import { memberMessages as m } from './messages';
import { bankById, insertBankAccount, listBankRows, updateBankAccountRow } from './repository';

export async function listBanks(db: DbOrTx): Promise<BankOption[]> {
  return listBankRows(db);
}

async function findBank(db: DbOrTx, bankId: string): Promise<BankOption> {
  const bank = isUuid(bankId) ? await bankById(db, bankId) : null;
  if (!bank) throw badRequest(m.bankMissing, [{ message: m.bankMissing, field: 'bankId' }]);
  return bank;
}

interface AccountInput {
  bankId: string;
  name: string;
  number: string;
}

/** Adds the member's refund account; a member has one, so a second add is refused (the form then edits). */
export async function addBankAccount(db: DbOrTx, userId: string, input: AccountInput): Promise<BankAccount> {
  const bank = await findBank(db, input.bankId);
  await insertBankAccount(db, { userId, bankId: bank.id, holderName: input.name, accountNumber: input.number }).catch(
    (error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(m.bankAccountExists);
      throw error;
    },
  );
  return { bank, rekening: input.number, name: input.name };
}

export async function updateBankAccount(db: DbOrTx, userId: string, input: AccountInput): Promise<BankAccount> {
  const bank = await findBank(db, input.bankId);
  const updated = await updateBankAccountRow(db, userId, {
    bankId: bank.id,
    holderName: input.name,
    accountNumber: input.number,
  });
  if (!updated) throw notFound(m.bankAccountNone);
  return { bank, rekening: input.number, name: input.name };
}
