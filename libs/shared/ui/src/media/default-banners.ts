/**
 * The shop's default banners, used wherever a promo has no banner of its own (spec 1 §9). The API
 * serves them from its media folder; the base follows the runtime configuration (the API host).
 */
export const DEFAULT_BANNER_COUNT = 3;
export const BANNER_SIZE = { width: 1440, height: 480 } as const;

/**
 * `<apiBaseUrl>/media/<path>`. Reads `globalThis.__RONA_CONFIG__` (the page's runtime config in the
 * browser; a server renderer sets the same object on its global), so both render the same URL.
 */
export function mediaUrl(path: string): string {
  const config = (globalThis as { __RONA_CONFIG__?: unknown }).__RONA_CONFIG__ as { apiBaseUrl?: unknown } | undefined;
  const base = typeof config?.apiBaseUrl === 'string' && config.apiBaseUrl ? config.apiBaseUrl : '/api';
  return `${base.replace(/\/$/, '')}/media/${path.replace(/^\//, '')}`;
}

export function defaultBannerUrls(): string[] {
  return Array.from({ length: DEFAULT_BANNER_COUNT }, (_, i) => mediaUrl(`banners/default-${i + 1}.webp`));
}
