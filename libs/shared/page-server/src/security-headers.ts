import { createHash } from 'node:crypto';

/**
 * The security headers of every page (docs/decisions/006), one source for the apps' page servers,
 * the local gateway and deploy/nginx (tools/scripts/generate-nginx.ts):
 * - scripts only from the shop's origin, plus the one inline script — the runtime configuration
 *   `window.__RONA_CONFIG__` — by its SHA-256 (no 'unsafe-inline' for scripts);
 * - styles: the shop's stylesheets plus inline <style> elements, which Mantine writes at run time
 *   (its CSS variables and responsive props): 'unsafe-inline' for styles only;
 * - pictures from the shop and any HTTPS host (link pages show pictures partners link to), data:
 *   and blob: (the studio's crop preview); product videos embed from YouTube;
 * - no plugins, no <base> elsewhere, forms post to the shop only, framed by the shop only.
 */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** `scriptHashes`: CSP source expressions ('sha256-…') of the page's inline scripts. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com',
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers for a page (index.html of an app). HSTS only where the public origin is HTTPS. */
export function pageSecurityHeaders({
  scriptHashes = [],
  production = false,
}: { scriptHashes?: readonly string[]; production?: boolean } = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(scriptHashes),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    ...(production ? { 'strict-transport-security': HSTS } : {}),
  };
}

/** Headers for static assets (scripts, styles, pictures): never sniffed. */
export const ASSET_SECURITY_HEADERS = { 'x-content-type-options': 'nosniff' };
