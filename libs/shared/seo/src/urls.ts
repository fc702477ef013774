/**
 * Absolute URLs for canonical links, Open Graph and JSON-LD. `origin` is the shop's public origin
 * (SITE_URL), e.g. 'https://rona.id', without a trailing slash.
 */

/** Query parameters that never change what a page shows (campaign tags, click ids). */
const TRACKING = /^(utm_.*|fbclid|gclid|msclkid|igshid|ref)$/i;

/**
 * The canonical URL of a page: origin + path without a trailing slash (except the root) and without
 * the hash; of the query only the parameters in `keep` (in that order), empty ones and `page=1` left out.
 * Everything else (tracking tags, sort orders, unknown parameters) is dropped, so one page has one URL.
 */
export function canonicalUrl(origin: string, pathAndQuery: string, keep: readonly string[] = []): string {
  const url = new URL(pathAndQuery, `${trimOrigin(origin)}/`);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '/';
  const query = new URLSearchParams();
  for (const name of keep) {
    if (TRACKING.test(name)) continue;
    const value = url.searchParams.get(name);
    if (value === null || value === '' || (name === 'page' && value === '1')) continue;
    query.set(name, value);
  }
  const q = query.toString();
  return `${trimOrigin(origin)}${path}${q ? `?${q}` : ''}`;
}

/**
 * An image or link as an absolute http(s) URL: relative sources ('/api/media/…') are resolved against
 * the origin; anything else (javascript:, data:, garbage) gives null.
 */
export function absoluteUrl(origin: string, source: string | null | undefined): string | null {
  if (!source) return null;
  try {
    const url = new URL(source, `${trimOrigin(origin)}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const trimOrigin = (origin: string) => origin.replace(/\/+$/, '');
