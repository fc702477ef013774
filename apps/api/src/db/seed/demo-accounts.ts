import { LINK_TOOL_SITE } from '@rona/domain';
import type { DbOrTx } from '../client';
import { users } from '../schema';
import { hashPassword } from '../../lib/passwords';

/** Accounts for trying the shop locally; never created in production. Phones are stored normalised (62…), as registration stores them. */
export const DEMO_ACCOUNTS = [
  { fullName: 'Demo Rona', email: 'demo@rona.id', phone: '6281234567890', password: 'RonaDemo123', roles: [] },
  {
    fullName: 'Partner Rona',
    email: 'partner@rona.id',
    phone: '6281298765432',
    password: 'RonaPartner123',
    roles: [{ name: 'partner', sites: [LINK_TOOL_SITE] }],
  },
] as const;

export async function insertDemoAccounts(db: DbOrTx) {
  for (const a of DEMO_ACCOUNTS) {
    await db
      .insert(users)
      .values({
        fullName: a.fullName,
        email: a.email,
        phone: a.phone,
        passwordHash: await hashPassword(a.password),
        emailVerified: true,
        phoneVerified: true,
        roles: a.roles.map((r) => ({ name: r.name, sites: [...r.sites] })),
      })
      .onConflictDoNothing({ target: users.email });
  }
}
