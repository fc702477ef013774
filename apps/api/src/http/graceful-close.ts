import type { FastifyInstance } from 'fastify';

/**
 * Closing answers the requests in flight, then lets their keep-alive connections go: Node's
 * `server.close()` ends the connections idle at that moment but waits for the busy ones until
 * their keep-alive timeout (72 s here). So once closing begins, every answer says
 * `Connection: close` and its socket ends with it (decision 021).
 */
export function installGracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
