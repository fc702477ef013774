import type { FastifyInstance } from 'fastify';

/**
 * Headers on every API and media answer (docs/decisions/006): no content sniffing (an uploaded
 * picture is never run as a script or page), no referrer to other sites, nothing of the API framed
 * by other sites, and no active content when an answer (an SVG, a JSON body) is opened on its own.
 * HSTS in production, where the public origin is HTTPS.
 */
export function securityHeaders(production: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    // The API's own pages (the payment sandbox) post their forms to themselves and carry a <style>.
    'content-security-policy':
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'",
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function installSecurityHeaders(app: FastifyInstance, production: boolean) {
  const headers = securityHeaders(production);
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}
