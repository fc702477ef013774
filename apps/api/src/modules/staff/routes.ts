import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { staffOf } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { clearSessionCookies, issueScopedSessionCookies } from '../../http/session-cookies';
import { staffService } from './service';
import { STAFF_SESSION_TTL_MS } from './sessions';

/** The back office's staff endpoints (login, me, the authenticator, accounts and roles). */
export async function staffRoutes(app: FastifyInstance) {
  const service = staffService(app);

  registerEndpoint(app, contract.adminLogin, async ({ request, body }) => {
    const result = await service.login(request, body);
    issueScopedSessionCookies(request, 'admin', result.accessToken, Math.floor(STAFF_SESSION_TTL_MS / 1000));
    return result;
  });
  registerEndpoint(app, contract.adminLogout, async ({ auth, request }) => {
    await service.logout(staffOf(auth));
    clearSessionCookies(request, 'admin');
    return { loggedOut: true as const };
  });
  registerEndpoint(app, contract.adminMe, ({ auth }) => service.me(staffOf(auth)));
  registerEndpoint(app, contract.adminTotpEnrol, ({ auth }) => service.enrolTotp(staffOf(auth)));
  registerEndpoint(app, contract.adminTotpConfirm, ({ auth, body }) => service.confirmTotp(staffOf(auth), body.otp));
  registerEndpoint(app, contract.adminTotpDisable, ({ auth, body }) => service.disableTotp(staffOf(auth), body));
  registerEndpoint(app, contract.adminStaffList, () => service.list());
  registerEndpoint(app, contract.adminStaffCreate, ({ auth, body }) => service.create(staffOf(auth), body));
  registerEndpoint(app, contract.adminStaffUpdate, ({ auth, params, body }) =>
    service.update(staffOf(auth), params.id, body),
  );
  registerEndpoint(app, contract.adminRoles, () => service.roles());
  registerEndpoint(app, contract.adminStaffInvite, ({ auth, request, body }) =>
    service.invite(request, staffOf(auth), body),
  );
  registerEndpoint(app, contract.adminStaffInvitationAccept, ({ request, body }) =>
    service.acceptInvitation(request, body),
  );
  registerEndpoint(app, contract.adminStaffTotpReset, ({ auth, params }) =>
    service.resetTotp(staffOf(auth), params.id),
  );
  registerEndpoint(app, contract.adminRoleCreate, ({ auth, body }) => service.createRole(staffOf(auth), body));
  registerEndpoint(app, contract.adminRoleUpdate, ({ auth, params, body }) =>
    service.updateRole(staffOf(auth), params.id, body),
  );
}
