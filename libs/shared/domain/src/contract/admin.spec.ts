import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS, SEEDED_STAFF_ROLES, ADMIN_ORDER_TABS } from '../staff-permissions';
import { adminContract } from './admin';
import type { EndpointDef } from './define';
import { contract } from './index';

describe('the admin contract', () => {
  it('names a permission (or null: any staff member) on every /admin/ endpoint, and only there', () => {
    for (const [name, e] of Object.entries(contract) as [string, EndpointDef][]) {
      const admin = e.path.startsWith('/admin/');
      expect('permission' in e, name).toBe(admin);
      if (admin && e.permission !== null) expect(PERMISSION_KEYS, name).toContain(e.permission);
    }
  });

  it('signs staff in and takes an invitation without a session, everything else with a staff session', () => {
    const auths = Object.entries(adminContract).map(([name, e]) => [name, e.auth]);
    expect(auths.filter(([, a]) => a !== 'staff')).toEqual([
      ['adminLogin', 'none'],
      ['adminStaffInvitationAccept', 'none'],
    ]);
  });

  it('seeds an owner with every key and puts every order status of the tabs in one tab only', () => {
    expect(SEEDED_STAFF_ROLES[0].permissions).toEqual([...PERMISSION_KEYS]);
    const statuses = ADMIN_ORDER_TABS.flatMap((t) => [...t.statuses]);
    expect(new Set(statuses).size).toBe(statuses.length);
  });
});
