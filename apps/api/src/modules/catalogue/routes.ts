import type { FastifyInstance } from 'fastify';
import { contract } from '@rona/domain';
import { registerEndpoint } from '../../http/register-endpoint';
import { optionalMemberId, type AuthContext } from '../../http/auth';
import { catalogueService } from './service';

export async function catalogueRoutes(app: FastifyInstance) {
  const service = catalogueService(app.db, app.listOrderCache);
  /** A member sees their own koleksi on every card (their answers bypass the public cache). */
  async function flagged<T extends { productId: string; wishlist: boolean }>(
    auth: AuthContext,
    items: T[],
  ): Promise<T[]> {
    return service.withWishlistFlags(optionalMemberId(auth), items);
  }

  registerEndpoint(
    app,
    contract.productList,
    async ({ query, auth }) => {
      const list = await service.listProducts(query);
      return { ...list, datas: await flagged(auth, list.datas) };
    },
    { cachePublic: true },
  );
  registerEndpoint(
    app,
    contract.productDetail,
    async ({ params, query, auth }) => {
      const detail = await service.productDetail(params.merchant, params.item, query.reviewPage);
      const [flag] = await flagged(auth, [{ productId: detail.productId, wishlist: detail.wishlist }]);
      return { ...detail, wishlist: flag!.wishlist };
    },
    { cachePublic: true },
  );
  registerEndpoint(
    app,
    contract.productRecommendations,
    async ({ query, auth }) => flagged(auth, await service.recommendations(query.productId, query.limit)),
    { cachePublic: true },
  );
  registerEndpoint(app, contract.searchSuggestions, ({ query }) => service.suggestions(query.search), {
    cachePublic: true,
  });
  registerEndpoint(app, contract.categories, () => service.categories(), { cachePublic: true });
  registerEndpoint(app, contract.paymentMethods, () => service.paymentMethods(), { cachePublic: true });
  registerEndpoint(app, contract.shippingMethods, () => service.shippingMethods(), { cachePublic: true });
}
