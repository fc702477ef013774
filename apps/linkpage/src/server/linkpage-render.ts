import type { IncomingHttpHeaders } from 'node:http';
import { matchPath } from 'react-router-dom';
import type { RenderRequest, RenderResult } from '@rona/page-server';
import { paths } from '@rona/routes';
import type { ViewerApi } from './viewer-api';
import { viewerPage } from './viewer-pages';

/** The studio's own pages (routes.tsx); any other path of the app is 'Halaman tidak ada'. */
const STUDIO_PAGES = [paths.linkLogin(), paths.linkPages(), paths.linkEditor(':linkId')];
const isStudioPage = (pathname: string) => STUDIO_PAGES.some((pattern) => matchPath(pattern, pathname));

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
    // The studio's shell: always revalidated, so a deploy's new asset names take effect at once. On a
    // path that is no page the studio shows 'Halaman tidak ada', and the status says so too.
    const status = isStudioPage(pathname) ? 200 : 404;
    return { status, html: template, headers: { 'cache-control': 'no-cache' } };
  };
}
