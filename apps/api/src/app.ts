import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { frameworkErrors, installErrorHandling } from './http/envelope';
import { loggerOptions } from './http/logger';
import { cartRoutes } from './modules/cart/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { activityRoutes } from './modules/activity/routes';
import { authRoutes } from './modules/auth/routes';
import { contentRoutes } from './modules/content/routes';
import { linkPageRoutes } from './modules/linkpage/routes';
import { paymentRoutes } from './modules/payments';
import { orderRoutes } from './modules/orders';
import { messageRoutes } from './modules/order-messages/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { accountRoutes } from './modules/account/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { docsRoutes } from './http/openapi/docs-routes';
import { registerMedia } from './plugins/media';
import { installSecurityHeaders } from './plugins/security-headers';
import { installSessionCookies } from './http/session-cookies';
import { opsRoutes } from './ops/ops-route';
import { registerServices, type ServiceOptions } from './services';

export interface BuildOptions extends ServiceOptions {
  /** Where the log goes instead of stdout (tests that read the log). */
  logStream?: Writable;
}

/** The API without listening: external plugins, then app context, then routes (use `app.inject` in tests). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // Many shop calls are short GETs; keep-alive sockets are reused by the gateway.
    keepAliveTimeout: 72_000,
    routerOptions: { ignoreTrailingSlash: true },
    // The client address (rate limits) comes from X-Forwarded-For only behind a trusted proxy.
    trustProxy: config.trustProxy,
    frameworkErrors,
  });
  await registerServices(app, config, options);
  installErrorHandling(app);
  installSecurityHeaders(app, config.env === 'production');
  installSessionCookies(app);

  await registerMedia(app, config.mediaDir);
  app.get('/health', async () => ({ status: true, message: 'ok', result: { database: app.dbKind } }));

  await app.register(authRoutes);
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  await app.register(accountRoutes);
  await app.register(activityRoutes);
  await app.register(linkPageRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(wishlistRoutes);
  await app.register(paymentRoutes);
  await app.register(orderRoutes);
  await app.register(reviewRoutes);
  await app.register(messageRoutes);
  // The operator tool's HTTP door, only when a token is configured (see apps/api/src/ops).
  if (config.opsToken) await app.register(opsRoutes);
  await app.register(docsRoutes);
  return app;
}
