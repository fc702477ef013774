import type { IncomingHttpHeaders } from 'node:http';
import { runtimeConfigFromEnv } from '@rona/page-server';
import { siteUrlOf } from './linkpage-render';
import { createViewerApi } from './viewer-api';
import { VIEWER_CSS } from './viewer-css';
import { viewerPage } from './viewer-pages';

/** The viewer pages in `vite dev` (apps/linkpage/vite.config.ts), against the dev API. */
export async function renderDev(url: string, headers: IncomingHttpHeaders) {
  const api = createViewerApi({
    apiUrl: process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3333}`,
    publicApiKey: runtimeConfigFromEnv().publicApiKey,
  });
  const page = await viewerPage(url.split('?')[0] ?? '/', url, api, {
    css: VIEWER_CSS,
    siteUrl: siteUrlOf(headers, process.env.SITE_URL),
  });
  return page ?? { status: 404, html: '' };
}
