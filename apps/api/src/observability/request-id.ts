import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER, requestIdOr } from '@rona/domain';

/**
 * Fastify's `genReqId`: the X-Request-Id the gateway (or nginx, or a page server) sent when it is
 * well formed, else a new UUID. Fastify puts it on every log line of the request (`reqId`).
 */
export const requestIdOf = (req: IncomingMessage) => requestIdOr(req.headers[REQUEST_ID_HEADER], randomUUID);

/** The id goes back in the X-Request-Id header of every answer and in every error envelope (`requestId`). */
export function installRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (payload && typeof payload === 'object' && (payload as { status?: unknown }).status === false)
      return { ...(payload as object), requestId: request.id };
    return payload;
  });
}
