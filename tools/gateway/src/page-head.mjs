import http from 'node:http';
import { endpoints } from '../../../libs/shared/domain/src/endpoints.generated.ts';

/**
 * apps/linkpage's index.html wraps its default <title> and description in these markers. For a
 * public page (`/short-link/{id}`) the region is replaced by the page's own head tags from the API,
 * so link previews of crawlers that run no JavaScript (WhatsApp, Facebook) show the page.
 * deploy/nginx does the same with SSI.
 */
export const PAGE_HEAD_START = '<!--rona-page-head-->';
export const PAGE_HEAD_END = '<!--/rona-page-head-->';
const REGION = /<!--rona-page-head-->[\s\S]*?<!--\/rona-page-head-->/;

/** The page id of a public page path, or null (other paths keep the defaults). */
export function shortLinkId(pathname) {
  const match = /^\/short-link\/([A-Za-z0-9_-]{1,64})\/?$/.exec(pathname);
  return match ? match[1] : null;
}

export function injectPageHead(html, tags) {
  return html.replace(REGION, () => tags);
}

/** The API's head tags of page `id`; null when the API does not answer in time (the defaults stay). */
export function fetchPageHead(api, id, timeoutMs = 2000) {
  const path = endpoints.linkPageHead.path.replace(':id', encodeURIComponent(id));
  return new Promise((resolve) => {
    const req = http.get({ host: api.host, port: api.port, path, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve(res.statusCode === 200 ? Buffer.concat(chunks).toString('utf8') : null));
      res.on('error', () => resolve(null));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
  });
}
