import type { SeededStaffRoleId } from '@rona/domain';
import type { DbOrTx } from '../client';
import { staffMembers } from '../schema';
import { hashPassword } from '../../lib/passwords';

/** One back-office account per seeded role, for trying the back office locally; never created in production. */
export const DEMO_STAFF_PASSWORD = 'RonaStaff123';
export const DEMO_STAFF: readonly { email: string; name: string; roleId: SeededStaffRoleId }[] = [
  { email: 'pemilik@rona.id', name: 'Pemilik Rona', roleId: 'pemilik' },
  { email: 'gudang@rona.id', name: 'Gudang Rona', roleId: 'gudang' },
  { email: 'cs@rona.id', name: 'CS Rona', roleId: 'layanan-pelanggan' },
  { email: 'katalog@rona.id', name: 'Katalog Rona', roleId: 'katalog' },
  { email: 'pemasaran@rona.id', name: 'Pemasaran Rona', roleId: 'pemasaran-konten' },
  { email: 'keuangan@rona.id', name: 'Keuangan Rona', roleId: 'keuangan' },
];

export async function insertDemoStaff(db: DbOrTx) {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const s of DEMO_STAFF) {
    await db
      .insert(staffMembers)
      .values({ ...s, passwordHash })
      .onConflictDoNothing({ target: staffMembers.email });
  }
}
