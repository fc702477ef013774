// Mantine's component styles come with @rona/ui/mantine (MantineRoot), not with every first load.
import '../styles/base.css';
import './touch-targets.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import type { AppName } from '@rona/routes';
import { AppProviders, type ThemeProvider } from './app-providers';
import { createQueryClient } from './query-client';
import { installSessionEndedHandler } from './session-ended';
import { readSsrPayload } from './ssr-payload';

export interface StartAppOptions {
  app: AppName;
  /** Builds the route tree; receives the query client for loaders (`ensureQueryData`). */
  routes: (queryClient: QueryClient) => RouteObject[];
  /** A provider around the whole app: `MantineRoot` where the shell uses Mantine (see AppProviders). */
  Theme?: ThemeProvider;
}

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * The lazy routes of the page the server rendered are loaded before hydrating (React Router's
 * data-mode SSR recipe): otherwise the router would start with their HydrateFallback, not the HTML.
 */
async function resolveLazyRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const lazy = matchRoutes(routes, location)?.filter((m) => typeof m.route.lazy === 'function') ?? [];
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/**
 * Mounts a front end: Mantine, TanStack Query, toasts and a data router. A page the server rendered
 * (it carries the #rona-ssr payload, decision 016) is hydrated: the query cache and the router start
 * from the server's state, so the first render matches its HTML. Other pages render in the browser.
 * Resolves once the root exists (React listens for taps from then on: early-clicks.ts lets its held
 * taps go then), or rejects when the app cannot start.
 */
export async function startApp({ app, routes, Theme }: StartAppOptions): Promise<void> {
  performance.mark('rona:start-app');
  installSessionEndedHandler();
  const queryClient = createQueryClient();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const payload = readSsrPayload();
  const routeObjects = routes(queryClient);
  const tree = (router: ReturnType<typeof createBrowserRouter>) => (
    <AppProviders app={app} queryClient={queryClient} Theme={Theme}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (!payload) {
    // In a transition too: React renders the first page in slices and yields to the browser between
    // them, instead of one long task (Lighthouse's Total Blocking Time on the account pages, whose
    // HTML has painted already; issue 24). What index.html shows stays until React commits.
    const reactRoot = createRoot(root);
    const router = createBrowserRouter(routeObjects);
    startTransition(() => {
      reactRoot.render(tree(router));
    });
    return;
  }
  hydrate(queryClient, payload.queries);
  // createBrowserRouter reads it and turns the serialised route errors back into objects.
  window.__staticRouterHydrationData = payload.router;
  // A page chunk that fails to load (gone after a deploy) leaves its route lazy: the router shows its error page.
  await resolveLazyRoutes(routeObjects, window.location).catch(() => undefined);
  const router = createBrowserRouter(routeObjects);
  // In a transition, React hydrates in slices and yields to the browser between them; each Suspense
  // boundary (HydrationBoundary) in a task of its own, the one a shopper taps first.
  startTransition(() => {
    hydrateRoot(root, tree(router));
  });
}
