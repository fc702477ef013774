import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { registerEndpoint } from '../../http/register-endpoint';
import { catalogueService } from './service';

export async function catalogueRoutes(app: FastifyInstance) {
  const service = catalogueService(app.db, app.listOrderCache);
  registerEndpoint(app, contract.productList, ({ query }) => service.listProducts(query), { cachePublic: true });
  registerEndpoint(
    app,
    contract.productDetail,
    ({ params, query }) => service.productDetail(params.merchant, params.item, query.reviewPage),
    { cachePublic: true },
  );
  registerEndpoint(app, contract.productRecommendations, ({ query }) => service.recommendations(query.productId, query.limit), {
    cachePublic: true,
  });
  registerEndpoint(app, contract.searchSuggestions, ({ query }) => service.suggestions(query.search), { cachePublic: true });
  registerEndpoint(app, contract.categories, () => service.categories(), { cachePublic: true });
  registerEndpoint(app, contract.paymentMethods, () => service.paymentMethods(), { cachePublic: true });
  registerEndpoint(app, contract.shippingMethods, () => service.shippingMethods(), { cachePublic: true });
}
