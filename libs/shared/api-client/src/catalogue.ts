import type { ProductListQuery } from '@rona/domain';
import { PAGE_SIZES } from '@rona/domain/browser';
import { apiQuery } from './queries';

/** Named query options for the storefront's reads (thin, typed wrappers over `apiQuery`). */
export const productListQuery = (query: ProductListQuery) => apiQuery('productList', { query });
export const productDetailQuery = (merchant: string, item: string, reviewPage = 1) =>
  apiQuery('productDetail', { params: { merchant, item }, query: { reviewPage } });
export const productRecommendationsQuery = (productId: string, limit = 10) =>
  apiQuery('productRecommendations', { query: { productId, limit } });
/** The product page's delivery hint: to `district`, else (a member) to the primary address. */
export const deliveryEstimateQuery = (variant: string, district?: string) =>
  apiQuery('deliveryEstimate', { query: district ? { variant, district } : { variant } });
export const categoriesQuery = () => ({ ...apiQuery('categories'), staleTime: 10 * 60_000 });
export const paymentMethodsQuery = () => ({ ...apiQuery('paymentMethods'), staleTime: 60 * 60_000 });
export const shippingMethodsQuery = () => ({ ...apiQuery('shippingMethods'), staleTime: 60 * 60_000 });
export const promoListQuery = (page = 1, limit = 6) => apiQuery('promoList', { query: { page, limit } });
export const articleListQuery = (page = 1, limit = 5) => apiQuery('articleList', { query: { page, limit } });
/** One page of the blog grid: 5 articles (spec 1 §9), optionally only those with a hashtag. */
export const blogPageQuery = ({ page, tag }: { page: number; tag?: string }) =>
  apiQuery('articleList', { query: { page, limit: PAGE_SIZES.blog, ...(tag ? { tag } : {}) } });
export const articleQuery = (slug: string) => apiQuery('articleDetail', { params: { title: slug } });
/** The best-rated products, with no product to start from (under an article, below the cart). */
export const bestRatedProductsQuery = (limit: number) => apiQuery('productRecommendations', { query: { limit } });
