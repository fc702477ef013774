/**
 * The shop's public origin (SITE_URL), for canonical URLs, link previews and the sitemap. Required
 * when NODE_ENV is production: without it a page would name a made-up origin (the storefront's
 * localhost, the link pages' request Host), and a cache would keep that page for every visitor.
 * Elsewhere `devFallback` (or nothing) stands in.
 */
export function siteUrlFromEnv(env: Record<string, string | undefined>, devFallback: string): string;
export function siteUrlFromEnv(env: Record<string, string | undefined>): string | undefined;
export function siteUrlFromEnv(env: Record<string, string | undefined>, devFallback?: string): string | undefined {
  const configured = env.SITE_URL?.trim();
  if (configured) {
    if (!URL.canParse(configured)) throw new Error(`SITE_URL is not a URL: ${configured}`);
    return configured;
  }
  if (env.NODE_ENV === 'production') {
    throw new Error('SITE_URL is required in production: the public origin, e.g. https://rona.id');
  }
  return devFallback;
}

/** HSTS only where the public origin is HTTPS: on a plain-http origin it would only mislead (issue 25). */
export function sendsHsts(siteUrl: string | undefined): boolean {
  return !!siteUrl && URL.canParse(siteUrl) && new URL(siteUrl).protocol === 'https:';
}
