import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { registerEndpoint } from '../../http/register-endpoint';
import { optionalMemberId, type AuthContext } from '../../http/auth';
import { catalogueService } from './service';
import { deliveryEstimate } from './delivery-estimate';

export async function catalogueRoutes(app: FastifyInstance) {
  const service = catalogueService(app.db, app.listOrderCache, app.config.orderCaps, () => app.clock.now());
  /**
   * A member sees their own koleksi on every card: the shared cached answer (no hearts) with their
   * wishlist flags overlaid from one indexed query, so their reads are served from the cache too.
   */
  async function flagged<T extends { productId: string; wishlist: boolean }>(
    items: T[],
    auth: AuthContext,
  ): Promise<T[]> {
    return service.withWishlistFlags(optionalMemberId(auth), items);
  }

  registerEndpoint(app, contract.deliveryEstimate, ({ query, auth }) =>
    deliveryEstimate(app.db, app.shipping, query, optionalMemberId(auth)),
  );
  registerEndpoint(app, contract.productList, ({ query }) => service.listProducts(query), {
    cachePublic: true,
    personalise: async (list, auth) => ({ ...list, datas: await flagged(list.datas, auth) }),
  });
  registerEndpoint(
    app,
    contract.productDetail,
    ({ params, query }) => service.productDetail(params.merchant, params.item, query.reviewPage),
    {
      cachePublic: true,
      personalise: async (detail, auth) => {
        const [flag] = await flagged([{ productId: detail.productId, wishlist: detail.wishlist }], auth);
        return { ...detail, wishlist: flag!.wishlist };
      },
    },
  );
  registerEndpoint(
    app,
    contract.productRecommendations,
    ({ query }) => service.recommendations(query.productId, query.limit),
    { cachePublic: true, personalise: flagged },
  );
  registerEndpoint(app, contract.searchSuggestions, ({ query }) => service.suggestions(query.search), {
    cachePublic: true,
  });
  registerEndpoint(app, contract.categories, () => service.categories(), { cachePublic: true });
  registerEndpoint(app, contract.paymentMethods, () => service.paymentMethods(), { cachePublic: true });
  registerEndpoint(app, contract.shippingMethods, () => service.shippingMethods(), { cachePublic: true });
}
