import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { registerEndpoint } from '../../http/register-endpoint';
import { clearSessionCookies, issueSessionCookies } from '../../http/session-cookies';
import { memberId } from '../../http/auth';
import { resendEmailVerification } from './email-verification-resend';
import { authMessages } from './messages';
import { authService } from './service';

/** The `/o/oauth/v1/*` calls and, outside production, GET /dev/v1/outbox. */
export async function authRoutes(app: FastifyInstance) {
  const service = authService(app);
  registerEndpoint(
    app,
    contract.login,
    async ({ request, body }) => issueSessionCookies(request, await service.login(request, body)),
    {
      message: (r) => authMessages.welcome(r.data.fullName),
    },
  );
  registerEndpoint(app, contract.register, ({ request, body, query }) => service.register(request, body, query.qr), {
    message: (r) => (r.points > 0 ? authMessages.registeredWithPoints(r.points) : authMessages.registered),
  });
  registerEndpoint(app, contract.qrOffer, ({ query }) => service.qrOffer(query.qr));
  registerEndpoint(app, contract.forgotPassword, ({ request, body }) => service.forgotPassword(request, body.email), {
    message: authMessages.forgotSent,
  });
  registerEndpoint(
    app,
    contract.resetPassword,
    ({ params, body }) => service.resetPassword(params.token, body.password),
    {
      message: authMessages.resetDone,
    },
  );
  registerEndpoint(app, contract.verifyEmail, ({ query }) => service.verifyEmail(query.uuid), {
    message: authMessages.emailVerified,
  });
  registerEndpoint(
    app,
    contract.resendEmailVerification,
    ({ request, auth }) => resendEmailVerification(app, request, memberId(auth)),
    { message: (r) => authMessages.verificationResent(r.email) },
  );
  registerEndpoint(app, contract.requestOtp, ({ request, body }) => service.requestOtp(request, body.phone), {
    message: authMessages.otpSent,
  });
  registerEndpoint(
    app,
    contract.verifyPhone,
    async ({ request, body }) => issueSessionCookies(request, await service.verifyPhone(request, body.phone, body.otp)),
    {
      message: authMessages.phoneVerified,
    },
  );
  registerEndpoint(
    app,
    contract.logout,
    async ({ auth, request }) => {
      const done = await service.logout(auth.member);
      clearSessionCookies(request);
      return done;
    },
    { message: authMessages.loggedOut },
  );
  if (app.config.outboxEndpoint) registerEndpoint(app, contract.devOutbox, ({ query }) => service.devOutbox(query));
}
