import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import type { AppName } from '@rona/routes';
import { renderHtml } from '../app/render-html';
import { CurrentAppContext } from '../navigation/app-context';
import { cssVariablesResolver, theme } from '../theme';

/**
 * Server rendering in component tests, the way the page server does it (decision 016): a static
 * handler runs the loaders, `StaticRouterProvider` renders, and the browser side hydrates the HTML.
 * Meant for `// @vitest-environment node` files too (nothing here needs a DOM until `hydrateOnClient`).
 */
function Providers({ app, queryClient, children }: { app: AppName; queryClient: QueryClient; children: ReactNode }) {
  return (
    <CurrentAppContext.Provider value={app}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </CurrentAppContext.Provider>
  );
}

export interface ServerRenderOptions {
  path?: string;
  app?: AppName;
  queryClient: QueryClient;
}

export interface ServerRenderResult {
  html: string;
  status: number;
}

/** Renders `routes` at `path` to an HTML string as the server does (loaders awaited, no hydration script). */
export async function renderOnServer(
  routes: RouteObject[],
  { path = '/', app = 'storefront', queryClient }: ServerRenderOptions,
): Promise<ServerRenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://rona.test')));
  if (context instanceof Response) throw new Error(`The route answered a redirect or response: ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The page server's own renderer: lazy components and boundaries are waited for, not left as fallbacks.
  const { body } = await renderHtml(
    <Providers app={app} queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  await letGoOfContexts();
  // What the page server puts in #root (the hoisted head tags go to <head> there).
  return { html: body, status: context.statusCode };
}

/**
 * React's server renderer leaves the context values of the last Suspense boundary it rendered set on
 * the context objects until its next render (harmless in the page server, its own process). Here the
 * browser's renderer runs next, in the same process, and would read them (a router inside a router):
 * an empty render lets them go.
 */
async function letGoOfContexts(): Promise<void> {
  await new Response((await prerender(null)).prelude).text();
}

export interface HydrateResult {
  root: Root;
  router: ReturnType<typeof createMemoryRouter>;
  /** What React reported while hydrating: a mismatch between the server HTML and the first client render shows here. */
  recoverableErrors: unknown[];
}

/** Puts the server's `html` in `container` and hydrates it with the same routes, as the browser does. */
export async function hydrateOnClient(
  container: HTMLElement,
  html: string,
  routes: RouteObject[],
  { path = '/', app = 'storefront', queryClient }: ServerRenderOptions,
): Promise<HydrateResult> {
  container.innerHTML = html;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const recoverableErrors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <Providers app={app} queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
      {
        onRecoverableError: (error) => recoverableErrors.push(error),
        onUncaughtError: (error) => recoverableErrors.push(error),
      },
    );
  });
  return { root: root as Root, router, recoverableErrors };
}
