import { accountContract } from './account';
import { adminContract } from './admin';
import { adminStockContract } from './admin-stock';
import { adminDashboardContract } from './admin-dashboard';
import { adminCustomersContract } from './admin-customers';
import { adminPricesContract } from './admin-prices';
import { adminCatalogueContract } from './admin-catalogue';
import { adminVouchersContract } from './admin-vouchers';
import { adminContentContract } from './admin-content';
import { adminBannersContract, homeBannersContract } from './banners';
import { adminPromosContract } from './admin-promos';
import { adminProductImportContract } from './admin-product-import';
import { adminMessagesContract } from './admin-messages';
import { activityContract } from './activity';
import { authContract } from './auth';
import { cartContract } from './cart';
import { catalogueContract } from './catalogue';
import { checkoutContract } from './checkout';
import { contentContract } from './content';
import { linkPageContract } from './linkpage';
import { orderContract } from './order';
import { reviewsContract } from './reviews';
import { wishlistContract } from './wishlist';

export * from './define';
export * from './catalogue';
export * from './cart';
export * from './wishlist';
export * from './checkout';
export * from './order';
export * from './reviews';
export * from './auth';
export * from './account';
export * from './activity';
export * from './linkpage';
export * from './content';
export * from './admin';
export * from './admin-stock';
export * from './admin-dashboard';
export * from './admin-customers';
export * from './admin-prices';
export * from './admin-catalogue';
export * from './admin-vouchers';
export * from './admin-content';
export * from './banners';
export * from './admin-promos';
export * from './admin-product-import';
export * from './admin-messages';

/** Every area's endpoints, by area; the contract test checks that no name is used twice. */
export const contractAreas = {
  catalogue: catalogueContract,
  cart: cartContract,
  wishlist: wishlistContract,
  checkout: checkoutContract,
  order: orderContract,
  reviews: reviewsContract,
  auth: authContract,
  account: accountContract,
  activity: activityContract,
  linkPage: linkPageContract,
  content: contentContract,
  admin: adminContract,
  adminStock: adminStockContract,
  adminDashboard: adminDashboardContract,
  adminCustomers: adminCustomersContract,
  adminPrices: adminPricesContract,
  adminCatalogue: adminCatalogueContract,
  adminVouchers: adminVouchersContract,
  adminContent: adminContentContract,
  homeBanners: homeBannersContract,
  adminBanners: adminBannersContract,
  adminPromos: adminPromosContract,
  adminProductImport: adminProductImportContract,
  adminMessages: adminMessagesContract,
} as const;

/**
 * The whole API: every endpoint the three front ends call. The server registers a route per entry
 * and the client builds one query/mutation helper per entry.
 */
export const contract = {
  ...catalogueContract,
  ...cartContract,
  ...wishlistContract,
  ...checkoutContract,
  ...orderContract,
  ...reviewsContract,
  ...authContract,
  ...accountContract,
  ...activityContract,
  ...linkPageContract,
  ...contentContract,
  ...adminContract,
  ...adminStockContract,
  ...adminDashboardContract,
  ...adminCustomersContract,
  ...adminPricesContract,
  ...adminCatalogueContract,
  ...adminVouchersContract,
  ...adminContentContract,
  ...homeBannersContract,
  ...adminBannersContract,
  ...adminPromosContract,
  ...adminProductImportContract,
  ...adminMessagesContract,
} as const;
export type Contract = typeof contract;
export type EndpointName = keyof Contract;
