import type { Staff, StaffMe, StaffRole } from '@rona/domain';
import type { StaffRoleRow, StaffWithRole } from './repository';

export const staffView = (s: StaffWithRole): Staff => ({
  id: s.id,
  email: s.email,
  name: s.name,
  role: { id: s.role.id, name: s.role.name },
  active: s.active,
  totpEnabled: s.totpSecret !== null,
  createdAt: s.createdAt.toISOString(),
  lastLoginAt: s.lastLoginAt?.toISOString() ?? null,
  invitationPending: s.invitationPending,
});

export const staffMeView = (s: StaffWithRole, requireTotp: boolean): StaffMe => ({
  ...staffView(s),
  permissions: s.role.permissions,
  totpRequired: requireTotp && s.totpSecret === null,
});

export const roleView = (r: StaffRoleRow): StaffRole => ({
  id: r.id,
  name: r.name,
  permissions: r.permissions,
  owner: r.owner,
});

/** What the audit trail keeps of an account: never its password hash, secrets or recovery codes. */
export const staffAuditFields = (s: Pick<StaffWithRole, 'email' | 'name' | 'roleId' | 'active'>) => ({
  email: s.email,
  name: s.name,
  roleId: s.roleId,
  active: s.active,
});
