import type { FastifyInstance } from 'fastify';
import { seoService } from './service';

/**
 * /robots.txt and /sitemap.xml at the API's root; the gateway and nginx route the shop's own
 * /robots.txt and /sitemap.xml here (libs/shared/routes, API_ROOT_PATHS). Plain text and XML, not
 * the envelope; no API key (crawlers send none).
 */
export async function seoRoutes(app: FastifyInstance) {
  const service = seoService(app.db, app.config.siteUrl, () => app.clock.now());
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(service.robots()),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(await service.sitemap()),
  );
}
