import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router-dom';
import type { RenderResult } from '@rona/page-server';
import { APP_ASSET_BASE } from '@rona/routes';
import { renderHead, type SeoSite } from '@rona/seo';
import { AppProviders, createQueryClient, serializeLoaderData, serializeRouteErrors, ssrPayloadScript } from '@rona/ui';
import { renderHtml } from '@rona/ui/server';
import { storefrontRoutes } from '../routes';
import { loadRouteHeads, pageHeadFor } from '../shared/page-head';
import { bootFailureNotice } from './boot-failure-notice';
import { fillTemplate, pageUrlOf } from './page-template';
import { routeAssetTags, type ClientManifest } from './route-assets';

/**
 * One storefront page on the server (decision 016): the route tree of the browser, run by React
 * Router's static handler — its loaders wait for their queries here (pageData) — then rendered with
 * the browser's providers into the template, with the page's head and the query cache and router
 * state the browser hydrates from. Anonymous: no cookie reaches the API, so the HTML suits everyone.
 */
export async function renderPage({
  url,
  template,
  manifest,
  site,
}: {
  url: string;
  template: string;
  manifest: ClientManifest | null;
  site: SeoSite;
}): Promise<RenderResult> {
  const queryClient = createQueryClient();
  try {
    const handler = createStaticHandler(storefrontRoutes(queryClient));
    const pageUrl = pageUrlOf(url, site.origin);
    const context = await handler.query(new Request(pageUrl));
    if (context instanceof Response) {
      // A loader's redirect.
      return { status: context.status, html: '', headers: { location: context.headers.get('location') ?? '/' } };
    }
    for (const error of Object.values(context.errors ?? {})) {
      if (!isRouteErrorResponse(error)) console.error(`[storefront] loader error on ${url}`, error);
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const rendered = await renderHtml(
      <AppProviders app="storefront" queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    const status = context.statusCode;
    await loadRouteHeads(context.matches);
    const head = pageHeadFor({ matches: context.matches, queryClient, url: pageUrl, site, status });
    // After #root: the hidden notice for an app that cannot start (boot-failure.ts), then the data.
    const payload =
      bootFailureNotice() +
      ssrPayloadScript({
        queries: dehydrate(queryClient),
        router: {
          loaderData: serializeLoaderData(context.loaderData),
          actionData: context.actionData,
          errors: serializeRouteErrors(context.errors),
        },
      });
    const assets = routeAssetTags({
      matches: context.matches,
      manifest,
      base: APP_ASSET_BASE.storefront,
      template,
      shell: 'src/app.tsx',
    });
    // React's preload of the page's hero picture goes to <head>, where the browser looks for it first.
    const html = fillTemplate(template, {
      head: renderHead(head) + rendered.head,
      body: rendered.body,
      payload,
      assets,
    });
    return { status, html };
  } finally {
    // Drops the queries and their timers: nothing of a render outlives it.
    queryClient.clear();
  }
}
