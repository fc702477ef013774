import { viewerRouteOf } from '../viewer/paths';
import {
  renderLinkPage,
  renderLoadFailed,
  renderMissingLinkPage,
  renderRedirectMissing,
  renderRedirectPage,
  renderSocialPage,
  type RenderContext,
  type Rendered,
} from './render';
import type { ViewerApi } from './viewer-api';

/** The ids pages get (short ids, the sample's 'contohRona01'); anything else is not asked for. */
const PAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;
// eslint-disable-next-line no-control-regex
const isRedirectKey = (key: string) => key.length > 0 && key.length <= 128 && !/[\u0000-\u001f]/.test(key);

/**
 * The viewer page of `pathname` (/short-link, /short-link/{id}, /everywhere/{params}), or null when
 * the path is the studio's. `pathAndQuery` is what 'Coba lagi' reloads after an API failure.
 * The page server sets the cache policy by status (anonymous HTML: 200 and 404 shared for a minute,
 * 5xx never stored).
 */
export async function viewerPage(
  pathname: string,
  pathAndQuery: string,
  api: ViewerApi,
  ctx: RenderContext,
): Promise<Rendered | null> {
  let route;
  try {
    route = viewerRouteOf(pathname);
  } catch {
    // An undecodable id ('%ff') names no page.
    return /^\/short-link\//.test(pathname)
      ? renderMissingLinkPage('', ctx)
      : /^\/everywhere\//.test(pathname)
        ? renderRedirectMissing(ctx)
        : null;
  }
  if (!route) return null;
  switch (route.kind) {
    case 'social':
      return renderSocialPage(ctx);
    case 'page': {
      if (!PAGE_ID.test(route.id)) return renderMissingLinkPage(route.id, ctx);
      const page = await api.publicPage(route.id);
      if (page.kind === 'ok') return renderLinkPage(route.id, page.value, ctx);
      if (page.kind === 'missing') return renderMissingLinkPage(route.id, ctx);
      return renderLoadFailed(pathAndQuery, ctx);
    }
    case 'redirect': {
      if (!isRedirectKey(route.params)) return renderRedirectMissing(ctx);
      const target = await api.redirectTarget(route.params);
      if (target.kind === 'ok') return renderRedirectPage(target.value, ctx);
      if (target.kind === 'missing') return renderRedirectMissing(ctx);
      return renderLoadFailed(pathAndQuery, ctx);
    }
  }
}
