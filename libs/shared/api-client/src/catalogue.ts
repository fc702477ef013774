import type { ProductListQuery } from '@rona/domain';
import { apiQuery } from './queries';

/** Named query options for the storefront's reads (thin, typed wrappers over `apiQuery`). */
export const productListQuery = (query: ProductListQuery) => apiQuery('productList', { query });
export const productDetailQuery = (merchant: string, item: string, reviewPage = 1) =>
  apiQuery('productDetail', { params: { merchant, item }, query: { reviewPage } });
export const productRecommendationsQuery = (productId: string, limit = 10) =>
  apiQuery('productRecommendations', { query: { productId, limit } });
export const categoriesQuery = () => ({ ...apiQuery('categories'), staleTime: 10 * 60_000 });
export const paymentMethodsQuery = () => ({ ...apiQuery('paymentMethods'), staleTime: 60 * 60_000 });
export const shippingMethodsQuery = () => ({ ...apiQuery('shippingMethods'), staleTime: 60 * 60_000 });
export const promoListQuery = (page = 1, limit = 6) => apiQuery('promoList', { query: { page, limit } });
export const articleListQuery = (page = 1, limit = 5) => apiQuery('articleList', { query: { page, limit } });
