import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import { answerClientError } from './http/client-error';
import { frameworkErrors, installErrorHandling } from './http/envelope';
import { installGracefulClose } from './http/graceful-close';
import { loggerOptions } from './http/logger';
import { docsRoutes } from './http/openapi/docs-routes';
import { installSessionCookies } from './http/session-cookies';
import { shopJobs } from './jobs/shop-jobs';
import { accountRoutes } from './modules/account/routes';
import { activityRoutes } from './modules/activity/routes';
import { authRoutes } from './modules/auth/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { contentRoutes } from './modules/content/routes';
import { linkPageRoutes } from './modules/linkpage/routes';
import { orderMessageRoutes } from './modules/order-messages/routes';
import { orderRoutes } from './modules/orders';
import { paymentRoutes } from './modules/payments';
import { reviewRoutes } from './modules/reviews/routes';
import { seoRoutes } from './modules/seo/routes';
import { staffRoutes } from './modules/staff/routes';
import { auditRoutes } from './modules/audit/routes';
import { adminOrderRoutes } from './modules/admin-orders/routes';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes';
import { adminCustomerRoutes } from './modules/admin-customers/routes';
import { productImportRoutes } from './modules/admin-product-import/routes';
import { adminVoucherRoutes } from './modules/admin-vouchers/routes';
import { adminContentRoutes } from './modules/admin-content/routes';
import { bannerRoutes } from './modules/banners/routes';
import { adminPromoRoutes } from './modules/admin-promos/routes';
import { stockRoutes } from './modules/stock/routes';
import { adminCatalogueRoutes } from './modules/admin-catalogue/routes';
import { adminPricesRoutes } from './modules/admin-prices/routes';
import { adminMessageRoutes } from './modules/admin-messages/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { healthRoutes } from './observability/health-routes';
import { installRequestIds, requestIdOf } from './observability/request-id';
import { opsRoutes } from './ops/ops-route';
import { registerMedia } from './plugins/media';
import { installSecurityHeaders } from './plugins/security-headers';
import { registerServices, type ServiceOptions } from './services';

export interface BuildOptions extends ServiceOptions {
  /** Where the log goes instead of stdout (tests that read the log). */
  logStream?: Writable;
}

/**
 * Every module's routes, in registration order. One signature for all: a plain `FastifyPluginAsync`
 * named `<area>Routes`, registered encapsulated; it reads the shared services from `app` and
 * decorates nothing (docs/ARCHITECTURE.md, "Composition root").
 */
const moduleRoutes: readonly FastifyPluginAsync[] = [
  authRoutes,
  catalogueRoutes,
  contentRoutes,
  accountRoutes,
  activityRoutes,
  linkPageRoutes,
  cartRoutes,
  checkoutRoutes,
  wishlistRoutes,
  paymentRoutes,
  orderRoutes,
  reviewRoutes,
  orderMessageRoutes,
  seoRoutes,
  // The back office (/admin/v1): staff and their permissions, the audit trail (decision 022).
  staffRoutes,
  auditRoutes,
  adminOrderRoutes,
  adminDashboardRoutes,
  adminVoucherRoutes,
  adminContentRoutes,
  bannerRoutes,
  adminPromoRoutes,
  stockRoutes,
  adminCatalogueRoutes,
  adminPricesRoutes,
  adminCustomerRoutes,
  productImportRoutes,
  adminMessageRoutes,
];

/**
 * The composition root: the shared services (built once from the validated config) and the
 * background jobs (started by main.ts), then the app-wide HTTP behaviour, then the routes. Without
 * listening (use `app.inject` in tests).
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // Many shop calls are short GETs; keep-alive sockets are reused by the gateway.
    keepAliveTimeout: 72_000,
    routerOptions: { ignoreTrailingSlash: true },
    // The client address (rate limits) comes from X-Forwarded-For only behind a trusted proxy.
    trustProxy: config.trustProxy,
    // The edge's X-Request-Id (validated) or a new one: on every log line of the request (decision 021).
    genReqId: requestIdOf,
    frameworkErrors,
    clientErrorHandler: answerClientError,
  });
  await registerServices(app, config, options);
  for (const job of shopJobs(app)) app.jobs.add(job);
  installRequestIds(app);
  installGracefulClose(app);
  installErrorHandling(app);
  installSecurityHeaders(app, config.env === 'production');
  installSessionCookies(app);

  await registerMedia(app, config.mediaDir);
  await app.register(healthRoutes);

  for (const routes of moduleRoutes) await app.register(routes);
  // The operator tool's HTTP door, only when a token is configured (see apps/api/src/ops).
  if (config.opsToken) await app.register(opsRoutes);
  await app.register(docsRoutes);
  return app;
}
