import { API_PREFIX, API_ROOT_PATHS, APP_ASSET_BASE } from './ownership';

/**
 * A redirect target taken from a URL (`?redirect=`), as a path on this shop, or null.
 * The target is resolved the way the browser will resolve it (tabs and newlines stripped,
 * backslashes as slashes, protocol-relative forms), then it must stay on `origin` and be an app's
 * page: not the API, its root files or an app's assets.
 */
export function shopPathOf(target: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.username || url.password) return null;
  const { pathname } = url;
  if (pathname === API_PREFIX || pathname.startsWith(API_PREFIX + '/') || API_ROOT_PATHS.includes(pathname))
    return null;
  if (Object.values(APP_ASSET_BASE).some((base) => pathname.startsWith(base))) return null;
  return pathname + url.search + url.hash;
}
