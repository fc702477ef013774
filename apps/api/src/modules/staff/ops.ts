import { randomBytes } from 'node:crypto';
import { isPermissionKey } from '@rona/domain';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { OPS_ACTOR, recordAudit } from '../audit/record';
import { insertStaff, roleById } from './repository';
import { staffAuditFields } from './views';

export const STAFF_USAGE =
  'npm run ops -- staff-add <email> <role-id> [--name NAMA]   (a staff account with a one-time password printed once; e.g. the first Pemilik in production: role-id pemilik)';

/**
 * The operator tool's way in for the first owner (production has no demo staff): adds an account
 * with a random password, printed once, recorded in the audit trail as `ops`.
 */
export async function staffAddCommand(db: Database, args: string[], now: Date): Promise<string[]> {
  const [email, roleId] = args;
  const nameAt = args.indexOf('--name');
  const name = (nameAt >= 0 ? args[nameAt + 1] : undefined) ?? email?.split('@')[0];
  if (!email || !roleId || !/^[^@\s]+@[^@\s]+$/.test(email) || isPermissionKey(roleId) || !name)
    throw new Error(STAFF_USAGE);
  const role = await roleById(db, roleId);
  if (!role) throw new Error(`Peran tidak dikenal: ${roleId}`);
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const row = await insertStaff(tx, { email: email.toLowerCase(), name, roleId, passwordHash, createdAt: now });
    if (!row) throw new Error(`Email sudah dipakai akun staf lain: ${email}`);
    await recordAudit(tx, {
      actor: OPS_ACTOR,
      at: now,
      entity: 'staff',
      entityId: row.id,
      action: 'staff.create',
      before: null,
      after: { ...staffAuditFields(row), password: '(set)' },
    });
  });
  return [`${email.toLowerCase()}: ${role.name}, kata sandi awal (sekali tampil): ${password}`];
}
