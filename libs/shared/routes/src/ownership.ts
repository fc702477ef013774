/** The four front-end apps; the API is mounted at API_PREFIX on the same origin. */
export type AppName = 'storefront' | 'account-checkout' | 'linkpage' | 'backoffice';

export const API_PREFIX = '/api';

/**
 * Files crawlers read at the origin's root, answered by the API at the same path (not under
 * API_PREFIX): the gateway and the nginx config send them there, no app owns them.
 */
export const API_ROOT_PATHS: readonly string[] = ['/robots.txt', '/sitemap.xml'];

/**
 * Which app owns which path prefix. The first matching entry wins; anything
 * unmatched belongs to the storefront (which shows 'Halaman tidak ada').
 * The gateway, the nginx config and in-app links all read this one table.
 */
export const ROUTE_OWNERSHIP: ReadonlyArray<{ prefix: string; app: AppName }> = [
  { prefix: '/login', app: 'account-checkout' },
  { prefix: '/register', app: 'account-checkout' },
  { prefix: '/forgot-password', app: 'account-checkout' },
  { prefix: '/reset-password', app: 'account-checkout' },
  { prefix: '/verification-email', app: 'account-checkout' },
  { prefix: '/verification-otp', app: 'account-checkout' },
  { prefix: '/user', app: 'account-checkout' },
  { prefix: '/checkout', app: 'account-checkout' },
  { prefix: '/payment-guest', app: 'account-checkout' },
  { prefix: '/payment', app: 'account-checkout' },
  { prefix: '/tracking-order', app: 'account-checkout' },
  { prefix: '/invoice', app: 'account-checkout' },
  { prefix: '/subscribe', app: 'account-checkout' },
  { prefix: '/link-login', app: 'linkpage' },
  { prefix: '/link-page', app: 'linkpage' },
  { prefix: '/short-link', app: 'linkpage' },
  { prefix: '/everywhere', app: 'linkpage' },
  // The staff's back office (decision 023).
  { prefix: '/admin', app: 'backoffice' },
];

export const DEFAULT_APP: AppName = 'storefront';

/** The base path each app's static assets are served from (distinct so apps deploy separately). */
export const APP_ASSET_BASE: Record<AppName, string> = {
  storefront: '/_sf/',
  'account-checkout': '/_ac/',
  linkpage: '/_lp/',
  backoffice: '/_bo/',
};

function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix + '/');
}

/** The app that owns a pathname (query and hash ignored). */
export function appForPath(path: string): AppName {
  const pathname = path.split(/[?#]/)[0] || '/';
  for (const [app, base] of Object.entries(APP_ASSET_BASE) as [AppName, string][]) {
    if (pathname.startsWith(base)) return app;
  }
  return ROUTE_OWNERSHIP.find((r) => matchesPrefix(pathname, r.prefix))?.app ?? DEFAULT_APP;
}

/** True when a link from `currentApp` to `path` can navigate client-side. */
export function isInternalTo(currentApp: AppName, path: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return false;
  return appForPath(path) === currentApp;
}
