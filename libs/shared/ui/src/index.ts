/**
 * `@rona/ui`: what every first load needs (app start, shell, links, toasts, simple pages).
 * Heavier shared pieces have their own entry points so they land in the chunks that use them:
 * `@rona/ui/product`, `@rona/ui/carousel`, `@rona/ui/pagination`, `@rona/ui/sections`, `@rona/ui/testing`.
 */
export { theme } from './theme';
export { startApp, type StartAppOptions } from './app/start-app';
export { createQueryClient } from './app/query-client';
export { AppProviders } from './app/app-providers';
export {
  SSR_PAYLOAD_ID,
  readSsrPayload,
  serializeLoaderData,
  serializeRouteErrors,
  ssrPayloadScript,
  type RouterHydrationData,
  type SsrPayload,
} from './app/ssr-payload';
export { useBrowserValue, useHydrated, useSignedIn } from './app/use-hydrated';
export { HydrationBoundary, hydratesApart } from './app/hydration-boundary';
export { pageData, isServerRender } from './app/page-data';
export { NavigationProgress } from './app/navigation-progress';
export { CurrentAppContext, useCurrentApp } from './navigation/app-context';
export { AppLink, type AppLinkProps } from './navigation/app-link';
export { useAppNavigate } from './navigation/use-app-navigate';
export { useDocumentTitle } from './navigation/use-document-title';
export { notifyError, notifyErrorAfterNavigation, notifySuccess, notifyInfo, TOAST_MS } from './feedback/notify';
export { NotFoundPage } from './feedback/not-found-page';
export { EmptyState, actionButtonClass } from './feedback/empty-state';
export { ErrorState } from './feedback/error-state';
export { LazyBoundary } from './feedback/lazy-boundary';
export { RouteErrorPage } from './feedback/route-error-page';
export { ShopLayout } from './layout/shop-layout';
export { LazyWhenVisible } from './layout/lazy-when-visible';
export { SHOP_CONTACT, SOCIAL_LINKS, whatsappUrl } from './layout/shop-contact';
export { useCartSummary, useGuestCartSummary, type CartSummaryView } from './cart/use-cart-summary';
export { readGuestCart, subscribeGuestCart, emptyCart } from './cart/guest-cart';
export * from './icons/icons';
export { defaultBannerUrls, mediaUrl, BANNER_SIZE } from './media/default-banners';
export { useCountdown } from './time/use-countdown';
