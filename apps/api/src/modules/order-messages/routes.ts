import type { FastifyInstance } from 'fastify';
import { activityMessages } from '../activity/messages';
import { unsubscribeEverything } from '../activity/subscription';

/**
 * POST /subscribe/v1/one-click/{params}/{params2}: the RFC 8058 one-click unsubscribe that mail
 * clients call from the List-Unsubscribe header (no API key: the signed link is the credential;
 * the body is 'List-Unsubscribe=One-Click', form-encoded). A forged link answers 404.
 */
export async function orderMessageRoutes(app: FastifyInstance) {
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, body),
  );
  app.post<{ Params: { params: string; params2: string } }>(
    '/subscribe/v1/one-click/:params/:params2',
    async (request, reply) => {
      const done = await unsubscribeEverything(
        app.db,
        app.config.mailLinkSecret,
        request.params.params,
        request.params.params2,
      );
      if (!done)
        return reply.code(404).send({
          status: false,
          message: activityMessages.subscriptionNotFound,
          errors: [{ message: activityMessages.subscriptionNotFound }],
        });
      return { status: true, message: activityMessages.subscriptionUpdated, result: null };
    },
  );
}
