import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ADMIN_OTP_FIELD,
  type PermissionKey,
  type StaffCreate,
  type StaffLoginResult,
  type StaffUpdate,
} from '@rona/domain';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { StaffCaller } from '../../http/auth';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { loginRules } from '../auth/limits';
import { recordAudit, type AuditActor } from '../audit/record';
import { staffMessages as m } from './messages';
import {
  allRoles,
  allStaff,
  insertStaff,
  lockStaff,
  otherActiveOwners,
  roleById,
  staffByEmail,
  staffById,
  takeTotpStep,
  updateStaff,
  type StaffWithRole,
} from './repository';
import { createStaffSession, revokeStaffSession, revokeStaffSessions } from './sessions';
import { enrolment, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpMatches, totpStep } from './totp';
import { roleView, staffAuditFields, staffMeView, staffView } from './views';

const otpError = (message: string) => new HttpError(401, message, [{ message, field: ADMIN_OTP_FIELD }]);

export const staffActor = (s: Pick<StaffCaller, 'staffId' | 'name'>): AuditActor => ({
  kind: 'staff',
  id: s.staffId,
  name: s.name,
});

/** Staff accounts: login (with the second factor), the authenticator, and the owner's account management. */
export function staffService(app: FastifyInstance) {
  const db = app.db;
  const now = () => app.clock.now();
  const requireTotp = app.config.adminRequireTotp;

  async function load(id: string): Promise<StaffWithRole> {
    const staff = await staffById(db, id);
    if (!staff) throw notFound(m.staffNotFound);
    return staff;
  }

  /** A staff member may hand out only keys they hold themselves. */
  function checkGrant(caller: StaffCaller, keys: readonly PermissionKey[]) {
    const missing = keys.find((k) => !caller.permissions.includes(k));
    if (missing) throw forbidden(m.grantBeyondOwn.replace('{permission}', missing));
  }

  return {
    /**
     * E-mail + password (+ the authenticator's code or a recovery code when the account has one).
     * Failures count per address and per address + account (decision 007), never per account alone;
     * a missing code is not a failure (the form asks for it next).
     */
    async login(
      request: FastifyRequest,
      body: { email: string; password: string; otp?: string },
    ): Promise<StaffLoginResult> {
      const staff = await staffByEmail(db, body.email);
      const rules = loginRules(staff ? `staff:${staff.id}` : `staff-email:${body.email}`, request.ip);
      await app.rateLimiter.check(rules);
      const passwordOk = await verifyPassword(body.password, staff?.passwordHash ?? (await dummyPasswordHash()));
      if (!staff || !passwordOk || !staff.active) {
        await app.rateLimiter.fail(rules);
        throw new HttpError(401, m.wrongCredentials, [{ message: m.wrongCredentials }]);
      }
      const at = now();
      if (staff.totpSecret) {
        if (!body.otp) throw otpError(m.otpNeeded);
        const step = totpStep(staff.totpSecret, body.otp, at);
        // A code opens one login: the same code again (a replay within its 90 s) is refused.
        const ok = step !== null ? await takeTotpStep(db, staff.id, step) : await useRecoveryCode(staff, body.otp, at);
        if (!ok) {
          await app.rateLimiter.fail(rules);
          throw otpError(m.otpWrong);
        }
      }
      const session = await createStaffSession(db, staff.id, at);
      await updateStaff(db, staff.id, { lastLoginAt: at });
      return {
        accessToken: session.token,
        expiresAt: session.expiresAt.toISOString(),
        data: staffMeView({ ...staff, lastLoginAt: at }, requireTotp),
      };
    },

    logout: (caller: StaffCaller) => revokeStaffSession(db, caller.sessionId),

    me: async (caller: StaffCaller) => staffMeView(await load(caller.staffId), requireTotp),

    /** A new secret, kept pending until its first code confirms it (an enrolled one stays until then). */
    async enrolTotp(caller: StaffCaller) {
      const staff = await load(caller.staffId);
      if (staff.totpSecret) throw conflict(m.totpAlreadyOn);
      const secret = newTotpSecret();
      await updateStaff(db, staff.id, { totpPendingSecret: secret });
      return { ...(await enrolment(secret, staff.email)), secret };
    },

    async confirmTotp(caller: StaffCaller, otp: string) {
      const at = now();
      return db.transaction(async (tx) => {
        const staff = await lockStaff(tx, caller.staffId);
        if (!staff) throw notFound(m.staffNotFound);
        if (staff.totpSecret) throw conflict(m.totpAlreadyOn);
        if (!staff.totpPendingSecret) throw badRequest(m.totpNotStarted);
        const step = totpStep(staff.totpPendingSecret, otp, at);
        if (step === null) throw badRequest(m.otpWrong, [{ message: m.otpWrong, field: 'otp' }]);
        const codes = newRecoveryCodes();
        await updateStaff(tx, staff.id, {
          totpLastStep: step,
          totpSecret: staff.totpPendingSecret,
          totpPendingSecret: null,
          recoveryCodeHashes: codes.map(hashRecoveryCode),
        });
        await recordAudit(tx, {
          actor: staffActor(caller),
          at,
          entity: 'staff',
          entityId: staff.id,
          action: 'staff.totp-enable',
          before: { totpEnabled: false },
          after: { totpEnabled: true },
        });
        return { recoveryCodes: codes };
      });
    },

    async disableTotp(caller: StaffCaller, body: { password: string; otp: string }) {
      if (requireTotp) throw forbidden(m.totpMandatory);
      const at = now();
      await db.transaction(async (tx) => {
        const staff = await lockStaff(tx, caller.staffId);
        if (!staff) throw notFound(m.staffNotFound);
        if (!staff.totpSecret) throw conflict(m.totpNotOn);
        if (!(await verifyPassword(body.password, staff.passwordHash))) throw badRequest(m.passwordWrong);
        if (!totpMatches(staff.totpSecret, body.otp, at))
          throw badRequest(m.otpWrong, [{ message: m.otpWrong, field: 'otp' }]);
        await updateStaff(tx, staff.id, { totpSecret: null, totpPendingSecret: null, recoveryCodeHashes: [] });
        await recordAudit(tx, {
          actor: staffActor(caller),
          at,
          entity: 'staff',
          entityId: staff.id,
          action: 'staff.totp-disable',
          before: { totpEnabled: true },
          after: { totpEnabled: false },
        });
      });
      return staffMeView(await load(caller.staffId), requireTotp);
    },

    list: async () => (await allStaff(db)).map(staffView),
    roles: async () => (await allRoles(db)).map(roleView),

    async create(caller: StaffCaller, body: StaffCreate & { email: string }) {
      const role = await roleById(db, body.roleId);
      if (!role) throw badRequest(m.roleNotFound, [{ message: m.roleNotFound, field: 'roleId' }]);
      checkGrant(caller, role.permissions);
      const at = now();
      const passwordHash = await hashPassword(body.password);
      const id = await db.transaction(async (tx) => {
        const row = await insertStaff(tx, {
          email: body.email,
          name: body.name,
          roleId: role.id,
          passwordHash,
          createdAt: at,
        });
        if (!row) throw conflict(m.emailTaken);
        await recordAudit(tx, {
          actor: staffActor(caller),
          at,
          entity: 'staff',
          entityId: row.id,
          action: 'staff.create',
          before: null,
          after: { ...staffAuditFields(row), password: '(set)' },
        });
        return row.id;
      });
      return staffView(await load(id));
    },

    async update(caller: StaffCaller, id: string, body: StaffUpdate) {
      const at = now();
      await db.transaction(async (tx) => {
        const before = await lockStaff(tx, id);
        if (!before) throw notFound(m.staffNotFound);
        const currentRole = await roleById(tx, before.roleId);
        const nextRole = body.roleId ? await roleById(tx, body.roleId) : currentRole;
        if (!nextRole) throw badRequest(m.roleNotFound, [{ message: m.roleNotFound, field: 'roleId' }]);
        // Changing someone's access needs every key of their role and of the new one.
        checkGrant(caller, [...(currentRole?.permissions ?? []), ...nextRole.permissions]);
        const after = {
          ...before,
          name: body.name ?? before.name,
          roleId: nextRole.id,
          active: body.active ?? before.active,
        };
        const losesOwner = currentRole?.owner && (!nextRole.owner || !after.active);
        if (losesOwner && before.active && (await otherActiveOwners(tx, id)) === 0) throw conflict(m.lastOwner);
        await updateStaff(tx, id, { name: after.name, roleId: after.roleId, active: after.active });
        // Access taken away ends the account's sessions now, not at their next expiry.
        if (!after.active || after.roleId !== before.roleId) await revokeStaffSessions(tx, id);
        await recordAudit(tx, {
          actor: staffActor(caller),
          at,
          entity: 'staff',
          entityId: id,
          action: 'staff.update',
          before: staffAuditFields(before),
          after: staffAuditFields(after),
        });
      });
      return staffView(await load(id));
    },
  };

  /** A recovery code opens the login once: its hash is removed in the same statement's transaction. */
  async function useRecoveryCode(staff: StaffWithRole, code: string, at: Date): Promise<boolean> {
    const hash = hashRecoveryCode(code);
    if (!staff.recoveryCodeHashes.includes(hash)) return false;
    return db.transaction(async (tx) => {
      const locked = await lockStaff(tx, staff.id);
      if (!locked?.recoveryCodeHashes.includes(hash)) return false;
      const left = locked.recoveryCodeHashes.filter((h) => h !== hash);
      await updateStaff(tx, staff.id, { recoveryCodeHashes: left });
      await recordAudit(tx, {
        actor: { kind: 'staff', id: staff.id, name: staff.name },
        at,
        entity: 'staff',
        entityId: staff.id,
        action: 'staff.recovery-code-used',
        before: { recoveryCodesLeft: locked.recoveryCodeHashes.length },
        after: { recoveryCodesLeft: left.length },
      });
      return true;
    });
  }
}
