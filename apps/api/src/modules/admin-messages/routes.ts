import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { staffOf } from '../../http/auth';
import { registerEndpoint } from '../../http/register-endpoint';
import { adminMessageMessages as m } from './messages';
import { adminMessageService } from './service';

/** Messages that failed to send (`/admin/v1/messages…`): the list `orders:read`, sending again `messages:resend`. */
export async function adminMessageRoutes(app: FastifyInstance) {
  const service = adminMessageService(app);
  registerEndpoint(app, contract.adminFailedMessages, ({ auth, query }) => service.failed(staffOf(auth), query));
  registerEndpoint(app, contract.adminMessageRetry, ({ auth, params }) => service.retry(staffOf(auth), params.id), {
    message: m.queued,
  });
}
