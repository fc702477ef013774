import type { IncomingHttpHeaders } from 'node:http';
import type { RenderRequest, RenderResult } from '@rona/page-server';
import type { ViewerApi } from './viewer-api';
import { viewerPage } from './viewer-pages';

/** The public origin: SITE_URL when set, else the address the visitor used (through the gateway). */
export function siteUrlOf(headers: IncomingHttpHeaders, configured: string | undefined): string {
  if (configured) return configured.replace(/\/+$/, '');
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();
  const host = first(headers['x-forwarded-host']) || first(headers.host) || 'localhost';
  const proto = first(headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
  return `${proto}://${host}`;
}

/**
 * What the link-page server answers for a page path: the public viewer paths as complete, script-free
 * HTML rendered here; every other path (the studio) gets the client build's index.html, where the
 * studio starts in the browser.
 */
export function createLinkpageRender({ api, css, siteUrl }: { api: ViewerApi; css: string; siteUrl?: string }) {
  return async ({ url, headers, template }: RenderRequest): Promise<RenderResult> => {
    const pathname = url.split('?')[0] ?? '/';
    const page = await viewerPage(pathname, url, api, { css, siteUrl: siteUrlOf(headers, siteUrl) });
    if (page) return page;
    // The studio's shell: always revalidated, so a deploy's new asset names take effect at once.
    return { status: 200, html: template, headers: { 'cache-control': 'no-cache' } };
  };
}
