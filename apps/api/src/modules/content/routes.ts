import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { registerEndpoint } from '../../http/register-endpoint';
import { contentMessages } from './messages';
import { contentService } from './service';

export async function contentRoutes(app: FastifyInstance) {
  const service = contentService(app.db, () => app.clock.now());
  registerEndpoint(app, contract.articleList, ({ query }) => service.articleList(query), { cachePublic: true });
  registerEndpoint(app, contract.articleDetail, ({ params }) => service.articleDetail(params.title), {
    cachePublic: true,
  });
  registerEndpoint(app, contract.promoList, ({ query }) => service.promoList(query), { cachePublic: true });
  registerEndpoint(app, contract.promoDetail, ({ params }) => service.promoDetail(params.slug), { cachePublic: true });
  registerEndpoint(app, contract.certificates, () => service.certificates(), { cachePublic: true });
  registerEndpoint(app, contract.subscribe, ({ body }) => service.subscribe(body.email), {
    message: contentMessages.subscribed,
  });
}
