import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ADMIN_OTP_FIELD,
  type PermissionKey,
  type StaffCreate,
  type StaffInvitationAccept,
  type StaffInvite,
  type StaffLoginResult,
  type StaffRoleWrite,
  type StaffUpdate,
} from '@rona/domain';
import { paths } from '@rona/routes';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { StaffCaller } from '../../http/auth';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { deliverMail } from '../auth/account-tokens';
import { loginRules } from '../auth/limits';
import { hashToken } from '../auth/sessions';
import { recordAudit, type AuditActor } from '../audit/record';
import { staffMessages as m } from './messages';
import { staffInvitationMail } from './mails';
import {
  allRoles,
  allStaff,
  insertInvitation,
  insertRole,
  insertStaff,
  lockRole,
  lockStaff,
  otherActiveOwners,
  roleById,
  roleByName,
  staffByEmail,
  staffById,
  takeTotpStep,
  updateRole,
  updateStaff,
  useInvitation,
  type StaffWithRole,
} from './repository';
import { createStaffSession, revokeStaffSession, revokeStaffSessions } from './sessions';
import { enrolment, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpMatches, totpStep } from './totp';
import { roleView, staffAuditFields, staffMeView, staffView } from './views';

/** An invitation link is good for 72 hours, once. */
export const STAFF_INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

/** A role's id from its name ('Kepala Gudang' → 'kepala-gudang'). */
const roleSlug = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56) || 'peran';

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

  async function callerIsOwner(tx: Parameters<typeof roleById>[0], caller: StaffCaller): Promise<boolean> {
    return (await roleById(tx, caller.roleId))?.owner === true;
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
        // The owner role is given, taken or switched off only by another owner.
        if ((currentRole?.owner || nextRole.owner) && !(await callerIsOwner(tx, caller)))
          throw forbidden(m.ownerOnlyByOwner);
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

    /**
     * Invites a staff member: an account with a random password nobody knows (marked pending) and a
     * mailed one-use link to set their own. Inviting a pending address again sends a new link (the
     * earlier one stops working) with the name and role given now.
     */
    async invite(request: FastifyRequest, caller: StaffCaller, body: StaffInvite) {
      const role = await roleById(db, body.roleId);
      if (!role) throw badRequest(m.roleNotFound, [{ message: m.roleNotFound, field: 'roleId' }]);
      checkGrant(caller, role.permissions);
      if (role.owner && !(await callerIsOwner(db, caller))) throw forbidden(m.ownerOnlyByOwner);
      const at = now();
      const token = randomBytes(32).toString('base64url');
      const unusable = await hashPassword(randomBytes(32).toString('base64url'));
      const id = await db.transaction(async (tx) => {
        const existing = await staffByEmail(tx, body.email);
        if (existing && !existing.invitationPending) throw conflict(m.emailTaken);
        let row;
        if (existing) {
          row = { ...existing, name: body.name, roleId: role.id, active: true };
          await updateStaff(tx, existing.id, { name: row.name, roleId: row.roleId, active: true });
        } else {
          row = await insertStaff(tx, {
            email: body.email,
            name: body.name,
            roleId: role.id,
            passwordHash: unusable,
            invitationPending: true,
            createdAt: at,
          });
          if (!row) throw conflict(m.emailTaken);
        }
        await insertInvitation(tx, {
          staffId: row.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(at.getTime() + STAFF_INVITATION_TTL_MS),
          createdAt: at,
        });
        await recordAudit(tx, {
          actor: staffActor(caller),
          at,
          entity: 'staff',
          entityId: row.id,
          action: 'staff.invite',
          before: existing ? staffAuditFields(existing) : null,
          after: { ...staffAuditFields(row), invitationPending: true },
        });
        return row.id;
      });
      const url = `${app.config.siteUrl}${paths.adminInvitation(token)}`;
      const mail = await staffInvitationMail(body.email, {
        name: body.name,
        roleName: role.name,
        invitedBy: caller.name,
        url,
        token,
        validHours: STAFF_INVITATION_TTL_MS / 3_600_000,
      });
      await deliverMail(app, request, mail);
      return staffView(await load(id));
    },

    /** The invitation's link: sets the password once; refused (and counted like a failed login) otherwise. */
    async acceptInvitation(request: FastifyRequest, body: StaffInvitationAccept) {
      const rules = loginRules('staff-invitation', request.ip);
      await app.rateLimiter.check(rules);
      const at = now();
      const passwordHash = await hashPassword(body.password);
      const accepted = await db.transaction(async (tx) => {
        const staffId = await useInvitation(tx, hashToken(body.token), at);
        const staff = staffId ? await lockStaff(tx, staffId) : null;
        if (!staff || !staff.active) return null;
        await updateStaff(tx, staff.id, { passwordHash, invitationPending: false });
        await recordAudit(tx, {
          actor: { kind: 'staff', id: staff.id, name: staff.name },
          at,
          entity: 'staff',
          entityId: staff.id,
          action: 'staff.invitation-accept',
          before: { invitationPending: staff.invitationPending },
          after: { invitationPending: false, password: '(set)' },
        });
        return { email: staff.email };
      });
      if (!accepted) {
        await app.rateLimiter.fail(rules);
        throw badRequest(m.invitationInvalid, [{ message: m.invitationInvalid, field: 'token' }]);
      }
      return accepted;
    },

    /** A lost phone: the account's authenticator and recovery codes are removed; it may enrol again. */
    async resetTotp(caller: StaffCaller, id: string) {
      const at = now();
      await db.transaction(async (tx) => {
        const staff = await lockStaff(tx, id);
        if (!staff) throw notFound(m.staffNotFound);
        const role = await roleById(tx, staff.roleId);
        checkGrant(caller, role?.permissions ?? []);
        if (role?.owner && !(await callerIsOwner(tx, caller))) throw forbidden(m.ownerOnlyByOwner);
        if (!staff.totpSecret && !staff.totpPendingSecret) throw conflict(m.totpNotOnFor);
        await updateStaff(tx, id, {
          totpSecret: null,
          totpPendingSecret: null,
          totpLastStep: null,
          recoveryCodeHashes: [],
        });
        await recordAudit(tx, {
          actor: staffActor(caller),
          at,
          entity: 'staff',
          entityId: id,
          action: 'staff.totp-reset',
          // Named so the trail keeps the values (fields named like otp/recovery are masked).
          before: { secondFactor: staff.totpSecret !== null, backupCodesLeft: staff.recoveryCodeHashes.length },
          after: { secondFactor: false, backupCodesLeft: 0 },
        });
      });
      return staffView(await load(id));
    },

    /** A role with the keys chosen, each one held by the caller; never an owner role. */
    async createRole(caller: StaffCaller, body: StaffRoleWrite) {
      const permissions = body.permissions as PermissionKey[];
      checkGrant(caller, permissions);
      const at = now();
      return db.transaction(async (tx) => {
        const row = await insertRole(tx, {
          id: `${roleSlug(body.name)}-${randomBytes(3).toString('hex')}`,
          name: body.name,
          permissions,
          owner: false,
          createdAt: at,
        });
        if (!row) throw conflict(m.roleNameTaken);
        await recordAudit(tx, {
          actor: staffActor(caller),
          at,
          entity: 'staff-role',
          entityId: row.id,
          action: 'role.create',
          before: null,
          after: { name: row.name, permissions: row.permissions },
        });
        return roleView(row);
      });
    },

    /** Renames a role or changes its keys: the caller holds the old and the new keys; the owner role's keys stay. */
    async updateRole(caller: StaffCaller, id: string, body: StaffRoleWrite) {
      const permissions = body.permissions as PermissionKey[];
      const at = now();
      return db.transaction(async (tx) => {
        const before = await lockRole(tx, id);
        if (!before) throw notFound(m.roleNotFound);
        if (before.owner) throw conflict(m.ownerRoleFixed);
        checkGrant(caller, [...before.permissions, ...permissions]);
        const clash = await roleByName(tx, body.name);
        if (clash && clash.id !== id) throw conflict(m.roleNameTaken);
        await updateRole(tx, id, { name: body.name, permissions });
        await recordAudit(tx, {
          actor: staffActor(caller),
          at,
          entity: 'staff-role',
          entityId: id,
          action: 'role.update',
          before: { name: before.name, permissions: before.permissions },
          after: { name: body.name, permissions },
        });
        return roleView({ ...before, name: body.name, permissions });
      });
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
